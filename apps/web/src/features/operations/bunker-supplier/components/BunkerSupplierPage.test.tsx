import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BunkerPrice, BunkerSupplier, BunkerSupplierSummary } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';

const ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const price = (over: Partial<BunkerPrice>): BunkerPrice => ({
  id: '6b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  supplierId: ID,
  portLocode: 'SGSIN',
  portName: 'Singapore',
  grade: 'VLSFO',
  price: '518.50',
  currency: 'USD',
  validFrom: '2026-03-02',
  validUntil: null,
  source: 'Supplier quotation',
  current: true,
  createdByName: 'Priya Nair',
  createdAt: '2026-03-02T08:00:00.000Z',
  ...over,
});
const SUPPLIER: BunkerSupplier = {
  id: ID,
  name: 'Straits Marine Fuels Pte Ltd',
  country: 'SG',
  website: 'https://www.straitsmarinefuels.example.com',
  notes: '',
  rating: 4,
  ratedById: null,
  ratedByName: 'Priya Nair',
  ratedAt: '2026-02-01T00:00:00.000Z',
  ports: [{ locode: 'SGSIN', portName: 'Singapore' }],
  contacts: [],
  currentPrices: [price({})],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 7,
};
const SUMMARY: BunkerSupplierSummary = {
  ...SUPPLIER,
  grades: ['VLSFO', 'MGO'],
  contactCount: 2,
};
const base = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    ...accessHandlers(['operation.bunkering_suppliers']),
    'GET /bunker-suppliers/': () => json({ data: [SUMMARY], page: { total: 1, offset: 0, limit: 25 } }),
    'GET /bunker-suppliers/ports/': () =>
      json({ data: [{ locode: 'SGSIN', portName: 'Singapore', supplierCount: 2 }] }),
    [`GET /bunker-suppliers/${ID}`]: () => json({ data: SUPPLIER }),
    [`GET /bunker-suppliers/${ID}/prices`]: () =>
      json({ data: [price({})], page: { total: 1, offset: 0, limit: 25 } }),
    ...extra,
  });

describe('bunker suppliers', () => {
  it('lists suppliers and sends the port and grade filters to the server', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { fetchMock } = base();
    renderApp('/supplier_bunker');
    const row = await screen.findByRole(
      'row',
      { name: 'Open Straits Marine Fuels Pte Ltd' },
      { timeout: 5000 },
    );
    expect(within(row).getByText('SGSIN')).toBeInTheDocument();
    expect(within(row).getByText('MGO DMA 0.1%S')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Port' }));
    await user.click(await screen.findByRole('option', { name: 'Singapore (SGSIN)' }));
    await user.click(screen.getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: 'LNG' }));
    const urls = () => fetchMock.mock.calls.map((c) => String(c[0]));
    await waitFor(() =>
      expect(urls().some((u) => u.includes('port=SGSIN') && u.includes('grade=LNG'))).toBe(true),
    );
  });

  it('adds a port: a bad LOCODE is refused under the field, a good one is sent with the version read', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = base({
      [`PATCH /bunker-suppliers/${ID}`]: () =>
        json({
          data: {
            ...SUPPLIER,
            ports: [...SUPPLIER.ports, { locode: 'MYPKG', portName: 'Port Klang' }],
            version: 8,
          },
        }),
    });
    renderApp(`/supplier_bunker/${ID}?tab=ports`);
    await user.click(await screen.findByRole('button', { name: 'Add port' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add port' });
    await user.type(within(dialog).getByLabelText('UN/LOCODE'), 'KLANG');
    await user.type(within(dialog).getByLabelText('Port name'), 'Port Klang');
    await user.click(within(dialog).getByRole('button', { name: 'Add port' }));
    expect(
      await within(dialog).findByText(
        'locode must be a UN/LOCODE: a 2-letter country code and 3 letters or digits, such as NLRTM',
      ),
    ).toBeInTheDocument();
    const locode = within(dialog).getByLabelText('UN/LOCODE');
    await user.clear(locode);
    await user.type(locode, 'my pkg');
    await user.click(within(dialog).getByRole('button', { name: 'Add port' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      version: 7,
      ports: [
        { locode: 'SGSIN', portName: 'Singapore' },
        { locode: 'MYPKG', portName: 'Port Klang' },
      ],
    });
  });

  it('shows the current price, and refuses a negative price before sending', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = base();
    renderApp(`/supplier_bunker/${ID}?tab=prices`);
    const current = await screen.findByRole('table', { name: 'Current prices' });
    expect(within(current).getByText('USD 518.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add price' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: /^HSFO 3\.5%S/ }));
    await user.type(within(dialog).getByLabelText('Price per metric tonne'), '-12');
    await user.click(within(dialog).getByRole('button', { name: 'Add price' }));
    expect(await within(dialog).findByText('price must be greater than 0')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
