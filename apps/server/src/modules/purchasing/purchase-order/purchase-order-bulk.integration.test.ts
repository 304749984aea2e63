import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  addDecimal,
  roundMoney,
  type BulkResponse,
  type Delivery,
  type ListTotals,
  type PurchaseOrderSummary,
  type RfqSummary,
} from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { readWorkbook } from '../../../test/xlsx';
import { outboxMessages } from '../../mail/outbox.table';
import { auditOf } from '../purchasing.test-fixtures';
import { requisitionLines, requisitions } from '../requisition/requisition.table';
import { rfqRequisitions } from '../rfq/rfq.table';
import { purchaseOrderLines, purchaseOrders } from './purchase-order.table';
import { ordersIn, userOnShip } from './purchase-order.test-fixtures';

const BASE = '/purchasing/purchase-orders';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
});
afterAll(() => t?.close());

const allOrders = async () => dataOf<PurchaseOrderSummary[]>(await admin.get(`${BASE}/?limit=200`));
const used = new Set<string>();

/**
 * Orders put in APPROVED directly, each used once (the seed has one approved order; the approval
 * itself is tested elsewhere).
 */
async function approvedOrders(n: number): Promise<PurchaseOrderSummary[]> {
  const drafts = (await allOrders())
    .filter((o) => !['DRAFT', 'APPROVED'].includes(o.state) && !used.has(o.id))
    .slice(0, n);
  for (const d of drafts) used.add(d.id);
  await t.db
    .update(purchaseOrders)
    .set({ state: 'APPROVED', approvedAt: new Date() })
    .where(
      inArray(
        purchaseOrders.id,
        drafts.map((d) => d.id),
      ),
    );
  const approved = await ordersIn(admin, 'APPROVED');
  return drafts.map((d) => approved.find((a) => a.id === d.id)!);
}

describe('bulk send of purchase orders', () => {
  it('sends each approved order through the single send; a draft is refused naming it', async () => {
    const approved = await approvedOrders(2);
    const draft = (await ordersIn(admin, 'DRAFT'))[0]!;
    expect(approved).toHaveLength(2);
    const response = await purchaser.post(`${BASE}/bulk/send`, {
      items: [...approved, draft].map((o) => ({ id: o.id, version: o.version })),
      expiresInDays: 10,
    });
    expect(response.statusCode).toBe(200);
    const body = (response.json() as BulkResponse).data;
    expect(body).toMatchObject({ succeeded: 2, failed: 1 });
    expect(body.results.slice(0, 2).map((r) => [r.reference, r.ok])).toEqual(
      approved.map((o) => [o.number, true]),
    );
    const refused = body.results[2]!;
    expect(refused).toMatchObject({ ok: false, status: 409, reference: draft.number });
    expect(refused.message).toContain(draft.number);
    const after = await ordersIn(admin, 'SENT');
    for (const o of approved) {
      expect(after.map((a) => a.id)).toContain(o.id);
      const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.refId, o.id));
      expect(mails.filter((m) => m.kind === 'purchase_order')).toHaveLength(1);
      expect((await auditOf(admin, 'purchase_order', o.id)).filter((e) => e.action === 'send')).toHaveLength(
        1,
      );
    }
    const mailsOfDraft = await t.db.select().from(outboxMessages).where(eq(outboxMessages.refId, draft.id));
    expect(mailsOfDraft).toHaveLength(0);
  });

  it('refuses per record (403) an order of a ship where the user may not send', async () => {
    const [order] = await approvedOrders(1);
    expect(order).toBeDefined();
    const reader = await userOnShip(t, admin, order!.shipId, ['get_purchase_orders']);
    const response = await reader.post(`${BASE}/bulk/send`, {
      items: [{ id: order!.id, version: order!.version }],
    });
    const body = (response.json() as BulkResponse).data;
    expect(body.results[0]).toMatchObject({ ok: false, status: 403, reference: order!.number });
    expect((await ordersIn(admin, 'APPROVED')).map((o) => o.id)).toContain(order!.id);
  });
});

describe('totals of the purchase-order list', () => {
  it('sums total_base of every order the filters find (all pages), in the base currency', async () => {
    const state = 'CONFIRMED';
    const rows = await t.db
      .select({ totalBase: purchaseOrders.totalBase })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.state, state));
    const totals = dataOf<ListTotals>(await admin.get(`${BASE}/totals?state=${state}`));
    expect(totals.currency).toBe('USD');
    expect(totals.count).toBe(rows.length);
    expect(totals.total).toBe(
      roundMoney(
        rows.reduce((s, r) => addDecimal(s, r.totalBase), '0'),
        'USD',
      ),
    );
    const list = await admin.get(`${BASE}/?state=${state}&limit=1`);
    expect((list.json() as { page: { total: number } }).page.total).toBe(totals.count);
    expect(totals.unconverted).toEqual([]);
  });

  it('keeps to the user ship scope and search, and lists amounts with no rate apart', async () => {
    const ships = await shipsByName(t);
    const aurora = ships.byName('Keel Aurora').id;
    const reader = await userOnShip(t, admin, aurora, ['get_purchase_orders']);
    const own = await t.db
      .select({ id: purchaseOrders.id, totalBase: purchaseOrders.totalBase })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.shipId, aurora));
    const scoped = dataOf<ListTotals>(await reader.get(`${BASE}/totals`));
    expect(scoped.count).toBe(own.length);
    const oneOrder = (await allOrders()).find((o) => o.shipId === aurora)!;
    const searched = dataOf<ListTotals>(await reader.get(`${BASE}/totals?q=${oneOrder.number}`));
    expect(searched).toMatchObject({ count: 1, total: oneOrder.totalBase });
    // An order priced when the company's base currency was another one, with no rate to USD.
    await t.db.update(purchaseOrders).set({ baseCurrency: 'XAU' }).where(eq(purchaseOrders.id, oneOrder.id));
    const split = dataOf<ListTotals>(await reader.get(`${BASE}/totals`));
    expect(split.count).toBe(own.length - 1);
    expect(split.unconverted).toEqual([{ currency: 'XAU', total: expect.any(String), count: 1 }]);
    await t.db.update(purchaseOrders).set({ baseCurrency: 'USD' }).where(eq(purchaseOrders.id, oneOrder.id));
    const other = ships.byName('Keel Borealis').id;
    expect((await reader.get(`${BASE}/totals?shipId=${other}`)).statusCode).toBe(403);
  });
});

describe('export of selected orders', () => {
  it('exports exactly the chosen orders', async () => {
    const chosen = (await allOrders()).slice(0, 3);
    expect(chosen).toHaveLength(3);
    const read = await readWorkbook(
      await admin.get(`${BASE}/export.xlsx?ids=${chosen.map((o) => o.id).join(',')}&sort=number`),
      'Purchase orders',
    );
    expect(read.rows.map((r) => r['Number'])).toEqual(chosen.map((o) => o.number).sort());
    const bad = await admin.get(`${BASE}/export.xlsx?ids=nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/ids/i);
  });
});

describe('urgency on the lists', () => {
  it('flags orders, deliveries and RFQs that come from an urgent requisition, and only those', async () => {
    // Make the requisitions of one ordered line urgent, every other requisition normal.
    const [line] = await t.db
      .select({ orderId: purchaseOrderLines.purchaseOrderId, requisitionId: requisitionLines.requisitionId })
      .from(purchaseOrderLines)
      .innerJoin(requisitionLines, eq(requisitionLines.id, purchaseOrderLines.requisitionLineId))
      .limit(1);
    expect(line).toBeDefined();
    await t.db.update(requisitions).set({ priority: 0 });
    await t.db.update(requisitions).set({ priority: 1 }).where(eq(requisitions.id, line!.requisitionId));
    const urgentOrders = await t.db
      .selectDistinct({ id: purchaseOrderLines.purchaseOrderId })
      .from(purchaseOrderLines)
      .innerJoin(requisitionLines, eq(requisitionLines.id, purchaseOrderLines.requisitionLineId))
      .where(eq(requisitionLines.requisitionId, line!.requisitionId));
    const expectedOrders = new Set(urgentOrders.map((o) => o.id));
    const orders = dataOf<PurchaseOrderSummary[]>(await admin.get(`${BASE}/?limit=200`));
    expect(
      orders
        .filter((o) => o.urgent)
        .map((o) => o.id)
        .sort(),
    ).toEqual(
      orders
        .filter((o) => expectedOrders.has(o.id))
        .map((o) => o.id)
        .sort(),
    );
    expect(orders.some((o) => o.urgent)).toBe(true);
    expect(dataOf<PurchaseOrderSummary>(await admin.get(`${BASE}/${line!.orderId}`)).urgent).toBe(true);

    const deliveries = dataOf<Delivery[]>(await admin.get('/purchasing/deliveries/?limit=200'));
    for (const d of deliveries)
      expect(d.urgent, d.number).toBe(d.purchaseOrderId !== null && expectedOrders.has(d.purchaseOrderId));

    const rfqLinks = await t.db
      .select({ rfqId: rfqRequisitions.rfqId })
      .from(rfqRequisitions)
      .where(inArray(rfqRequisitions.requisitionId, [line!.requisitionId]));
    const urgentRfqs = new Set(rfqLinks.map((r) => r.rfqId));
    const rfqList = dataOf<RfqSummary[]>(await admin.get('/purchasing/rfqs?limit=200'));
    for (const r of rfqList) expect(r.urgent, r.number).toBe(urgentRfqs.has(r.id));
  });
});
