import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RequisitionBudgetCheck } from '@keel/domain';
import { DEMO, dataOf } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { purchaseOrders } from './purchase-order.table';
import { ordersIn } from './purchase-order.test-fixtures';

const BASE = '/purchasing/purchase-orders';
let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let master: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.master),
  ]);
});
afterAll(() => t.close());

const check = async (s: TestSession, id: string) => s.get(`${BASE}/${id}/budget-check`);

describe('GET /purchasing/purchase-orders/:id/budget-check', () => {
  it('says within budget, then warns once the budget is cut below what is committed with the order', async () => {
    const drafts = await ordersIn(admin, 'DRAFT');
    let chosen: { id: string; shipId: string; categoryId: string; year: number } | undefined;
    let first: RequisitionBudgetCheck | undefined;
    for (const draft of drafts) {
      const result = dataOf<RequisitionBudgetCheck>(await check(purchaser, draft.id));
      if (result.status !== 'within') continue;
      const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, draft.id));
      chosen = { id: draft.id, shipId: row!.shipId, categoryId: row!.categoryId!, year: result.year };
      first = result;
      break;
    }
    expect(first).toMatchObject({ status: 'within', warn: false });
    expect(Number(first!.committed)).toBeGreaterThanOrEqual(Number(first!.estimatedAmount));
    expect(first!.message).toMatch(
      /^Within budget: USD [\d,.]+ committed of USD [\d,.]+ for .+, this order included\.$/,
    );

    const budgets = dataOf<{ id: string; version: number }[]>(
      await admin.get(
        `/purchasing/budgets/?shipId=${chosen!.shipId}&categoryId=${chosen!.categoryId}&year=${chosen!.year}`,
      ),
    );
    const revised = await admin.post(`/purchasing/budgets/${budgets[0]!.id}/revisions`, {
      version: budgets[0]!.version,
      currency: 'USD',
      amount: '12.00',
      months: Array(12).fill('1.00'),
      reason: 'Test: budget cut',
    });
    expect(revised.statusCode).toBe(200);
    const over = dataOf<RequisitionBudgetCheck>(await check(purchaser, chosen!.id));
    expect(over).toMatchObject({ status: 'over', warn: true, budget: '12.00', committed: first!.committed });
    expect(Number(over.excess)).toBeCloseTo(Number(first!.committed) - 12, 2);
    expect(over.message).toContain('Over budget');
  });

  it('keeps other ships out and needs the sidebar permission', async () => {
    const other = (await ordersIn(admin, 'DRAFT'))[0]!;
    const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, other.id));
    const response = await check(master, other.id);
    expect(response.statusCode).toBe(403);
    expect(row).toBeDefined();
    expect((await check(purchaser, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
