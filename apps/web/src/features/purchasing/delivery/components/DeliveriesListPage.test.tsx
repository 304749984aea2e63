import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A, pageOf } from '../../../../test/fixtures';

function aDelivery(n: number, overrides: Partial<Delivery>): Delivery {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    number: `DEL-2026-0000${n}`,
    kind: 'purchase_order',
    shipId: SHIP_A.id,
    shipName: SHIP_A.name,
    purchaseOrderId: null,
    purchaseOrderNumber: 'PO-2026-00042',
    urgent: false,
    vendorName: 'Nordsea Marine Supply',
    sourceDeliveryId: null,
    sourceDeliveryNumber: null,
    state: 'PLANNED',
    fromParty: 'vendor',
    toParty: 'vessel',
    port: null,
    agentId: null,
    agentName: null,
    supplyWindow: null,
    eta: null,
    trackingNumber: null,
    senderName: null,
    notes: '',
    receivedAt: null,
    receivedByName: null,
    discrepancyReport: null,
    cancelReason: null,
    lineCount: 1,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

describe('deliveries list', () => {
  it('marks a delivery past its ETA and not received as overdue, and only those', async () => {
    signIn(MASTER);
    const deliveries = [
      aDelivery(1, { state: 'IN_TRANSIT', eta: '2026-01-10' }),
      aDelivery(2, { state: 'RECEIVED', eta: '2026-01-10' }),
      aDelivery(3, { state: 'PLANNED', eta: '2999-01-10' }),
      aDelivery(4, { state: 'AT_AGENT', eta: null }),
    ];
    stubApi({
      ...accessHandlers(['dashboard', 'purchasing.delivery']),
      'GET /access/actions/me/': () => json({ data: [{ ship_id: SHIP_A.id, actions: ['get_deliveries'] }] }),
      'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
      'GET /purchasing/deliveries/': () => json(pageOf(deliveries)),
    });
    renderApp('/purchasing/delivery');
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    const row = async (n: number) =>
      within(table).findByRole('row', { name: `Open delivery DEL-2026-0000${n}` });
    const overdue = within(await row(1)).getByTitle('Overdue');
    expect(overdue).toHaveTextContent('2026/01/10');
    expect(within(await row(2)).getByText('2026/01/10')).toBeInTheDocument();
    expect(within(await row(2)).queryByTitle('Overdue')).toBeNull();
    expect(within(await row(3)).queryByTitle('Overdue')).toBeNull();
    expect(within(await row(4)).queryByTitle('Overdue')).toBeNull();
  });
});
