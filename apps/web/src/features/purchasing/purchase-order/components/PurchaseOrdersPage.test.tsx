import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PurchaseOrderDetail } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { PO_SUMMARY, SHIP_A, pageOf } from '../../../../test/fixtures';

const CREATOR = '0f0e0d0c-0b0a-4908-8706-050403020100';
const PO: PurchaseOrderDetail = {
  ...PO_SUMMARY,
  supplyFrom: '2026-12-01',
  supplyTo: '2026-12-08',
  rfqId: null,
  rfqNumber: null,
  quoteId: null,
  vendorEmail: 'rfq@nordsea.example',
  agentId: null,
  agentName: null,
  deliveryPort: 'Rotterdam',
  paymentTermsDays: 30,
  subtotal: '1194.50',
  freight: '40.00',
  portCharges: '0.00',
  rate: '1.0855',
  rateDate: '2026-11-20',
  rateSource: 'ECB',
  notes: '',
  createdById: CREATOR,
  submittedAt: null,
  approvedAt: null,
  sentAt: null,
  confirmedAt: null,
  cancelledAt: null,
  sendBackReason: null,
  cancelReason: null,
  declineReason: null,
  vendorProposedDate: null,
  vendorNote: null,
  vendorRespondedAt: null,
  vendorRespondedBy: null,
  vendorReference: null,
  lines: [
    {
      id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      position: 1,
      requisitionLineId: null,
      requisitionNumber: null,
      quoteLineId: null,
      description: 'Fuel valve nozzle',
      impaCode: null,
      makerPartNumber: '90910-0789',
      partType: 0,
      quantity: '3',
      unit: 'pcs',
      unitPrice: '398.1667',
      discount: '0',
      lineTotal: '1194.50',
      deliveredQuantity: '0',
    },
  ],
  approvals: [],
  approval: { approvalsNeeded: 1, approvalsGiven: 0, tierIndex: 0, upTo: '10000' },
  revisions: [],
  vendorLink: {
    state: 'none',
    revision: null,
    createdAt: null,
    expiresAt: null,
    viewedAt: null,
    respondedAt: null,
  },
  delivered: false,
  billed: false,
};

function setup(extra: Parameters<typeof stubApi>[0] = {}) {
  signIn(MASTER);
  const queries: URLSearchParams[] = [];
  const api = stubApi({
    ...accessHandlers(['dashboard', 'purchasing.purchase_order']),
    'GET /access/actions/me/': () =>
      json({ data: [{ ship_id: SHIP_A.id, actions: ['get_purchase_orders', 'create_purchase_order'] }] }),
    'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
    'GET /purchasing/purchase-orders/options': () => json({ data: { vendors: [], agents: [] } }),
    'GET /purchasing/purchase-orders/': ({ url }) => {
      queries.push(url.searchParams);
      return json(pageOf([PO]));
    },
    [`GET /purchasing/purchase-orders/${PO.id}`]: () => json({ data: PO }),
    [`POST /purchasing/purchase-orders/${PO.id}/submit`]: () =>
      json({ data: { ...PO, state: 'PENDING_APPROVAL', version: 4 } }),
    ...extra,
  });
  return { ...api, queries };
}

describe('purchase orders page', () => {
  it('lists orders with state and total, filters by state on the server, and submits a draft from its panel', async () => {
    const user = userEvent.setup();
    const { queries, calls } = setup();
    renderApp('/purchasing/po');
    const table = await screen.findByRole('table', { name: 'Purchase orders' });
    expect(await within(table).findByText('EUR 1,234.50')).toBeInTheDocument();
    expect(within(table).getByText('≈ USD 1,340.00')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Pending approval' }));
    await waitFor(() => expect(queries.at(-1)?.get('state')).toBe('PENDING_APPROVAL'));

    await user.click(within(table).getByRole('row', { name: /Open PO-2026-00042/ }));
    const panel = await screen.findByRole('dialog', { name: /PO-2026-00042/ });
    expect(within(panel).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Submit for approval' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: `/purchasing/purchase-orders/${PO.id}/submit`,
        body: { version: 3 },
      }),
    );
    expect(await within(panel).findByText('Pending approval')).toBeInTheDocument();
  });

  it('warns before submitting an order that takes its budget over, and submits only when confirmed anyway', async () => {
    const user = userEvent.setup();
    const message =
      'Over budget: with this order USD 12,964.18 is committed against USD 11,019.00 for 200 Engine spares in 2026, USD 1,945.18 over.';
    const { calls } = setup({
      [`GET /purchasing/purchase-orders/${PO.id}/budget-check`]: () =>
        json({
          data: {
            status: 'over',
            warn: true,
            message,
            year: 2026,
            currency: 'USD',
            estimatedAmount: '1340.00',
            budget: '11019.00',
            committed: '12964.18',
            afterSubmit: '12964.18',
            excess: '1945.18',
            budgetCategoryId: '00000000-0000-4000-8000-000000000200',
            budgetLabel: '200 Engine spares',
          },
        }),
    });
    renderApp(`/purchasing/po?po=${PO.id}`);
    const panel = await screen.findByRole('dialog', { name: /PO-2026-00042/ });
    await user.click(within(panel).getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Budget: 200 Engine spares')).toBeInTheDocument();
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByRole('button', { name: 'Submit anyway' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /cancel|no/i }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(panel).getByRole('button', { name: 'Submit for approval' }));
    await user.click(await screen.findByRole('button', { name: 'Submit anyway' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: `/purchasing/purchase-orders/${PO.id}/submit`,
      }),
    );
  });
});
