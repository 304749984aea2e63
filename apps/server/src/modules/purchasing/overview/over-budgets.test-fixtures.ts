import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OverBudgets } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { budgetBody } from '../purchasing.test-fixtures';
import { overBudgetsOf } from './over-budgets.service';
import type { CandidateRow } from './overview.repo';

/** The year the over-budget candidate tests write in. */
export const YEAR = new Date().getUTCFullYear();

/** What the helpers work on: the test app, an administrator's session and the ship they write for. */
export interface OverBudgetTestContext {
  t: TestApp;
  admin: TestSession;
  dorado: string;
}

/**
 * Helpers of the over-budget candidate tests (sequential on both databases, concurrent on PostgreSQL):
 * categories and budgets through the API, and the two from-scratch checks of the kept flags and the view.
 * `ctx` is read when a helper runs (after the suite's `beforeAll`).
 */
export function overBudgetFixtures(ctx: () => OverBudgetTestContext) {
  const t = () => ctx().t;
  const admin = () => ctx().admin;
  const doradoId = () => ctx().dorado;
  const line = (description: string, quantity: string, unitPrice: string) => ({
    description,
    quantity,
    unitPrice,
  });

  const category = (code: string, name: string) =>
    admin()
      .post('/purchasing/expense-categories/', { code, name, parentId: null })
      .then((r) => dataOf<{ id: string }>(r).id);

  /** A budget of Dorado for the year of `amount` USD (twelve equal months). */
  const budgetOf = async (categoryId: string, amount: number) =>
    dataOf<{ id: string; version: number }>(
      await admin().post(
        '/purchasing/budgets/',
        budgetBody(doradoId(), categoryId, {
          year: YEAR,
          amount: amount.toFixed(2),
          months: Array(12).fill((amount / 12).toFixed(2)),
        }),
      ),
    );

  /** Rows whose kept flag differs from the candidate rule computed over every row (the pre-0016 query). */
  async function drift(): Promise<{ rows: number; flagged: number; differing: number }> {
    const live = sql`(y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0)`;
    const result = await t().db.execute<{ rows: number; flagged: number; differing: number }>(sql`
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
    const view = dataOf<OverBudgets>(await admin().get(`/purchasing/over-budgets/?year=${YEAR}`));
    const rows = await t().db.execute<CandidateRow>(sql`
      SELECT y.ship_id AS "shipId", s.name AS "shipName", y.category_id AS "categoryId",
        e.code AS "categoryCode", e.name AS "categoryName", y.currency,
        y.requisitions::text AS requisitions, y.purchase_orders::text AS "purchaseOrders", y.actual::text AS actual,
        b.currency AS "budgetCurrency", b.amount::text AS "budgetAmount", b.revision AS "budgetRevision"
      FROM purchasing_commitment_years y
      JOIN ships s ON s.id = y.ship_id
      LEFT JOIN budgets b ON b.ship_id = y.ship_id AND b.category_id = y.category_id AND b.year = y.year
      LEFT JOIN expense_categories e ON e.id = y.category_id
      WHERE y.year = ${YEAR}`);
    const { baseCurrency } = dataOf<{ baseCurrency: string }>(await admin().get('/config/'));
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
    const rows = await t().db.execute<{ currency: string; flag: boolean }>(sql`
      SELECT currency, over_budget_candidate AS flag FROM purchasing_commitment_years
      WHERE ship_id = ${doradoId()} AND year = ${YEAR} AND category_id IS NOT DISTINCT FROM ${categoryId}::uuid`);
    return Object.fromEntries(rows.rows.map((r) => [r.currency, r.flag]));
  }

  const itemOf = (view: OverBudgets, categoryId: string | null) =>
    view.items.find((i) => i.shipId === doradoId() && i.categoryId === categoryId);

  return { line, category, budgetOf, drift, viewOfEveryRow, consistent, flags, itemOf };
}

/**
 * A suite of over-budget candidate tests: its own test app (built before the suite, closed after it),
 * signed in as the administrator, writing for Keel Dorado, with the helpers above.
 */
export function overBudgetSuite() {
  const ctx = {} as OverBudgetTestContext;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.admin = await ctx.t.login(DEMO.admin);
    ctx.dorado = (await shipsByName(ctx.t)).byName('Keel Dorado').id;
  });
  afterAll(() => ctx.t?.close());
  return { ctx, ...overBudgetFixtures(() => ctx) };
}
