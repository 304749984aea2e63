import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { ships } from '../../fleet/ship.table';
import { budgetMonths, budgetRevisions, budgets } from '../budget/budget.table';
import { expenseCategories } from '../expense-category/expense-category.table';
import { purchasingCommitmentYears as y, purchasingCommitments as c } from './commitment.table';

/** Which ships a view covers: `shipIds` null for every ship. */
export interface Scope {
  shipIds: string[] | null;
  year: number;
}

const inScope = (column: Parameters<typeof inArray>[0], scope: Scope): SQL | undefined =>
  scope.shipIds ? (scope.shipIds.length > 0 ? inArray(column, scope.shipIds) : sql`false`) : undefined;

const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

/** The placeholders of a prepared scope: every ship, or the ships in `shipIds`. */
type ScopeShape = 'all' | 'ships';
const shapeOf = (scope: Scope): ScopeShape => (scope.shipIds ? 'ships' : 'all');
const scopeParams = (scope: Scope) => ({ year: scope.year, shipIds: scope.shipIds ?? [] });
const inPreparedScope = (column: Parameters<typeof eq>[0], shape: ScopeShape): SQL | undefined =>
  shape === 'ships' ? sql`${column} = ANY(${sql.placeholder('shipIds')}::uuid[])` : undefined;

/**
 * Committed sums per ship, category and currency for the year (from the trigger-kept yearly roll-up), with
 * the category's code and name. A prepared statement per scope shape: the overview asks for it on every load.
 */
export async function committedTotals(db: DbOrTx, scope: Scope) {
  if (scope.shipIds?.length === 0) return [];
  const shape = shapeOf(scope);
  const name = `commitment_years_${shape}`;
  const query = prepared(db, name, () =>
    db
      .select({
        shipId: y.shipId,
        categoryId: y.categoryId,
        currency: y.currency,
        requisitions: sql<string>`${y.requisitions}::text`,
        purchaseOrders: sql<string>`${y.purchaseOrders}::text`,
        actual: sql<string>`${y.actual}::text`,
        categoryCode: expenseCategories.code,
        categoryName: expenseCategories.name,
      })
      .from(y)
      .leftJoin(expenseCategories, eq(expenseCategories.id, y.categoryId))
      .where(and(eq(y.year, sql.placeholder('year')), inPreparedScope(y.shipId, shape)))
      .prepare(name),
  );
  return query.execute(scopeParams(scope));
}

/** Committed sums of one ship per category, currency and month of the year. */
export function committedMonths(db: DbOrTx, shipId: string, year: number) {
  const { from, to } = yearRange(year);
  return db
    .select({
      categoryId: c.categoryId,
      currency: c.currency,
      month: sql<number>`extract(month from ${c.month})::int`,
      total: sql<string>`(${c.requisitions} + ${c.purchaseOrders} + ${c.actual})::text`,
    })
    .from(c)
    .where(and(eq(c.shipId, shipId), gte(c.month, from), lt(c.month, to)));
}

/** The budgets of the year (current revision) with their category's code and name (prepared per scope shape). */
export async function budgetsOfYear(db: DbOrTx, scope: Scope) {
  if (scope.shipIds?.length === 0) return [];
  const shape = shapeOf(scope);
  const name = `budgets_of_year_${shape}`;
  const query = prepared(db, name, () =>
    db
      .select({
        id: budgets.id,
        shipId: budgets.shipId,
        categoryId: budgets.categoryId,
        currency: budgets.currency,
        amount: budgets.amount,
        revision: budgets.revision,
        categoryCode: expenseCategories.code,
        categoryName: expenseCategories.name,
      })
      .from(budgets)
      .innerJoin(expenseCategories, eq(expenseCategories.id, budgets.categoryId))
      .where(and(eq(budgets.year, sql.placeholder('year')), inPreparedScope(budgets.shipId, shape)))
      .prepare(name),
  );
  return query.execute(scopeParams(scope));
}

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

/** Ships of the scope by name. */
export function shipsOf(db: DbOrTx, scope: Scope) {
  return db
    .select({ id: ships.id, name: ships.name })
    .from(ships)
    .where(inScope(ships.id, scope))
    .orderBy(asc(ships.name));
}

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
 * In one statement, per ship: open and urgent requisitions, RFQs sent before their deadline with an
 * unanswered invitation, and purchase orders raised in the year by state.
 */
export async function purchasingCounts(db: DbOrTx, scope: Scope): Promise<CountRow[]> {
  const ships = (column: string) =>
    scope.shipIds
      ? scope.shipIds.length > 0
        ? sql`AND ${sql.raw(column)} IN ${scope.shipIds}`
        : sql`AND false`
      : sql``;
  const result = await db.execute<CountRow>(sql`
    SELECT ship_id AS "shipId", 'requisitions' AS kind, NULL AS state, count(*)::int AS n,
           count(*) FILTER (WHERE priority = 1)::int AS urgent
    FROM requisitions WHERE state IN ${OPEN_REQUISITION_STATES} ${ships('ship_id')} GROUP BY ship_id
    UNION ALL
    SELECT r.ship_id, 'rfqs', NULL, count(*)::int, 0
    FROM rfqs r WHERE r.state = 'SENT' AND r.deadline > now() ${ships('r.ship_id')}
      AND EXISTS (SELECT 1 FROM rfq_invitations i WHERE i.rfq_id = r.id AND i.state IN ('INVITED', 'VIEWED'))
    GROUP BY r.ship_id
    UNION ALL
    SELECT ship_id, 'orders', state, count(*)::int, 0
    FROM purchase_orders
    WHERE created_at >= make_timestamptz(${scope.year}::int, 1, 1, 0, 0, 0, 'UTC')
      AND created_at < make_timestamptz(${scope.year + 1}::int, 1, 1, 0, 0, 0, 'UTC') ${ships('ship_id')}
    GROUP BY ship_id, state`);
  return result.rows;
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
 * The over-budget candidates of the year: committed sums (per ship, category and currency) of every
 * ship/category that has no budget, no category, another currency than its budget, several currencies,
 * or a committed sum within 0.02 of its budget or above it (the margin covers the domain's rounding of
 * each source to the currency's minor unit). The domain rules then decide on these few; every other
 * ship/category is within budget by plain arithmetic.
 */
export function overBudgetCandidates(db: DbOrTx, scope: Scope) {
  const ships = scope.shipIds
    ? scope.shipIds.length > 0
      ? sql`AND ship_id IN ${scope.shipIds}`
      : sql`AND false`
    : sql``;
  return db
    .execute<CandidateRow>(
      sql`WITH c AS (
        SELECT ship_id, category_id, currency, requisitions AS r, purchase_orders AS p, actual AS a
        FROM purchasing_commitment_years
        WHERE year = ${scope.year}::int ${ships}
          AND (requisitions <> 0 OR purchase_orders <> 0 OR actual <> 0)
      ), k AS (
        SELECT c.ship_id, c.category_id
        FROM c LEFT JOIN budgets b ON b.ship_id = c.ship_id AND b.category_id = c.category_id AND b.year = ${scope.year}
        GROUP BY c.ship_id, c.category_id
        HAVING c.category_id IS NULL OR bool_or(b.id IS NULL) OR bool_or(b.currency <> c.currency)
          OR count(DISTINCT c.currency) > 1 OR sum(c.r + c.p + c.a) > max(b.amount) - 0.02
      )
      SELECT c.ship_id AS "shipId", s.name AS "shipName", c.category_id AS "categoryId",
             e.code AS "categoryCode", e.name AS "categoryName", c.currency,
             c.r::text AS requisitions, c.p::text AS "purchaseOrders", c.a::text AS actual,
             b.currency AS "budgetCurrency", b.amount::text AS "budgetAmount", b.revision AS "budgetRevision"
      FROM c JOIN k ON k.ship_id = c.ship_id AND k.category_id IS NOT DISTINCT FROM c.category_id
      JOIN ships s ON s.id = c.ship_id
      LEFT JOIN expense_categories e ON e.id = c.category_id
      LEFT JOIN budgets b ON b.ship_id = c.ship_id AND b.category_id = c.category_id AND b.year = ${scope.year}`,
    )
    .then((r) => r.rows);
}
