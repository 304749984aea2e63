import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Vendor } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { pageOf } from '../../../../test/fixtures';

const VENDOR: Vendor = {
  id: '4f2e9a0c-9b4c-4a99-8b4e-4bcd5f7a6e55',
  name: 'Nordsea Marine Supply BV',
  code: 'NMS-RTM',
  categories: ['deck_stores', 'engine_spares'],
  ports: [{ locode: 'NLRTM', portName: 'Rotterdam' }],
  addressLines: ['Waalhaven Zuidzijde 21'],
  city: 'Rotterdam',
  postalCode: '3089 JH',
  country: 'NL',
  currency: 'EUR',
  paymentTermsDays: 30,
  email: 'rfq@nordsea-marine.example',
  phone: null,
  rating: 5,
  notes: '',
  active: true,
  contacts: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 4,
};

function setup(extra: Parameters<typeof stubApi>[0] = {}) {
  signIn(MASTER);
  const queries: URLSearchParams[] = [];
  const api = stubApi({
    ...accessHandlers(['dashboard', 'purchasing.vendor']),
    'GET /purchasing/vendors/': ({ url }) => {
      queries.push(url.searchParams);
      return json(pageOf([VENDOR]));
    },
    [`GET /purchasing/vendors/${VENDOR.id}`]: () => json({ data: VENDOR }),
    ...extra,
  });
  return { ...api, queries };
}

describe('vendors', () => {
  it('sends the category, port and status filters to the server', async () => {
    const user = userEvent.setup();
    const { queries } = setup();
    renderApp('/purchasing/vendor');
    expect(await screen.findByRole('row', { name: 'Open Nordsea Marine Supply BV' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Engine spares' }));
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('engine_spares'));
    await user.type(screen.getByRole('textbox', { name: 'Port' }), 'nl rtm');
    await waitFor(() => expect(queries.at(-1)?.get('port')).toBe('NLRTM'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(queries.at(-1)?.get('active')).toBe('false'));
  });

  it('deactivates after a confirmation, and offers a reload when someone else changed the vendor', async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      [`PATCH /purchasing/vendors/${VENDOR.id}`]: () =>
        json({ message: 'Vendor was changed by someone else; reload it and try again' }, 409),
    });
    renderApp(`/purchasing/vendor/${VENDOR.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Nordsea Marine Supply BV/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Ports served' })).toHaveTextContent('Rotterdam (NLRTM)');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Deactivate Nordsea Marine Supply BV?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 4, active: false });
  });
});
