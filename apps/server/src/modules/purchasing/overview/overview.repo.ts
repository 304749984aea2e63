import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import { budgetMonths, budgetRevisions, budgets } from '../budget/budget.table';
import { purchasingCommitments as c, purchasingCommitmentYears as y } from './commitment.table';
import type { CommittedGroup } from './overview.spend';

/** Which ships a view covers: `shipIds` null for every ship. */
export interface Scope {
  shipIds: string[] | null;
  year: number;
}

const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

/**
 * `AND <column> = ANY($n)` for a list of ships (one array parameter, so the statement's text, and its
 * prepared statement, is the same for any number of ships), nothing for every ship.
 */
const scopeCondition = (column: string, scope: Scope): SQL =>
  scope.shipIds ? sql`AND ${sql.raw(column)} = ANY(${sql.param(scope.shipIds)}::uuid[])` : sql``;

/** Committed sums of one ship, category and currency for the year, with the category's names. */
export type CommittedTotalRow = CommittedGroup & { categoryCode: string | null; categoryName: string | null };

/**
 * Committed sums per ship, budget category and currency for the year (from the trigger-kept yearly roll-up),
 * with the category's code and name. Budgets roll up the category tree: a row counts under the category whose
 * budget counts it (`budget_category_id`, kept by the triggers of migration `purchasing_budget_roll_up`), or
 * under its own category when no category on its path has a budget — so each amount is counted once. A named prepared statement per scope shape: the overview asks for it on
 * every load.
 */
export async function committedTotals(db: DbOrTx, scope: Scope): Promise<CommittedTotalRow[]> {
  if (scope.shipIds?.length === 0) return [];
  return queryRows<CommittedTotalRow>(db, committedTotalsSql(scope));
}

const committedTotalsSql = (scope: Scope) => sql`SELECT y.ship_id AS "shipId", y.key AS "categoryId",
    y.currency, sum(y.requisitions)::text AS requisitions, sum(y.purchase_orders)::text AS "purchaseOrders",
    sum(y.actual)::text AS actual, e.code AS "categoryCode", e.name AS "categoryName"
  FROM (SELECT ship_id, coalesce(budget_category_id, category_id) AS key, currency, requisitions, purchase_orders, actual
        FROM purchasing_commitment_years WHERE year = ${scope.year}::int ${scopeCondition('ship_id', scope)}) y
  LEFT JOIN expense_categories e ON e.id = y.key
  GROUP BY y.ship_id, y.key, y.currency, e.code, e.name`;

/**
 * Committed sums of one ship per category, currency and month of the year, each under the category whose
 * budget counts it (the yearly roll-up row's `budget_category_id`; see {@link committedTotals}).
 */
export function committedMonths(db: DbOrTx, shipId: string, year: number) {
  const { from, to } = yearRange(year);
  return db
    .select({
      categoryId: sql<string | null>`coalesce(${y.budgetCategoryId}, ${c.categoryId})`,
      currency: c.currency,
      month: sql<number>`extract(month from ${c.month})::int`,
      total: sql<string>`(${c.requisitions} + ${c.purchaseOrders} + ${c.actual})::text`,
    })
    .from(c)
    .leftJoin(
      y,
      and(
        eq(y.shipId, c.shipId),
        sql`${y.categoryId} IS NOT DISTINCT FROM ${c.categoryId}`,
        eq(y.year, year),
        eq(y.currency, c.currency),
      ),
    )
    .where(and(eq(c.shipId, shipId), gte(c.month, from), lt(c.month, to)));
}

/** A budget of the year (current revision) with its category's code and name. */
export type BudgetOfYearRow = {
  id: string;
  shipId: string;
  categoryId: string;
  currency: string;
  amount: string;
  revision: number;
  categoryCode: string;
  categoryName: string;
};

/** The budgets of the year (current revision) with their category's code and name (a named prepared statement per scope shape). */
export async function budgetsOfYear(db: DbOrTx, scope: Scope): Promise<BudgetOfYearRow[]> {
  if (scope.shipIds?.length === 0) return [];
  return queryRows<BudgetOfYearRow>(db, budgetsOfYearSql(scope));
}

const budgetsOfYearSql = (
  scope: Scope,
) => sql`SELECT b.id, b.ship_id AS "shipId", b.category_id AS "categoryId",
    b.currency, b.amount::text AS amount, b.revision, e.code AS "categoryCode", e.name AS "categoryName"
  FROM budgets b JOIN expense_categories e ON e.id = b.category_id
  WHERE b.year = ${scope.year}::int ${scopeCondition('b.ship_id', scope)}`;

/** The months (January first) of the current revision of these budgets. */
export function currentBudgetMonths(db: DbOrTx, budgetIds: string[]) {
  if (budgetIds.length === 0) return Promise.resolve([]);
  return db
    .select({ budgetId: budgets.id, month: budgetMonths.month, amount: budgetMonths.amount })
    .from(budgets)
    .innerJoin(
      budgetRevisions,
      and(eq(budgetRevisions.budgetId, budgets.id), eq(budgetRevisions.revision, budgets.revision)),
    )
    .innerJoin(budgetMonths, eq(budgetMonths.revisionId, budgetRevisions.id))
    .where(inArray(budgets.id, budgetIds))
    .orderBy(asc(budgetMonths.month));
}

/** A ship of a view. */
export type ShipRow = { id: string; name: string };

/** Ships of the scope by name. */
export function shipsOf(db: DbOrTx, scope: Pick<Scope, 'shipIds'>): Promise<ShipRow[]> {
  if (scope.shipIds?.length === 0) return Promise.resolve([]);
  return queryRows(db, sql`${shipsSql({ ...scope, year: 0 })} ORDER BY name`);
}

const shipsSql = (scope: Scope) => sql`SELECT id, name FROM ships WHERE true ${scopeCondition('id', scope)}`;

/** States of an open requisition: raised and not yet fully ordered. */
export const OPEN_REQUISITION_STATES = ['SUBMITTED', 'APPROVED', 'IN_RFQ', 'PARTIALLY_ORDERED'];

/** One count of {@link purchasingCounts}. */
export type CountRow = {
  shipId: string;
  kind: 'requisitions' | 'rfqs' | 'orders';
  state: string | null;
  n: number;
  urgent: number;
};

/**
 * Per ship: open and urgent requisitions, RFQs sent before their deadline with an unanswered invitation,
 * and purchase orders raised in the year by state (part of {@link overviewData}).
 */
const purchasingCountsSql = (scope: Scope) => sql`SELECT ship_id AS "shipId", 'requisitions' AS kind,
    NULL AS state, count(*)::int AS n, count(*) FILTER (WHERE priority = 1)::int AS urgent
  FROM requisitions
  WHERE state = ANY(${sql.param(OPEN_REQUISITION_STATES)}::text[]) ${scopeCondition('ship_id', scope)}
  GROUP BY ship_id
  UNION ALL
  SELECT r.ship_id, 'rfqs', NULL, count(*)::int, 0
  FROM rfqs r WHERE r.state = 'SENT' AND r.deadline > now() ${scopeCondition('r.ship_id', scope)}
    AND EXISTS (SELECT 1 FROM rfq_invitations i WHERE i.rfq_id = r.id AND i.state IN ('INVITED', 'VIEWED'))
  GROUP BY r.ship_id
  UNION ALL
  SELECT ship_id, 'orders', state, count(*)::int, 0
  FROM purchase_orders
  WHERE created_at >= make_timestamptz(${scope.year}::int, 1, 1, 0, 0, 0, 'UTC')
    AND created_at < make_timestamptz(${scope.year + 1}::int, 1, 1, 0, 0, 0, 'UTC') ${scopeCondition('ship_id', scope)}
  GROUP BY ship_id, state`;

/** What the fleet and ship overviews read: the ships, their counts, committed sums and budgets. */
export interface OverviewData {
  ships: ShipRow[];
  counts: CountRow[];
  totals: CommittedTotalRow[];
  budgets: BudgetOfYearRow[];
}

/**
 * {@link shipsOf}, the counts of {@link CountRow}, {@link committedTotals} and {@link budgetsOfYear} of a scope in
 * one statement (each part aggregated into a JSON array), so an overview is one round trip to the database
 * instead of four: on a busy server each round trip costs both processes a wake-up and the scheduler a
 * switch, and the overview is loaded on every visit to the purchasing area.
 */
export async function overviewData(db: DbOrTx, scope: Scope): Promise<OverviewData> {
  if (scope.shipIds?.length === 0) return { ships: [], counts: [], totals: [], budgets: [] };
  const list = (part: SQL, order: SQL = sql``) =>
    sql`(SELECT coalesce(json_agg(q ${order}), '[]'::json) FROM (${part}) q)`;
  const [row] = await queryRows<OverviewData>(
    db,
    sql`SELECT ${list(shipsSql(scope), sql`ORDER BY q.name`)} AS ships,
      ${list(purchasingCountsSql(scope))} AS counts,
      ${list(committedTotalsSql(scope))} AS totals,
      ${list(budgetsOfYearSql(scope))} AS budgets`,
  );
  return row!;
}

/** A candidate of {@link overBudgetCandidates} with its names and its budget (if any). */
export type CandidateRow = {
  shipId: string;
  shipName: string;
  categoryId: string | null;
  categoryCode: string | null;
  categoryName: string | null;
  currency: string;
  requisitions: string;
  purchaseOrders: string;
  actual: string;
  budgetCurrency: string | null;
  budgetAmount: string | null;
  budgetRevision: number | null;
};

/**
 * The over-budget candidates of the year: committed sums (per ship, budget category and currency: a row
 * counts under the category whose budget counts it, as in {@link committedTotals}) of every
 * ship/category that has no budget, no category, another currency than its budget, several currencies,
 * or a committed sum within 0.02 of its budget or above it (the margin covers the domain's rounding of
 * each source to the currency's minor unit). The domain rules then decide on these few; every other
 * ship/category is within budget by plain arithmetic.
 *
 * The rule is applied when the amounts change, not here: triggers on the yearly roll-up, on `budgets` and on
 * category moves (migrations 0016 and `purchasing_budget_roll_up`) recompute `over_budget_candidate` of a
 * ship's budget group of a year (its rows with the same budget category) from its current rows and budget,
 * so this reads only the flagged rows through their partial index instead of the whole year. See
 * docs/purchasing-flow.md "Budget roll-up".
 */
export async function overBudgetCandidates(db: DbOrTx, scope: Scope): Promise<CandidateRow[]> {
  if (scope.shipIds?.length === 0) return [];
  return queryRows<CandidateRow>(
    db,
    sql`SELECT y.ship_id AS "shipId", s.name AS "shipName", y.key AS "categoryId",
      e.code AS "categoryCode", e.name AS "categoryName", y.currency,
      sum(y.requisitions)::text AS requisitions, sum(y.purchase_orders)::text AS "purchaseOrders",
      sum(y.actual)::text AS actual,
      b.currency AS "budgetCurrency", b.amount::text AS "budgetAmount", b.revision AS "budgetRevision"
    FROM (SELECT ship_id, coalesce(budget_category_id, category_id) AS key, year, currency,
            requisitions, purchase_orders, actual
          FROM purchasing_commitment_years
          WHERE year = ${scope.year}::int AND over_budget_candidate ${scopeCondition('ship_id', scope)}) y
    JOIN ships s ON s.id = y.ship_id
    LEFT JOIN budgets b ON b.ship_id = y.ship_id AND b.category_id = y.key AND b.year = y.year
    LEFT JOIN expense_categories e ON e.id = y.key
    GROUP BY y.ship_id, s.name, y.key, e.code, e.name, y.currency, b.currency, b.amount, b.revision`,
  );
}
