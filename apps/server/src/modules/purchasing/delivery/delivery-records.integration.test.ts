import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { purchaseOrders } from '../purchase-order/purchase-order.table';
import type { Delivery, DeliveryDetail, SupplyWindowView } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { agentBody, auditOf, categoriesByCode } from '../purchasing.test-fixtures';
import { insertOrder, orderProgress, type TestOrder } from './delivery.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let master: TestSession;
let aurora: string;
let fornax: string;
let agentId: string;
let order: TestOrder;

const YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.master),
  ]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  fornax = ships.byName('Keel Fornax').id;
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

describe('deliveries: cancel, edit, unassigned goods, supply windows', () => {
  it('cancels a planned delivery with a reason, which frees the PO quantity; edits only open ones', async () => {
    const o = await insertOrder(t.db, {
      shipId: aurora,
      categoryId: null,
      lines: [{ description: 'Hydraulic oil 20 l', quantity: '6', unitPrice: '90' }],
    });
    const d = dataOf<DeliveryDetail>(await planToAgent(purchaser, o, ['6']));
    const edited = dataOf<DeliveryDetail>(
      await purchaser.patch(`/purchasing/deliveries/${d.id}`, {
        version: d.version,
        trackingNumber: 'MSKU 123456-7',
        eta: `${YEAR}-07-02`,
      }),
    );
    expect(edited).toMatchObject({
      trackingNumber: 'MSKU 123456-7',
      eta: `${YEAR}-07-02`,
      version: d.version + 1,
    });
    const short = await purchaser.post(`/purchasing/deliveries/${d.id}/cancel`, {
      version: edited.version,
      reason: '',
    });
    expect(short.json().details[0].field).toBe('reason');
    const cancelled = dataOf<DeliveryDetail>(
      await purchaser.post(`/purchasing/deliveries/${d.id}/cancel`, {
        version: edited.version,
        reason: 'Vendor ships with the next call',
      }),
    );
    expect(cancelled).toMatchObject({ state: 'CANCELLED', cancelReason: 'Vendor ships with the next call' });
    expect(
      (await purchaser.patch(`/purchasing/deliveries/${d.id}`, { version: cancelled.version, notes: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await planToAgent(purchaser, o, ['6'])).statusCode).toBe(201);
    expect((await auditOf(admin, 'delivery', d.id)).map((a) => a.action)).toEqual([
      'cancel',
      'update',
      'create',
    ]);
  });

  it('keeps goods without a PO as unassigned until matched; matching reports what reached the vessel', async () => {
    const o = await insertOrder(t.db, {
      shipId: aurora,
      categoryId: null,
      lines: [{ description: 'Fire hose 45 mm', quantity: '3', unitPrice: '85' }],
    });
    const bad = await purchaser.post('/purchasing/deliveries/unassigned', {
      shipId: aurora,
      senderName: 'Port courier',
      toParty: 'agent',
      lines: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(['lines', 'agentId']);
    let d = dataOf<DeliveryDetail>(
      await purchaser.post('/purchasing/deliveries/unassigned', {
        shipId: aurora,
        senderName: 'Port courier',
        toParty: 'vessel',
        lines: [{ description: 'Carton marked "fire hoses"', unit: 'pcs', expectedQuantity: '3' }],
      }),
    );
    expect(d).toMatchObject({ kind: 'unassigned', purchaseOrderId: null, senderName: 'Port courier' });
    const list = (await purchaser.get('/purchasing/deliveries/?kind=unassigned&limit=200')).json();
    expect(list.data.map((x: Delivery) => x.id)).toContain(d.id);
    expect(list.data.every((x: Delivery) => x.kind === 'unassigned')).toBe(true);
    d = dataOf(
      await master.post(`/purchasing/deliveries/${d.id}/receipt`, {
        version: d.version,
        lines: [{ lineId: d.lines[0]!.id, receivedQuantity: '2' }],
      }),
    );
    expect(d.state).toBe('PARTIAL');
    const wrongShip = await insertOrder(t.db, {
      shipId: fornax,
      categoryId: null,
      lines: [{ description: 'Rags', quantity: '1', unitPrice: '1' }],
    });
    const mismatch = await purchaser.post(`/purchasing/deliveries/${d.id}/match`, {
      version: d.version,
      purchaseOrderId: wrongShip.purchaseOrderId,
      lines: [],
    });
    expect(mismatch.json().details[0].field).toBe('purchaseOrderId');
    d = dataOf(
      await purchaser.post(`/purchasing/deliveries/${d.id}/match`, {
        version: d.version,
        purchaseOrderId: o.purchaseOrderId,
        lines: [{ lineId: d.lines[0]!.id, purchaseOrderLineId: o.lineIds[0] }],
      }),
    );
    expect(d).toMatchObject({ kind: 'purchase_order', purchaseOrderNumber: o.number });
    expect(await orderProgress(t.db, o)).toMatchObject({
      poState: 'PARTIALLY_DELIVERED',
      delivered: [2],
      received: [2],
    });
    const twice = await purchaser.post(`/purchasing/deliveries/${d.id}/match`, {
      version: d.version,
      purchaseOrderId: o.purchaseOrderId,
      lines: [],
    });
    expect(twice.statusCode).toBe(409);
  });

  it('creates supply windows (from ≤ to) and lets a delivery choose one of its ship', async () => {
    const reversed = await purchaser.post('/purchasing/supply-windows/', {
      shipId: aurora,
      port: 'Rotterdam',
      fromDate: `${YEAR}-08-10`,
      toDate: `${YEAR}-08-09`,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details[0].field).toBe('toDate');
    expect(
      (
        await master.post('/purchasing/supply-windows/', {
          shipId: aurora,
          port: 'Rotterdam',
          fromDate: `${YEAR}-08-10`,
          toDate: `${YEAR}-08-12`,
        })
      ).statusCode,
    ).toBe(403);
    const w = dataOf<SupplyWindowView>(
      await purchaser.post('/purchasing/supply-windows/', {
        shipId: aurora,
        port: 'Rotterdam',
        fromDate: `${YEAR}-08-10`,
        toDate: `${YEAR}-08-12`,
        agentId,
      }),
    );
    const fornaxWindow = dataOf<SupplyWindowView>(
      await purchaser.post('/purchasing/supply-windows/', {
        shipId: fornax,
        port: 'Piraeus',
        fromDate: `${YEAR}-08-10`,
        toDate: `${YEAR}-08-10`,
      }),
    );
    const windows = (await master.get(`/purchasing/supply-windows/?shipId=${aurora}`)).json();
    expect(windows.data.map((x: SupplyWindowView) => x.id)).toContain(w.id);
    const o = await insertOrder(t.db, {
      shipId: aurora,
      categoryId: null,
      lines: [{ description: 'Gasket set', quantity: '2', unitPrice: '15' }],
    });
    const d = dataOf<DeliveryDetail>(await planToAgent(purchaser, o, ['2']));
    const wrong = await purchaser.post(`/purchasing/deliveries/${d.id}/supply-window`, {
      version: d.version,
      supplyWindowId: fornaxWindow.id,
    });
    expect(wrong.json().details[0].field).toBe('supplyWindowId');
    const chosen = dataOf<DeliveryDetail>(
      await purchaser.post(`/purchasing/deliveries/${d.id}/supply-window`, {
        version: d.version,
        supplyWindowId: w.id,
      }),
    );
    expect(chosen.supplyWindow).toEqual({
      id: w.id,
      port: 'Rotterdam',
      fromDate: `${YEAR}-08-10`,
      toDate: `${YEAR}-08-12`,
    });
  });

  it('lists deliverable purchase orders with delivered and planned quantities, and searches deliveries', async () => {
    // A delivered order is no longer offered.
    await t.db
      .update(purchaseOrders)
      .set({ state: 'DELIVERED' })
      .where(eq(purchaseOrders.id, order.purchaseOrderId));
    const pos = (
      await purchaser.get(`/purchasing/deliveries/purchase-orders?q=${encodeURIComponent(order.number)}`)
    ).json();
    expect(pos.page.total).toBe(0);
    const o = await insertOrder(t.db, {
      shipId: aurora,
      categoryId: null,
      lines: [{ description: 'Wire brush', quantity: '12', unitPrice: '3' }],
    });
    await planToAgent(purchaser, o, ['5']);
    const found = (
      await purchaser.get(`/purchasing/deliveries/purchase-orders?q=${encodeURIComponent(o.number)}`)
    ).json();
    expect(found.data[0].lines[0]).toMatchObject({
      quantity: '12',
      deliveredQuantity: '0',
      plannedQuantity: '5',
    });
    const search = (
      await purchaser.get(`/purchasing/deliveries/?q=${encodeURIComponent(o.number)}&sort=-number`)
    ).json();
    expect(search.page.total).toBe(1);
    expect((await purchaser.get('/purchasing/deliveries/?sort=secret')).statusCode).toBe(400);
  });
});
