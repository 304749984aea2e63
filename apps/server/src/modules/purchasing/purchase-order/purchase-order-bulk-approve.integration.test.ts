import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { BulkResponse, PurchaseOrderSummary } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { auditOf } from '../purchasing.test-fixtures';
import { purchaseOrderApprovals, purchaseOrders } from './purchase-order.table';
import { ordersIn, readOrder, userOnShip } from './purchase-order.test-fixtures';

const BASE = '/purchasing/purchase-orders';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let superintendent: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
  superintendent = await t.login(DEMO.superintendent);
});
afterAll(() => t?.close());

const used = new Set<string>();

/**
 * Seeded orders of one approver's tier (≤ 10,000 in the base currency; drafts left alone), put awaiting
 * approval on `shipId`, raised by the purchaser, with no approval yet; each used once.
 */
async function awaitingApproval(n: number, shipId: string): Promise<PurchaseOrderSummary[]> {
  const drafts = dataOf<PurchaseOrderSummary[]>(await admin.get(`${BASE}/?limit=200`))
    .filter((o) => o.state !== 'DRAFT' && Number(o.totalBase) <= 10000 && !used.has(o.id))
    .slice(0, n);
  expect(drafts).toHaveLength(n);
  const ids = drafts.map((d) => d.id);
  for (const id of ids) used.add(id);
  await t.db.delete(purchaseOrderApprovals).where(inArray(purchaseOrderApprovals.purchaseOrderId, ids));
  await t.db
    .update(purchaseOrders)
    .set({ state: 'PENDING_APPROVAL', submittedAt: new Date(), shipId, createdById: purchaser.user.id })
    .where(inArray(purchaseOrders.id, ids));
  const pending = await ordersIn(admin, 'PENDING_APPROVAL');
  return ids.map((id) => pending.find((p) => p.id === id)!);
}

const post = (session: TestSession, orders: PurchaseOrderSummary[]) =>
  session.post(`${BASE}/bulk/approve`, { items: orders.map((o) => ({ id: o.id, version: o.version })) });

describe('bulk approve of purchase orders', () => {
  it('approves each order through the single approval; one on a ship out of scope is refused unnamed', async () => {
    const ships = await shipsByName(t);
    const aurora = ships.byName('Keel Aurora').id;
    const borealis = ships.byName('Keel Borealis').id;
    const own = await awaitingApproval(2, aurora);
    const [other] = await awaitingApproval(1, borealis);
    const approver = await userOnShip(t, admin, aurora, ['get_purchase_orders', 'approve_purchase_order']);

    const response = await post(approver, [...own, other!]);
    expect(response.statusCode).toBe(200);
    const body = (response.json() as BulkResponse).data;
    expect(body).toMatchObject({ succeeded: 2, failed: 1 });
    expect(body.results.slice(0, 2).map((r) => [r.reference, r.ok, r.status])).toEqual(
      own.map((o) => [o.number, true, 200]),
    );
    // Another ship's order: refused as its single approval would be, and not even named.
    expect(body.results[2]).toMatchObject({ id: other!.id, ok: false, status: 403, reference: null });
    expect(body.results[2]!.message).not.toContain(other!.number);

    for (const o of own) {
      const after = await readOrder(admin, o.id);
      expect(after).toMatchObject({ state: 'APPROVED', approval: { approvalsGiven: 1 } });
      expect(after.approvals.map((a) => a.approverId)).toEqual([approver.user.id]);
      const audit = await auditOf(admin, 'purchase_order', o.id);
      expect(audit.filter((e) => e.action === 'approve')).toHaveLength(1);
    }
    const untouched = await readOrder(admin, other!.id);
    expect(untouched).toMatchObject({ state: 'PENDING_APPROVAL', version: other!.version });
    expect(untouched.approvals).toEqual([]);
  });

  it("keeps the single approval's rules per order: not the creator's own, not a draft, not a stale version", async () => {
    const ships = await shipsByName(t);
    const aurora = ships.byName('Keel Aurora').id;
    const [fine, ownOrder, stale] = await awaitingApproval(3, aurora);
    await t.db
      .update(purchaseOrders)
      .set({ createdById: superintendent.user.id })
      .where(eq(purchaseOrders.id, ownOrder!.id));
    const draft = (await ordersIn(admin, 'DRAFT')).find((o) => !used.has(o.id))!;

    const response = await post(superintendent, [
      fine!,
      ownOrder!,
      draft,
      { ...stale!, version: stale!.version + 1 },
    ]);
    const body = (response.json() as BulkResponse).data;
    expect(body).toMatchObject({ succeeded: 1, failed: 3 });
    const [ok, own, notPending, old] = body.results;
    expect(ok).toMatchObject({ ok: true, reference: fine!.number });
    expect(own).toMatchObject({ ok: false, status: 409, reference: ownOrder!.number });
    expect(own!.message).toBe(`${ownOrder!.number}: You cannot approve a purchase order you created`);
    expect(notPending).toMatchObject({ ok: false, status: 409, reference: draft.number });
    expect(old).toMatchObject({ ok: false, status: 409, reference: stale!.number });
    expect((await readOrder(admin, ownOrder!.id)).state).toBe('PENDING_APPROVAL');
    expect((await readOrder(admin, stale!.id)).state).toBe('PENDING_APPROVAL');
    expect((await readOrder(admin, draft.id)).state).toBe('DRAFT');
  });

  it('needs the purchase-order area and a valid body', async () => {
    const master = await t.login(DEMO.master);
    const [order] = await awaitingApproval(1, (await shipsByName(t)).byName('Keel Aurora').id);
    expect((await post(master, [order!])).statusCode).toBe(403);
    const bad = await superintendent.post(`${BASE}/bulk/approve`, { items: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Items must name at least one record/);
  });
});
