import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { nearestBudgetedCategory, type OverBudgets } from '@keel/domain';
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

  /**
   * Rows whose kept flag differs from the candidate rule computed over every row (the pre-0016 query, per
   * budget group), and rows whose kept budget category differs from the nearest budgeted category on their
   * path computed from scratch here (a recursive walk up the tree, not the migration's function).
   */
  async function drift(): Promise<{ rows: number; flagged: number; differing: number; misplaced: number }> {
    const result = await t().db.execute<{
      rows: number;
      flagged: number;
      differing: number;
      misplaced: number;
    }>(sql`
      WITH RECURSIVE up (category_id, node, depth) AS (
        SELECT id, id, 0 FROM expense_categories
        UNION ALL
        SELECT u.category_id, e.parent_id, u.depth + 1 FROM up u JOIN expense_categories e ON e.id = u.node
        WHERE e.parent_id IS NOT NULL AND u.depth < 64
      ),
      cover AS (
        SELECT DISTINCT ON (y.ship_id, y.year, y.category_id) y.ship_id, y.year, y.category_id, u.node AS id
        FROM (SELECT DISTINCT ship_id, year, category_id FROM purchasing_commitment_years) y
        JOIN up u ON u.category_id = y.category_id
        JOIN budgets b ON b.ship_id = y.ship_id AND b.category_id = u.node AND b.year = y.year
        ORDER BY y.ship_id, y.year, y.category_id, u.depth
      ),
      r AS (
        SELECT y.ship_id, y.year, y.currency, y.over_budget_candidate AS kept,
          y.budget_category_id AS kept_cover, c.id AS cover, coalesce(c.id, y.category_id) AS key,
          y.requisitions + y.purchase_orders + y.actual AS total,
          (y.requisitions <> 0 OR y.purchase_orders <> 0 OR y.actual <> 0) AS live
        FROM purchasing_commitment_years y
        LEFT JOIN cover c ON c.ship_id = y.ship_id AND c.year = y.year AND c.category_id = y.category_id
      ),
      g AS (
        SELECT r.ship_id, r.year, r.key,
          bool_or(r.key IS NULL OR b.id IS NULL OR b.currency <> r.currency) AS odd,
          count(DISTINCT r.currency) AS currencies, sum(r.total) AS total, min(b.amount) AS budget
        FROM r LEFT JOIN budgets b ON b.ship_id = r.ship_id AND b.category_id = r.key AND b.year = r.year
        WHERE r.live GROUP BY r.ship_id, r.year, r.key
      )
      SELECT count(*)::int AS rows, count(*) FILTER (WHERE r.kept)::int AS flagged,
        count(*) FILTER (WHERE r.kept <> coalesce(r.live AND (g.odd OR g.currencies > 1 OR g.total > g.budget - 0.02), false))::int AS differing,
        count(*) FILTER (WHERE r.kept_cover IS DISTINCT FROM r.cover)::int AS misplaced
      FROM r LEFT JOIN g ON g.ship_id = r.ship_id AND g.year = r.year AND g.key IS NOT DISTINCT FROM r.key`);
    return result.rows[0]!;
  }

  /**
   * The over-budgets view, checked against the domain rules over every row of the year (no narrowing), each
   * row counted under the budget the domain's `nearestBudgetedCategory` gives from the tree and the budgets
   * (not the kept budget category).
   */
  async function viewOfEveryRow(): Promise<OverBudgets> {
    const view = dataOf<OverBudgets>(await admin().get(`/purchasing/over-budgets/?year=${YEAR}`));
    const rows = await t().db.execute<CandidateRow>(sql`
      SELECT y.ship_id AS "shipId", s.name AS "shipName", y.category_id AS "categoryId", y.currency,
        y.requisitions::text AS requisitions, y.purchase_orders::text AS "purchaseOrders", y.actual::text AS actual
      FROM purchasing_commitment_years y JOIN ships s ON s.id = y.ship_id
      WHERE y.year = ${YEAR}`);
    const tree = await t().db.execute<{ id: string; parentId: string | null; code: string; name: string }>(
      sql`SELECT id, parent_id AS "parentId", code, name FROM expense_categories`,
    );
    const budgets = await t().db.execute<{
      shipId: string;
      categoryId: string;
      currency: string;
      amount: string;
      revision: number;
    }>(
      sql`SELECT ship_id AS "shipId", category_id AS "categoryId", currency, amount::text AS amount, revision
        FROM budgets WHERE year = ${YEAR}`,
    );
    const nodes = new Map(tree.rows.map((n) => [n.id, n]));
    const budgeted = (shipId: string) =>
      new Set(budgets.rows.filter((b) => b.shipId === shipId).map((b) => b.categoryId));
    const candidates: CandidateRow[] = rows.rows.map((row) => {
      const key =
        row.categoryId === null
          ? null
          : (nearestBudgetedCategory(nodes, budgeted(row.shipId), row.categoryId) ?? row.categoryId);
      const budget = budgets.rows.find((b) => b.shipId === row.shipId && b.categoryId === key);
      return {
        ...row,
        categoryId: key,
        categoryCode: key === null ? null : (nodes.get(key)?.code ?? null),
        categoryName: key === null ? null : (nodes.get(key)?.name ?? null),
        budgetCurrency: budget?.currency ?? null,
        budgetAmount: budget?.amount ?? null,
        budgetRevision: budget?.revision ?? null,
      };
    });
    const { baseCurrency } = dataOf<{ baseCurrency: string }>(await admin().get('/config/'));
    expect(view).toEqual(overBudgetsOf(candidates, baseCurrency, YEAR));
    return view;
  }

  /** Both checks; returns the view. */
  async function consistent(): Promise<OverBudgets> {
    const d = await drift();
    expect(d.rows).toBeGreaterThan(0);
    expect(d.differing).toBe(0);
    expect(d.misplaced).toBe(0);
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
