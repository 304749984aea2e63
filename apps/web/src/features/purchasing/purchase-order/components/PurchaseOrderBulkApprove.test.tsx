import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BulkResponse, PurchaseOrderSummary } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { PO_SUMMARY, SHIP_A, SHIP_B, pageOf } from '../../../../test/fixtures';

const order = (n: number, overrides: Partial<PurchaseOrderSummary>): PurchaseOrderSummary => ({
  ...PO_SUMMARY,
  id: `4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b0${n}`,
  number: `PO-2026-0010${n}`,
  state: 'PENDING_APPROVAL',
  ...overrides,
});

const FIRST = order(1, {});
const OTHER_SHIP = order(2, { shipId: SHIP_B.id, shipName: SHIP_B.name });
const THIRD = order(3, { version: 7 });
const DRAFT = order(4, { state: 'DRAFT' });

function setup(approveOn: string[]) {
  signIn(MASTER);
  let orders = [FIRST, OTHER_SHIP, THIRD, DRAFT];
  const result: BulkResponse['data'] = {
    succeeded: 2,
    failed: 1,
    results: [
      { id: FIRST.id, reference: FIRST.number, ok: true, status: 200, message: null, version: 4 },
      {
        id: OTHER_SHIP.id,
        reference: OTHER_SHIP.number,
        ok: false,
        status: 403,
        message: `${OTHER_SHIP.number}: You may not approve purchase orders of this ship (approve_purchase_order)`,
        version: null,
      },
      { id: THIRD.id, reference: THIRD.number, ok: true, status: 200, message: null, version: 8 },
    ],
  };
  const api = stubApi({
    ...accessHandlers(['dashboard', 'purchasing.purchase_order']),
    'GET /access/actions/me/': () =>
      json({
        data: [
          { ship_id: SHIP_A.id, actions: ['get_purchase_orders', ...approveOn] },
          { ship_id: SHIP_B.id, actions: ['get_purchase_orders'] },
        ],
      }),
    'GET /access/ships/me/': () => json({ data: [SHIP_A, SHIP_B] }),
    'GET /purchasing/purchase-orders/options': () => json({ data: { vendors: [], agents: [] } }),
    'GET /purchasing/purchase-orders/totals': () =>
      json({ data: { currency: 'USD', total: '0.00', count: orders.length, unconverted: [] } }),
    'GET /purchasing/purchase-orders/': () => json(pageOf(orders)),
    'POST /purchasing/purchase-orders/bulk/approve': () => {
      orders = orders.map((o) => (o.id === FIRST.id || o.id === THIRD.id ? { ...o, state: 'APPROVED' } : o));
      return json({ data: result });
    },
  });
  return api;
}

describe('bulk approve of purchase orders', () => {
  it('approves the chosen orders awaiting approval in one go and lists what was refused', async () => {
    const user = userEvent.setup();
    const { calls } = setup(['approve_purchase_order']);
    renderApp('/purchasing/po');
    const table = await screen.findByRole('table', { name: 'Purchase orders' });
    for (const o of [FIRST, OTHER_SHIP, THIRD, DRAFT])
      await user.click(
        await within(table).findByRole('checkbox', { name: new RegExp(`Select Open ${o.number}`) }),
      );

    // The draft is chosen (for export) but not offered for approval.
    await user.click(screen.getByRole('button', { name: 'Approve 3 orders' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve purchase orders' });
    expect(confirm).toHaveTextContent(`${FIRST.number} (${FIRST.vendorName})`);
    expect(confirm).not.toHaveTextContent(DRAFT.number);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/purchasing/purchase-orders/bulk/approve',
        body: {
          items: [
            { id: FIRST.id, version: 3 },
            { id: OTHER_SHIP.id, version: 3 },
            { id: THIRD.id, version: 7 },
          ],
        },
      }),
    );
    const done = await screen.findByRole('dialog', { name: 'Purchase orders approved' });
    expect(
      within(done).getByText('2 purchase orders approved; 1 purchase order not approved.'),
    ).toBeInTheDocument();
    const refused = within(done).getByRole('list', { name: 'Not approved' });
    expect(within(refused).getByText(OTHER_SHIP.number)).toBeInTheDocument();
    // The reason under the order's number, without repeating the number.
    expect(
      within(refused).getByText('You may not approve purchase orders of this ship (approve_purchase_order)'),
    ).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Done' }));

    // The approved leave the selection; the refused one and the draft stay chosen.
    expect(await screen.findByRole('button', { name: 'Approve 1 order' })).toBeInTheDocument();
    expect(
      within(table).getByRole('checkbox', { name: new RegExp(`Select Open ${FIRST.number}`) }),
    ).not.toBeChecked();
    expect(
      within(table).getByRole('checkbox', { name: new RegExp(`Select Open ${DRAFT.number}`) }),
    ).toBeChecked();
  });

  it('offers no approval to a user who approves on no ship', async () => {
    const user = userEvent.setup();
    setup([]);
    renderApp('/purchasing/po');
    const table = await screen.findByRole('table', { name: 'Purchase orders' });
    await user.click(
      await within(table).findByRole('checkbox', { name: new RegExp(`Select Open ${FIRST.number}`) }),
    );
    expect(await screen.findByRole('button', { name: 'Export selected' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });
});
