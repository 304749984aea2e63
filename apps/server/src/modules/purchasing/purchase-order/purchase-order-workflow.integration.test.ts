import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PurchaseOrderDetail } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { auditOf } from '../purchasing.test-fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { purchaseOrders } from './purchase-order.table';
import { act, ordersIn, readOrder, userOnShip } from './purchase-order.test-fixtures';

const BASE = '/purchasing/purchase-orders';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let superintendent: TestSession;
let accountant: TestSession;
let master: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
  superintendent = await t.login(DEMO.superintendent);
  accountant = await t.login(DEMO.accountant);
  master = await t.login(DEMO.master);
});
afterAll(() => t.close());

describe('purchase-order list and detail', () => {
  it('lists the seeded orders in every state with paging, search, sort and filters', async () => {
    const response = await purchaser.get(`${BASE}/?limit=5&sort=-total`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: PurchaseOrderDetail[]; page: { total: number } };
    expect(body.page.total).toBeGreaterThanOrEqual(10);
    expect(body.data).toHaveLength(5);
    const totals = body.data.map((o) => Number(o.totalBase));
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    for (const state of [
      'DRAFT',
      'PENDING_APPROVAL',
      'APPROVED',
      'SENT',
      'CONFIRMED',
      'DECLINED',
      'CANCELLED',
    ] as const)
      expect((await ordersIn(admin, state)).length, state).toBeGreaterThan(0);
    const first = body.data[0]!;
    const found = dataOf<{ id: string }[]>(await purchaser.get(`${BASE}/?q=${first.number}`));
    expect(found.map((o) => o.id)).toEqual([first.id]);
    const byVendor = dataOf<{ vendorId: string }[]>(
      await purchaser.get(`${BASE}/?vendorId=${first.vendorId}`),
    );
    expect(byVendor.every((o) => o.vendorId === first.vendorId)).toBe(true);
  });

  it('answers 400 naming the field for a bad filter or sort', async () => {
    const state = await purchaser.get(`${BASE}/?state=SHIPPED`);
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toMatch(/^State /);
    const sort = await purchaser.get(`${BASE}/?sort=price`);
    expect(sort.statusCode).toBe(400);
    expect(sort.json().details[0].field).toBe('sort');
  });

  it('needs the sidebar permission and keeps other ships out', async () => {
    expect((await master.get(`${BASE}/`)).statusCode).toBe(403);
    const ships = await shipsByName(t);
    const aurora = ships.byName('Keel Aurora').id;
    const scoped = await userOnShip(t, admin, aurora, ['get_purchase_orders']);
    const mine = dataOf<{ shipId: string }[]>(await scoped.get(`${BASE}/?limit=100`));
    expect(mine.every((o) => o.shipId === aurora)).toBe(true);
    const other = (await ordersIn(admin, 'DRAFT')).find((o) => o.shipId !== aurora)!;
    const denied = await scoped.get(`${BASE}/${other.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You have no access to this ship');
    const noRead = await userOnShip(t, admin, aurora, ['create_purchase_order']);
    expect((await noRead.get(`${BASE}/?shipId=${aurora}`)).statusCode).toBe(403);
  });

  it('shows lines, totals that add up exactly, the approval tier and the revision history', async () => {
    const reverted = (await ordersIn(admin, 'PENDING_APPROVAL')).find((o) => o.revision === 2)!;
    const po = await readOrder(purchaser, reverted.id);
    expect(po.revisions).toHaveLength(1);
    expect(po.revisions[0]).toMatchObject({ revision: 1, state: 'SENT' });
    expect(po.vendorLink.state).toBe('revoked');
    const sum = po.lines.reduce((a, l) => a + Math.round(Number(l.lineTotal) * 100), 0);
    expect(Math.round(Number(po.subtotal) * 100)).toBe(sum);
    expect(Math.round(Number(po.total) * 100)).toBe(
      sum + Math.round(Number(po.freight) * 100) + Math.round(Number(po.portCharges) * 100),
    );
    expect(po.approval.approvalsNeeded).toBeGreaterThanOrEqual(1);
  });
});

describe('approval', () => {
  it('takes a draft through submit and approval; the creator and people without the action cannot approve', async () => {
    const draft = (await ordersIn(admin, 'DRAFT')).find((o) => Number(o.totalBase) <= 10000)!;
    expect((await act(superintendent, draft.id, 'submit')).statusCode).toBe(403);
    const submitted = dataOf<PurchaseOrderDetail>(await act(purchaser, draft.id, 'submit'));
    expect(submitted.state).toBe('PENDING_APPROVAL');
    const denied = await act(purchaser, draft.id, 'approve');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toContain('approve_purchase_order');
    await t.db
      .update(purchaseOrders)
      .set({ createdById: admin.user.id })
      .where(eq(purchaseOrders.id, draft.id));
    const own = await act(admin, draft.id, 'approve');
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot approve a purchase order you created');
    const approved = dataOf<PurchaseOrderDetail>(await act(superintendent, draft.id, 'approve'));
    expect(approved).toMatchObject({
      state: 'APPROVED',
      approval: { approvalsNeeded: 1, approvalsGiven: 1 },
    });
    const audit = await auditOf(admin, 'purchase_order', draft.id);
    expect(audit.map((a) => a.action).slice(0, 2)).toEqual(['approve', 'submit']);
  });

  it('a large order needs the higher tier: two different approvers', async () => {
    const large = (await ordersIn(admin, 'PENDING_APPROVAL')).find((o) => Number(o.totalBase) > 10000)!;
    const before = await readOrder(superintendent, large.id);
    expect(before.approval).toMatchObject({ approvalsNeeded: 2, approvalsGiven: 1, tierIndex: 1 });
    const twice = await act(superintendent, large.id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already approved this purchase order');
    const done = dataOf<PurchaseOrderDetail>(await act(accountant, large.id, 'approve'));
    expect(done).toMatchObject({ state: 'APPROVED', approval: { approvalsGiven: 2 } });
  });

  it('two approvers at once: one wins, the other gets 409', async () => {
    const pending = (await ordersIn(admin, 'PENDING_APPROVAL')).find((o) => Number(o.totalBase) <= 10000)!;
    const { version } = await readOrder(admin, pending.id);
    const results = await Promise.all(
      [superintendent, accountant].map((s) => s.post(`${BASE}/${pending.id}/approve`, { version })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await readOrder(admin, pending.id);
    expect(after.approvals).toHaveLength(1);
    expect(after.state).toBe('APPROVED');
  });

  it('sends back with a reason, and follows configurable tiers', async () => {
    const tiers = dataOf<{ version: number }>(await admin.get('/config/approval-tiers/'));
    const bad = await admin.put('/config/approval-tiers/', {
      version: tiers.version,
      tiers: [{ upTo: '100', approvals: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    const denied = await purchaser.put('/config/approval-tiers/', {
      version: tiers.version,
      tiers: [{ upTo: null, approvals: 1 }],
    });
    expect(denied.statusCode).toBe(403);
    const updated = await admin.put('/config/approval-tiers/', {
      version: tiers.version,
      tiers: [
        { upTo: '1', approvals: 1 },
        { upTo: null, approvals: 2 },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const draft = (await ordersIn(admin, 'DRAFT'))[0]!;
    dataOf(await act(purchaser, draft.id, 'submit'));
    const noReason = await act(superintendent, draft.id, 'send-back', { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('reason');
    const first = dataOf<PurchaseOrderDetail>(await act(superintendent, draft.id, 'approve'));
    expect(first).toMatchObject({
      state: 'PENDING_APPROVAL',
      approval: { approvalsNeeded: 2, approvalsGiven: 1 },
    });
    const back = dataOf<PurchaseOrderDetail>(
      await act(accountant, draft.id, 'send-back', { reason: 'Wrong delivery port' }),
    );
    expect(back).toMatchObject({ state: 'DRAFT', sendBackReason: 'Wrong delivery port', approvals: [] });
    const restored = dataOf<{ version: number }>(await admin.get('/config/approval-tiers/'));
    await admin.put('/config/approval-tiers/', {
      version: restored.version,
      tiers: [
        { upTo: '10000', approvals: 1 },
        { upTo: null, approvals: 2 },
      ],
    });
  });
});
