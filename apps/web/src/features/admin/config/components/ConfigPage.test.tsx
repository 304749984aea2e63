import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { CONFIG, SHIP_A, SHIP_B, pageOf } from '../../../../test/fixtures';

const ENTRY = {
  id: '0a5d8b6f-3e7c-4f1a-8b9d-6c7e8f9a0b12',
  at: '2026-01-05T10:30:00.000Z',
  actorId: null,
  actorName: 'Ada Admin',
  action: 'update',
  entity: 'config',
  entityId: '1',
  recordTitle: 'Company settings',
  shipId: null,
  before: { companyName: 'Old name' },
  after: { companyName: 'Test Shipping' },
};

function handlers() {
  return {
    ...accessHandlers([]),
    'GET /config/': () => json({ data: CONFIG }),
    'GET /access/ships/me/': () => json({ data: [SHIP_A, SHIP_B] }),
    'GET /audit/': () => json(pageOf([ENTRY])),
  };
}

describe('company settings', () => {
  it('saves name, currency and families with the version; the top bar follows', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi({
      ...handlers(),
      'PUT /config/': ({ init }) =>
        json({ data: { ...CONFIG, ...JSON.parse(String(init.body)), version: 5 } }),
    });
    renderApp('/config');
    const name = await screen.findByLabelText('Company name');
    await user.clear(name);
    await user.type(name, 'Nordic Bulk AS');
    await user.type(screen.getByLabelText('Invoice address'), 'Accounts payable{Enter}5013 Bergen');
    await user.click(screen.getByRole('button', { name: 'Add family' }));
    const names = screen.getAllByLabelText('Family name');
    await user.type(names[1]!, 'MR tankers');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        version: 4,
        companyName: 'Nordic Bulk AS',
        baseCurrency: 'USD',
        invoiceAddress: 'Accounts payable\n5013 Bergen',
        vatId: null,
        billTolerancePercent: null,
        billToleranceAbsolute: null,
        shipFamilies: [
          { name: 'Ultramax bulk carriers', shipIds: [SHIP_A.id], previousName: 'Ultramax bulk carriers' },
          { name: 'MR tankers', shipIds: [] },
        ],
      }),
    );
    expect(await screen.findByText('Nordic Bulk AS', { selector: 'header *' })).toBeInTheDocument();
  });

  it('sends a renamed family with the name it had, so what names it follows', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi(handlers());
    renderApp('/config');
    const [name] = await screen.findAllByLabelText('Family name');
    await user.clear(name!);
    await user.type(name!, 'Ultramax bulkers');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        shipFamilies: [
          { name: 'Ultramax bulkers', shipIds: [SHIP_A.id], previousName: 'Ultramax bulk carriers' },
        ],
      }),
    );
  });

  it('shows the domain rule under the field: family names must be unique', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi(handlers());
    renderApp('/config');
    await user.click(await screen.findByRole('button', { name: 'Add family' }));
    await user.type(screen.getAllByLabelText('Family name')[1]!, 'ultramax bulk carriers');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('family names must be unique')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the audit trail and filters it by record type', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    stubApi(handlers());
    renderApp('/config');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(await within(table).findByText('2026/01/05', { exact: false })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Record type' }), 'role');
    await waitFor(() =>
      expect(
        (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map((c) => c[0]),
      ).toContainEqual(expect.stringContaining('entity=role')),
    );
    expect(within(table).getByText('Company settings')).toBeInTheDocument();
    await user.click(within(table).getByRole('row', { name: /Show update of Company settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update: Company settings' });
    expect(within(dialog).getByText('Old name')).toBeInTheDocument();
    expect(within(dialog).getByText('Company name')).toBeInTheDocument();
  });
});
