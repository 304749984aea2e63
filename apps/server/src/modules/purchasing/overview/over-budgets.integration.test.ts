/**
 * The over-budget candidates kept by triggers (migration 0016). After budget changes, requisition approvals,
 * order changes and moves between categories and currencies, every roll-up row's flag equals the candidate
 * rule computed from scratch over every row, and the over-budgets view equals what the domain rules give
 * over every row of the year (the flag only narrows what they look at). On PostgreSQL, two transactions
 * writing the same ship/category at once leave the flag right too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { OverBudgets } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { budgetBody } from '../purchasing.test-fixtures';
import { insertOrder, insertRequisition } from '../delivery/delivery.test-fixtures';
import { budgets } from '../budget/budget.table';
import { purchaseOrders } from '../purchase-order/purchase-order.table';
import { requisitions } from '../requisition/requisition.table';
import { overBudgetsOf } from './over-budgets.service';
import type { CandidateRow } from './overview.repo';

let t: TestApp;
let admin: TestSession;
let dorado: string;
const YEAR = new Date().getUTCFullYear();
const onPostgres = (process.env.KEEL_TEST_DB ?? 'pglite') !== 'pglite';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  dorado = (await shipsByName(t)).byName('Keel Dorado').id;
});
afterAll(() => t?.close());

const line = (description: string, quantity: string, unitPrice: string) => ({
  description,
  quantity,
  unitPrice,
});

const category = (code: string, name: string) =>
  admin
    .post('/purchasing/expense-categories/', { code, name, parentId: null })
    .then((r) => dataOf<{ id: string }>(r).id);

/** A budget of Dorado for the year of `amount` USD (twelve equal months). */
const budgetOf = async (categoryId: string, amount: number) =>
  dataOf<{ id: string; version: number }>(
    await admin.post(
      '/purchasing/budgets/',
      budgetBody(dorado, categoryId, {
        year: YEAR,
        amount: amount.toFixed(2),
        months: Array(12).fill((amount / 12).toFixed(2)),
      }),
    ),
  );

/** Rows whose kept flag differs from the candidate rule computed over every row (the pre-0016 query). */
async function drift(): Promise<{ rows: number; flagged: number; differing: number }> {
  const live = sql`(y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0)`;
  const result = await t.db.execute<{ rows: number; flagged: number; differing: number }>(sql`
    WITH x AS (
      SELECT y.over_budget_candidate AS kept, ${live} AS live, b.amount AS budget,
        bool_or(y.category_id IS NULL OR b.id IS NULL OR b.currency <> y.currency) FILTER (WHERE ${live}) OVER g AS odd,
        count(*) FILTER (WHERE ${live}) OVER g AS currencies,
        sum(y.requisitions + y.purchase_orders + y.actual) OVER g AS total
      FROM purchasing_commitment_years y
      LEFT JOIN budgets b ON b.ship_id = y.ship_id AND b.category_id = y.category_id AND b.year = y.year
      WINDOW g AS (PARTITION BY y.ship_id, y.category_id, y.year)
    )
    SELECT count(*)::int AS rows, count(*) FILTER (WHERE kept)::int AS flagged,
      count(*) FILTER (WHERE kept <> coalesce(live AND (odd OR currencies > 1 OR total > budget - 0.02), false))::int AS differing
    FROM x`);
  return result.rows[0]!;
}

/** The over-budgets view, checked against the domain rules over every row of the year (no narrowing). */
async function viewOfEveryRow(): Promise<OverBudgets> {
  const view = dataOf<OverBudgets>(await admin.get(`/purchasing/over-budgets/?year=${YEAR}`));
  const rows = await t.db.execute<CandidateRow>(sql`
    SELECT y.ship_id AS "shipId", s.name AS "shipName", y.category_id AS "categoryId",
      e.code AS "categoryCode", e.name AS "categoryName", y.currency,
      y.requisitions::text AS requisitions, y.purchase_orders::text AS "purchaseOrders", y.actual::text AS actual,
      b.currency AS "budgetCurrency", b.amount::text AS "budgetAmount", b.revision AS "budgetRevision"
    FROM purchasing_commitment_years y
    JOIN ships s ON s.id = y.ship_id
    LEFT JOIN budgets b ON b.ship_id = y.ship_id AND b.category_id = y.category_id AND b.year = y.year
    LEFT JOIN expense_categories e ON e.id = y.category_id
    WHERE y.year = ${YEAR}`);
  const { baseCurrency } = dataOf<{ baseCurrency: string }>(await admin.get('/config/'));
  expect(view).toEqual(overBudgetsOf(rows.rows, baseCurrency, YEAR));
  return view;
}

/** Both checks; returns the view. */
async function consistent(): Promise<OverBudgets> {
  const d = await drift();
  expect(d.rows).toBeGreaterThan(0);
  expect(d.differing).toBe(0);
  return viewOfEveryRow();
}

/** The flags of Dorado's rows of one category (null: none) this year, by currency. */
async function flags(categoryId: string | null): Promise<Record<string, boolean>> {
  const rows = await t.db.execute<{ currency: string; flag: boolean }>(sql`
    SELECT currency, over_budget_candidate AS flag FROM purchasing_commitment_years
    WHERE ship_id = ${dorado} AND year = ${YEAR} AND category_id IS NOT DISTINCT FROM ${categoryId}::uuid`);
  return Object.fromEntries(rows.rows.map((r) => [r.currency, r.flag]));
}

const itemOf = (view: OverBudgets, categoryId: string | null) =>
  view.items.find((i) => i.shipId === dorado && i.categoryId === categoryId);

const revise = async (id: string, amount: string, currency = 'USD') => {
  const { version } = dataOf<{ version: number }>(await admin.get(`/purchasing/budgets/${id}`));
  dataOf(
    await admin.post(`/purchasing/budgets/${id}/revisions`, {
      version,
      currency,
      amount,
      months: [...Array(11).fill('0.00'), amount],
      reason: 'Over-budget candidate test',
    }),
  );
};

describe('over-budget candidates kept by triggers', () => {
  it('agree with the rule from scratch after every kind of change, and the view stays what the domain says', async () => {
    await consistent(); // the demo data, flagged by the seed's own writes
    const stores = await category('890', 'Candidate test stores');
    const spares = await category('891', 'Candidate test spares');
    const budget = await budgetOf(stores, 1200);

    // A requisition approved through the API commits 600 of 1,200: not a candidate.
    const submitted = await insertRequisition(t.db, {
      shipId: dorado,
      categoryId: stores,
      state: 'SUBMITTED',
      lines: [line('Rope', '6', '100')],
    });
    const { version } = dataOf<{ version: number }>(
      await admin.get(`/purchasing/requisitions/${submitted.id}`),
    );
    dataOf(await admin.post(`/purchasing/requisitions/${submitted.id}/approve`, { version }));
    expect(await flags(stores)).toEqual({ USD: false });
    await consistent();

    // An order takes it to 1,199.99: within 0.02 of the budget, a candidate, but not over.
    const order = await insertOrder(t.db, {
      shipId: dorado,
      categoryId: stores,
      state: 'CONFIRMED',
      lines: [line('Shackles', '1', '599.99')],
    });
    expect(await flags(stores)).toEqual({ USD: true });
    expect(itemOf(await consistent(), stores)).toBeUndefined();

    // Budget revisions: cut below, raised above, another currency, back.
    await revise(budget.id, '1100.00');
    expect(itemOf(await consistent(), stores)).toMatchObject({ kind: 'over', excess: '99.99' });
    await revise(budget.id, '5000.00');
    expect(await flags(stores)).toEqual({ USD: false });
    await consistent();
    await revise(budget.id, '5000.00', 'EUR');
    expect(await flags(stores)).toEqual({ USD: true });
    expect(itemOf(await consistent(), stores)).toMatchObject({ kind: 'error' });
    await revise(budget.id, '5000.00');
    expect(await flags(stores)).toEqual({ USD: false });

    // A second currency in the category, then moved to another category (no budget there).
    const euro = await insertRequisition(t.db, {
      shipId: dorado,
      categoryId: stores,
      state: 'APPROVED',
      lines: [line('Paint', '2', '40')],
    });
    await t.db.update(requisitions).set({ currency: 'EUR' }).where(eq(requisitions.id, euro.id));
    expect(await flags(stores)).toEqual({ EUR: true, USD: true });
    expect(itemOf(await consistent(), stores)).toMatchObject({ kind: 'error' });
    await t.db.update(requisitions).set({ categoryId: spares }).where(eq(requisitions.id, euro.id));
    expect(await flags(stores)).toEqual({ EUR: false, USD: false });
    expect(await flags(spares)).toEqual({ EUR: true });
    expect(itemOf(await consistent(), spares)).toMatchObject({ kind: 'error', currency: 'EUR' });

    // Order changes: billed in part, moved out of any category, cancelled.
    const po = eq(purchaseOrders.id, order.purchaseOrderId);
    await t.db.update(purchaseOrders).set({ billedAmount: '300' }).where(po);
    await consistent();
    await t.db.update(purchaseOrders).set({ categoryId: null }).where(po);
    expect(await flags(null)).toEqual({ USD: true });
    expect(itemOf(await consistent(), null)).toMatchObject({ kind: 'error', committed: '599.99' });
    await t.db.update(purchaseOrders).set({ state: 'CANCELLED', billedAmount: '0' }).where(po);
    expect(await flags(null)).toEqual({ USD: false });
    await consistent();

    // The budget moved to the other category, then deleted.
    await t.db.update(budgets).set({ categoryId: spares }).where(eq(budgets.id, budget.id));
    expect(await flags(stores)).toEqual({ EUR: false, USD: true });
    expect(await flags(spares)).toEqual({ EUR: true });
    await consistent();
    await t.db.delete(budgets).where(eq(budgets.id, budget.id));
    const view = await consistent();
    expect(itemOf(view, stores)).toMatchObject({ kind: 'error', committed: '600.00' });
    expect((await drift()).flagged).toBeGreaterThan(0);
  });
});

describe.runIf(onPostgres)('over-budget candidates under concurrent writers (PostgreSQL)', () => {
  const pool = () => (t.db as unknown as { $client: pg.Pool }).$client;

  /** Runs `first` in one transaction, starts `second` in another, commits the first, then the second. */
  async function overlapping(first: string, firstValues: unknown[], second: string, secondValues: unknown[]) {
    const [a, b] = [await pool().connect(), await pool().connect()];
    try {
      await a.query('BEGIN');
      await a.query(first, firstValues);
      await b.query('BEGIN');
      const pending = b.query(second, secondValues);
      // The second waits for the first's lock on the ship/category/year.
      let waited = false;
      for (let i = 0; i < 100 && !waited; i += 1) {
        const { rows } = await pool().query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        waited = rows[0]!.n > 0;
        if (!waited) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await a.query('COMMIT');
      await pending;
      await b.query('COMMIT');
      return waited;
    } finally {
      a.release();
      b.release();
    }
  }

  const addLine = `INSERT INTO requisition_lines (requisition_id, position, description, quantity, unit, estimated_unit_price)
    VALUES ($1, 9, 'Added concurrently', $2, 'pcs', 100)`;

  it('sees a budget cut and a new commitment made at the same time together', async () => {
    const cat = await category('892', 'Concurrent budget cut');
    const budget = await budgetOf(cat, 1200);
    const req = await insertRequisition(t.db, {
      shipId: dorado,
      categoryId: cat,
      state: 'APPROVED',
      lines: [line('Filters', '5', '100')],
    });
    // 500 + 300 of 1,200, and 500 of 700, are each within budget; 800 of 700 is not.
    const waited = await overlapping(addLine, [req.id, 3], 'UPDATE budgets SET amount = 700 WHERE id = $1', [
      budget.id,
    ]);
    expect(waited).toBe(true);
    expect(await flags(cat)).toEqual({ USD: true });
    expect(itemOf(await consistent(), cat)).toMatchObject({ kind: 'over', committed: '800.00' });
  });

  it('sees a currency leaving and a commitment in the other currency at the same time together', async () => {
    const cat = await category('893', 'Concurrent currencies');
    await budgetOf(cat, 1200);
    const usd = await insertRequisition(t.db, {
      shipId: dorado,
      categoryId: cat,
      state: 'APPROVED',
      lines: [line('Gaskets', '5', '100')],
    });
    const eur = await insertRequisition(t.db, {
      shipId: dorado,
      categoryId: cat,
      state: 'APPROVED',
      lines: [line('Bolts', '1', '100')],
    });
    await t.db.update(requisitions).set({ currency: 'EUR' }).where(eq(requisitions.id, eur.id));
    expect(await flags(cat)).toEqual({ EUR: true, USD: true });
    // The EUR requisition is cancelled while USD grows to 600: one currency within budget, no candidate.
    const waited = await overlapping(
      `UPDATE requisitions SET state = 'CANCELLED' WHERE id = $1`,
      [eur.id],
      addLine,
      [usd.id, 1],
    );
    expect(waited).toBe(true);
    expect(await flags(cat)).toEqual({ EUR: false, USD: false });
    await consistent();
  });
});
