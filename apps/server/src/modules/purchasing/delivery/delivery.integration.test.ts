import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, DeliveryDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { agentBody, auditOf, categoriesByCode, scopedUser } from '../purchasing.test-fixtures';
import { insertOrder, orderProgress, type TestOrder } from './delivery.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let accountant: TestSession;
let master: TestSession;
let auroraViewer: TestSession;
let aurora: string;
let fornax: string;
let agentId: string;
let order: TestOrder;

const YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, accountant, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.accountant),
    t.login(DEMO.master),
  ]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  fornax = ships.byName('Keel Fornax').id;
  auroraViewer = await scopedUser(t, admin, aurora, ['purchasing.delivery']);
  agentId = dataOf<{ id: string }>(await admin.post('/purchasing/agents/', agentBody())).id;
  const cat = await categoriesByCode(admin);
  order = await insertOrder(t.db, {
    shipId: aurora,
    categoryId: cat('100').id,
    lines: [
      { description: 'Mooring rope 64 mm x 220 m', quantity: '10', unitPrice: '120' },
      { description: 'Shackle D-type 2 t', quantity: '4', unitPrice: '35.5' },
    ],
  });
});
afterAll(() => t?.close());

const planToAgent = (s: TestSession, o: TestOrder, quantities = ['10', '4']) =>
  s.post('/purchasing/deliveries/', {
    purchaseOrderId: o.purchaseOrderId,
    toParty: 'agent',
    agentId,
    port: 'Antwerp',
    eta: `${YEAR}-06-01`,
    lines: quantities.map((q, i) => ({ purchaseOrderLineId: o.lineIds[i], expectedQuantity: q })),
  });

const receipt = (
  s: TestSession,
  d: DeliveryDetail,
  received: string[],
  extra: Record<string, unknown> = {},
) =>
  s.post(`/purchasing/deliveries/${d.id}/receipt`, {
    version: d.version,
    lines: d.lines.map((l, i) => ({ lineId: l.id, receivedQuantity: received[i] })),
    ...extra,
  });

describe('deliveries: permission matrix', () => {
  it('refuses users without purchasing.delivery on every route', async () => {
    for (const response of [
      await accountant.get('/purchasing/deliveries/'),
      await accountant.post('/purchasing/deliveries/', {
        purchaseOrderId: order.purchaseOrderId,
        toParty: 'vessel',
        lines: [{ purchaseOrderLineId: order.lineIds[0], expectedQuantity: '1' }],
      }),
      await accountant.get('/purchasing/supply-windows/'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Missing permission: purchasing.delivery');
    }
  });

  it('needs manage_delivery on the ship to plan, and keeps users to their ships', async () => {
    const denied = await planToAgent(master, order);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Missing action manage_delivery on this ship');
    const other = await insertOrder(t.db, {
      shipId: fornax,
      categoryId: null,
      lines: [{ description: 'Paint thinner 20 l', quantity: '5', unitPrice: '40' }],
    });
    const fornaxDelivery = dataOf<DeliveryDetail>(await planToAgent(purchaser, other, ['5']));
    for (const response of [
      await master.get(`/purchasing/deliveries/${fornaxDelivery.id}`),
      await auroraViewer.get(`/purchasing/deliveries/?shipId=${fornax}`),
      await auroraViewer.post(`/purchasing/deliveries/${fornaxDelivery.id}/cancel`, {
        version: 1,
        reason: 'Not needed',
      }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You have no access to this ship');
    }
    const list = (await master.get('/purchasing/deliveries/?limit=100')).json();
    expect(list.data.every((d: Delivery) => d.shipName === 'Keel Aurora')).toBe(true);
    expect(
      (
        await auroraViewer.post('/purchasing/deliveries/unassigned', {
          shipId: aurora,
          senderName: 'Unknown',
          toParty: 'vessel',
          lines: [{ description: 'Box', unit: 'pcs', expectedQuantity: '1' }],
        })
      ).json().message,
    ).toBe('Missing action manage_delivery on this ship');
  });
});

describe('deliveries: via an agent, transfer, receipt', () => {
  let atAgent: DeliveryDetail;
  let transfer: DeliveryDetail;

  it('plans a PO delivery to an agent with a DEL number, never more than the PO still lacks', async () => {
    const tooMuch = await planToAgent(purchaser, order, ['11', '4']);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details[0]).toEqual({
      field: 'lines.0.expectedQuantity',
      message: 'at most 10 pcs of "Mooring rope 64 mm x 220 m" remain to deliver',
    });
    const created = await planToAgent(purchaser, order);
    expect(created.statusCode).toBe(201);
    atAgent = created.json().data;
    expect(atAgent.number).toMatch(new RegExp(`^DEL-${YEAR}-\\d{5}$`));
    expect(atAgent).toMatchObject({
      kind: 'purchase_order',
      state: 'PLANNED',
      fromParty: 'vendor',
      toParty: 'agent',
      purchaseOrderNumber: order.number,
    });
    expect(atAgent.lines.map((l) => [l.description, l.expectedQuantity])).toEqual([
      ['Mooring rope 64 mm x 220 m', '10'],
      ['Shackle D-type 2 t', '4'],
    ]);
    expect((await planToAgent(purchaser, order, ['1', '1'])).json().details[0].field).toBe(
      'lines.0.expectedQuantity',
    );
  });

  it('dispatches, refuses a transfer before receipt, receives at the agent without touching the PO', async () => {
    atAgent = dataOf(
      await purchaser.post(`/purchasing/deliveries/${atAgent.id}/events`, {
        version: atAgent.version,
        event: 'dispatch',
      }),
    );
    expect(atAgent.state).toBe('IN_TRANSIT');
    const early = await purchaser.post(`/purchasing/deliveries/${atAgent.id}/transfers`, {
      version: atAgent.version,
      lines: [{ sourceLineId: atAgent.lines[0]!.id, quantity: '1' }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/IN_TRANSIT: goods can be transferred once they are received/);
    atAgent = dataOf(await receipt(purchaser, atAgent, ['10', '4']));
    expect(atAgent).toMatchObject({ state: 'RECEIVED', receivedByName: 'Priya Nair' });
    expect(await orderProgress(t.db, order)).toMatchObject({ poState: 'SENT', delivered: [0, 0] });
  });

  it('transfers to the vessel never more than was received and not yet passed on', async () => {
    const over = await purchaser.post(`/purchasing/deliveries/${atAgent.id}/transfers`, {
      version: atAgent.version,
      lines: [{ sourceLineId: atAgent.lines[0]!.id, quantity: '10.5' }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().details[0].field).toBe('lines.0.quantity');
    expect(over.json().details[0].message).toMatch(/Cannot transfer 10.5: only 10 of the 10 received remain/);
    const created = await purchaser.post(`/purchasing/deliveries/${atAgent.id}/transfers`, {
      version: atAgent.version,
      lines: atAgent.lines.map((l) => ({ sourceLineId: l.id, quantity: l.receivedQuantity })),
    });
    expect(created.statusCode).toBe(201);
    transfer = created.json().data;
    expect(transfer).toMatchObject({
      kind: 'transfer',
      fromParty: 'agent',
      toParty: 'vessel',
      sourceDeliveryNumber: atAgent.number,
      state: 'PLANNED',
    });
    const source = dataOf<DeliveryDetail>(await purchaser.get(`/purchasing/deliveries/${atAgent.id}`));
    expect(source.lines.map((l) => [l.transferredQuantity, l.transferableQuantity])).toEqual([
      ['10', '0'],
      ['4', '0'],
    ]);
    expect(source.transfers.map((x) => x.number)).toEqual([transfer.number]);
    const again = await purchaser.post(`/purchasing/deliveries/${atAgent.id}/transfers`, {
      version: source.version,
      lines: [{ sourceLineId: source.lines[1]!.id, quantity: '1' }],
    });
    expect(again.json().details[0].message).toMatch(
      /only 0 of the 4 received remain \(4 already transferred\)/,
    );
    const stale = await purchaser.post(`/purchasing/deliveries/${atAgent.id}/transfers`, {
      version: atAgent.version,
      lines: [{ sourceLineId: source.lines[1]!.id, quantity: '1' }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Delivery was changed by someone else; reload it and try again');
  });

  it('lets the master receive on board with one line short: PARTIAL, PO and requisition updated, audited', async () => {
    const noReason = await receipt(master, transfer, ['10', '3'], {
      lines: [
        { lineId: transfer.lines[0]!.id, receivedQuantity: '10' },
        { lineId: transfer.lines[1]!.id, receivedQuantity: '3', rejectedQuantity: '1' },
      ],
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual([
      { field: 'lines.1.rejectReason', message: 'Line 2: a reason is required for rejected goods' },
    ]);
    const received = await receipt(master, transfer, ['10', '3'], {
      discrepancyReport: 'One shackle missing from the crate; agent informed.',
    });
    expect(received.statusCode).toBe(200);
    transfer = received.json().data;
    expect(transfer).toMatchObject({
      state: 'PARTIAL',
      receivedByName: 'Capt. Jonas Eriksen',
      discrepancyReport: 'One shackle missing from the crate; agent informed.',
    });
    expect(await orderProgress(t.db, order)).toEqual({
      poState: 'PARTIALLY_DELIVERED',
      delivered: [10, 3],
      requisitionState: 'PARTIALLY_RECEIVED',
      received: [10, 3],
    });
    const lower = await receipt(master, transfer, ['9', '3']);
    expect(lower.json().details[0]).toEqual({
      field: 'lines.0.receivedQuantity',
      message: '10 pcs were already received; a receipt cannot lower it',
    });
    transfer = dataOf(await receipt(master, transfer, ['10', '4']));
    expect(transfer.state).toBe('RECEIVED');
    expect(await orderProgress(t.db, order)).toMatchObject({
      poState: 'DELIVERED',
      delivered: [10, 4],
      requisitionState: 'RECEIVED',
    });
    const audit = await auditOf(admin, 'delivery', transfer.id);
    expect(audit.map((a) => a.action)).toEqual(['receive', 'receive', 'create_transfer']);
    expect(audit[1]!.after).toMatchObject({ state: 'PARTIAL' });
  });

  it('refuses to cancel a received delivery and answers stale versions with 409', async () => {
    const cancel = await purchaser.post(`/purchasing/deliveries/${transfer.id}/cancel`, {
      version: transfer.version,
      reason: 'Wrong ship',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/RECEIVED/);
    const report = await master.post(`/purchasing/deliveries/${transfer.id}/discrepancy-report`, {
      version: transfer.version - 1,
      discrepancyReport: 'Late',
    });
    expect(report.statusCode).toBe(409);
  });
});
