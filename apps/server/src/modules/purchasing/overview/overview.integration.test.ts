import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  computeCommitted,
  type CategorySpend,
  type FleetPurchasingOverview,
  type OverBudgets,
  type PurchasingBudgetDetail,
  type ShipPurchasingOverview,
} from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { budgetBody, scopedUser } from '../purchasing.test-fixtures';
import { insertOrder, insertRequisition } from '../delivery/delivery.test-fixtures';
import { purchaseOrders } from '../purchase-order/purchase-order.table';
import { requisitionLines, requisitions } from '../requisition/requisition.table';
import { recordOrderedQuantities } from '../requisition/requisition.flow';

let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let master: TestSession;
let dorado: string;
let categoryId: string;
let unbudgetedId: string;
const YEAR = new Date().getUTCFullYear();
const system = { id: null, name: 'Test' };

const line = (description: string, quantity: string, unitPrice: string) => ({
  description,
  quantity,
  unitPrice,
});

beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.accountant),
    t.login(DEMO.master),
  ]);
  dorado = (await shipsByName(t)).byName('Keel Dorado').id;
  const category = (code: string, name: string) =>
    admin
      .post('/purchasing/expense-categories/', { code, name, parentId: null })
      .then((r) => dataOf<{ id: string }>(r).id);
  categoryId = await category('880', 'Test stores');
  unbudgetedId = await category('881', 'Unbudgeted test stores');
  dataOf(
    await admin.post(
      '/purchasing/budgets/',
      budgetBody(dorado, categoryId, { year: YEAR, amount: '1200.00', months: Array(12).fill('100') }),
    ),
  );
});
afterAll(() => t?.close());

const spendOf = async (s: TestSession, id: string | null): Promise<CategorySpend> => {
  const overview = dataOf<ShipPurchasingOverview>(
    await s.get(`/purchasing/overview/ships/${dorado}?year=${YEAR}`),
  );
  const found = overview.categories.find((c) => c.categoryId === id);
  if (!found) throw new Error(`no category ${id}`);
  return found;
};

describe('purchasing overview: permissions', () => {
  it('shows on first start the one demo budget that was cut below what is committed against it', async () => {
    const view = dataOf<OverBudgets>(await accountant.get(`/purchasing/over-budgets/?year=${YEAR}`));
    const over = view.items.filter((i) => i.kind === 'over');
    expect(over).toHaveLength(1);
    const { shipId, categoryId: cutCategory } = over[0]!;
    const budgets = (
      await admin.get(`/purchasing/budgets/?shipId=${shipId}&categoryId=${cutCategory}&year=${YEAR}`)
    ).json().data as { id: string }[];
    expect(budgets).toHaveLength(1);
    const budget = (await admin.get(`/purchasing/budgets/${budgets[0]!.id}`)).json().data;
    expect(budget.revisions.map((r: { reason: string }) => r.reason)).toContain(
      'Mid-year cut: charter rate review',
    );
  });

  it('opens the overview to any purchasing permission and the over-budgets view to get_purchase_orders', async () => {
    expect((await accountant.get('/purchasing/overview/')).statusCode).toBe(200);
    expect((await master.get(`/purchasing/overview/?year=${YEAR}`)).statusCode).toBe(200);
    const fleetOnly = await scopedUser(t, admin, dorado, ['fleet']);
    const denied = await fleetOnly.get('/purchasing/overview/');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Missing permission: any purchasing permission');
    const noAction = await master.get('/purchasing/over-budgets/');
    expect(noAction.statusCode).toBe(403);
    expect(noAction.json().message).toBe('Missing action get_purchase_orders');
    expect((await accountant.get('/purchasing/over-budgets/')).statusCode).toBe(200);
    const other = await master.get(`/purchasing/overview/ships/${dorado}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You have no access to this ship');
    expect((await master.get(`/purchasing/overview/budget-detail?shipId=${dorado}`)).statusCode).toBe(403);
    const fleet = dataOf<FleetPurchasingOverview>(await master.get('/purchasing/overview/'));
    expect(fleet.ships.map((s) => s.shipName)).toEqual(['Keel Aurora']);
    const bad = await accountant.get('/purchasing/overview/budget-detail?year=1999');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['querystring.shipId', 'querystring.year']);
  });
});

describe('purchasing overview: committed counted once', () => {
  it('counts approved requisitions not yet ordered, unbilled POs and billed amounts once each', async () => {
    const req = await insertRequisition(t.db, {
      shipId: dorado,
      categoryId,
      state: 'APPROVED',
      priority: 1,
      lines: [line('Filter element', '4', '50')],
    });
    expect(await spendOf(accountant, categoryId)).toMatchObject({
      budget: '1200.00',
      requisitions: '200.00',
      purchaseOrders: '0.00',
      actual: '0.00',
      committed: '200.00',
      remaining: '1000.00',
      over: false,
    });
    // Ordering 3 of the 4 moves their estimate out of the requisition; the order then counts its total.
    await t.db.transaction((tx) =>
      recordOrderedQuantities(tx, [{ requisitionLineId: req.lineIds[0]!, delta: '3' }], system),
    );
    const order = await insertOrder(t.db, {
      shipId: dorado,
      categoryId,
      lines: [line('Filter element', '3', '55')],
    });
    expect(await spendOf(accountant, categoryId)).toMatchObject({
      requisitions: '50.00',
      purchaseOrders: '165.00',
      actual: '0.00',
      committed: '215.00',
    });
    // Billing 100 of the order: the bill counts as actual, the order only for its unbilled rest.
    await t.db
      .update(purchaseOrders)
      .set({ billedAmount: '100' })
      .where(eq(purchaseOrders.id, order.purchaseOrderId));
    expect(await spendOf(accountant, categoryId)).toMatchObject({
      purchaseOrders: '65.00',
      actual: '100.00',
      committed: '215.00',
    });
    // A fully billed, closed order counts only as actual; a cancelled one not at all.
    await insertOrder(t.db, {
      shipId: dorado,
      categoryId,
      state: 'CLOSED',
      billed: '400',
      lines: [line('Lube oil', '10', '40')],
    });
    await insertOrder(t.db, {
      shipId: dorado,
      categoryId,
      state: 'CANCELLED',
      lines: [line('Grease', '10', '9')],
    });
    const spend = await spendOf(accountant, categoryId);
    expect(spend).toMatchObject({
      purchaseOrders: '65.00',
      actual: '500.00',
      committed: '615.00',
      remaining: '585.00',
    });
    const overview = dataOf<ShipPurchasingOverview>(
      await accountant.get(`/purchasing/overview/ships/${dorado}`),
    );
    expect(overview.urgentRequisitions).toBeGreaterThanOrEqual(1);
    expect(overview.purchaseOrdersByState.SENT).toBeGreaterThanOrEqual(1);
    expect(overview.purchaseOrdersByState.CANCELLED).toBeGreaterThanOrEqual(1);
  });

  it('agrees with the domain computeCommitted over the raw records', async () => {
    const reqs = await t.db
      .select({
        id: requisitions.id,
        state: requisitions.state,
        quantity: requisitionLines.quantity,
        orderedQty: requisitionLines.orderedQuantity,
        cancelledQty: requisitionLines.cancelledQuantity,
        price: requisitionLines.estimatedUnitPrice,
      })
      .from(requisitions)
      .innerJoin(requisitionLines, eq(requisitionLines.requisitionId, requisitions.id))
      .where(eq(requisitions.categoryId, categoryId));
    const pos = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.categoryId, categoryId));
    const [expected] = computeCommitted({
      currency: 'USD',
      requisitions: reqs.map((r) => ({
        id: r.id,
        shipId: dorado,
        categoryId,
        state: r.state as never,
        lines: [
          {
            quantity: r.quantity,
            orderedQty: r.orderedQty,
            cancelledQty: r.cancelledQty,
            estimatedUnitPrice: r.price ?? '0',
          },
        ],
      })),
      purchaseOrders: pos.map((p) => ({
        id: p.id,
        shipId: dorado,
        categoryId,
        state: p.state as never,
        total: { amount: p.total, currency: 'USD' },
      })),
      bills: pos
        .filter((p) => Number(p.billedAmount) > 0)
        .map((p) => ({
          id: `bill-${p.id}`,
          shipId: dorado,
          categoryId,
          state: 'POSTED' as const,
          purchaseOrderId: p.id,
          amount: { amount: p.billedAmount, currency: 'USD' },
        })),
    });
    const spend = await spendOf(accountant, categoryId);
    expect([spend.requisitions, spend.purchaseOrders, spend.actual, spend.committed]).toEqual([
      expected!.requisitions,
      expected!.purchaseOrders,
      expected!.actual,
      expected!.total,
    ]);
  });

  it('keeps the yearly roll-up equal to the sum of its months for every ship, category and currency', async () => {
    const rows = (
      await t.db.execute<{ n: number; differing: number }>(sql`
        WITH m AS (
          SELECT ship_id, category_id, extract(year FROM month)::int AS year, currency,
                 sum(requisitions) AS r, sum(purchase_orders) AS p, sum(actual) AS a
          FROM purchasing_commitments GROUP BY 1, 2, 3, 4
        )
        SELECT count(*)::int AS n,
               count(*) FILTER (WHERE y.ship_id IS NULL OR m.ship_id IS NULL
                 OR m.r <> y.requisitions OR m.p <> y.purchase_orders OR m.a <> y.actual)::int AS differing
        FROM m FULL JOIN purchasing_commitment_years y
          ON y.ship_id = m.ship_id AND y.category_id IS NOT DISTINCT FROM m.category_id
         AND y.year = m.year AND y.currency = m.currency`)
    ).rows[0]!;
    expect(rows.n).toBeGreaterThan(5);
    expect(rows.differing).toBe(0);
  });

  it('lists every ship/category over budget, and committed spend without a budget or category as errors', async () => {
    await insertOrder(t.db, {
      shipId: dorado,
      categoryId,
      state: 'CONFIRMED',
      lines: [line('Anchor chain shackle', '1', '700')],
    });
    await insertOrder(t.db, {
      shipId: dorado,
      categoryId: unbudgetedId,
      lines: [line('Signal flares', '2', '60')],
    });
    await insertOrder(t.db, { shipId: dorado, categoryId: null, lines: [line('Courier fee', '1', '45')] });
    const view = dataOf<OverBudgets>(await accountant.get(`/purchasing/over-budgets/?year=${YEAR}`));
    const mine = view.items.filter((i) => i.shipName === 'Keel Dorado');
    expect(mine.find((i) => i.categoryId === categoryId)).toMatchObject({
      kind: 'over',
      budget: '1200.00',
      committed: '1315.00',
      excess: '115.00',
    });
    expect(mine.find((i) => i.categoryId === unbudgetedId)).toMatchObject({
      kind: 'error',
      categoryCode: '881',
      committed: '120.00',
      message: 'No budget for this category or a category above it, but 120.00 USD is committed',
    });
    expect(mine.find((i) => i.categoryId === null)).toMatchObject({
      kind: 'error',
      message: '45.00 USD is committed without an expense category',
    });
    expect(view.errors).toBeGreaterThanOrEqual(2);
    const fleet = dataOf<FleetPurchasingOverview>(await admin.get(`/purchasing/overview/?year=${YEAR}`));
    expect(fleet.ships.find((s) => s.shipId === dorado)).toMatchObject({
      overBudgetCategories: 1,
      errors: 2,
    });
    expect((await accountant.get(`/purchasing/over-budgets/?year=${YEAR - 5}`)).json().data.items).toEqual(
      [],
    );
  });

  it('shows the budget detail per month beside what was committed that month', async () => {
    const detail = dataOf<PurchasingBudgetDetail>(
      await accountant.get(
        `/purchasing/overview/budget-detail?shipId=${dorado}&categoryId=${categoryId}&year=${YEAR}`,
      ),
    );
    expect(detail.categories).toHaveLength(1);
    const months = detail.categories[0]!.months;
    expect(months).toHaveLength(12);
    expect(months[0]!.budget).toBe('100.00');
    const month = new Date().getUTCMonth();
    expect(months[month]!.committed).toBe('1315.00');
    expect(months.filter((_, i) => i !== month).every((m) => m.committed === '0.00')).toBe(true);
  });

  it('gives fleet rows that agree with every ship overview, and 404 for no such ship', async () => {
    const fleet = dataOf<FleetPurchasingOverview>(await admin.get(`/purchasing/overview/?year=${YEAR}`));
    const names = fleet.ships.map((s) => s.shipName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(fleet.ships.length).toBeGreaterThan(1);
    const sum = (pick: (s: (typeof fleet.ships)[number]) => number) =>
      fleet.ships.reduce((n, s) => n + pick(s), 0);
    expect(fleet.openRequisitions).toBe(sum((s) => s.openRequisitions));
    expect(fleet.rfqsAwaitingReplies).toBe(sum((s) => s.rfqsAwaitingReplies));
    expect(fleet.purchaseOrdersByState.APPROVED).toBe(sum((s) => s.purchaseOrdersByState.APPROVED));
    for (const row of fleet.ships) {
      const ship = dataOf<ShipPurchasingOverview>(
        await admin.get(`/purchasing/overview/ships/${row.shipId}?year=${YEAR}`),
      );
      expect(ship).toMatchObject({
        shipName: row.shipName,
        openRequisitions: row.openRequisitions,
        urgentRequisitions: row.urgentRequisitions,
        rfqsAwaitingReplies: row.rfqsAwaitingReplies,
        purchaseOrdersByState: row.purchaseOrdersByState,
        budgetTotal: row.budgetTotal,
        committedTotal: row.committedTotal,
      });
    }
    const missing = await admin.get(`/purchasing/overview/ships/00000000-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
  });
});
