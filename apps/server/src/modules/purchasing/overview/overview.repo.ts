import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
export async function overBudgetCandidates(db: DbOrTx, scope: Scope): Promise<CandidateRow[]> {
  if (scope.shipIds?.length === 0) return [];
  const shape = shapeOf(scope);
  const name = `over_budget_candidates_${shape}`;
  const query = prepared(db, name, () => {
    const year = sql.placeholder('year');
    const c = db.$with('c').as(
      db
        .select({
          shipId: y.shipId,
          categoryId: y.categoryId,
          currency: y.currency,
          r: sql<string>`${y.requisitions}`.as('r'),
          p: sql<string>`${y.purchaseOrders}`.as('p'),
          a: sql<string>`${y.actual}`.as('a'),
        })
        .from(y)
        .where(
          and(
            eq(y.year, year),
            inPreparedScope(y.shipId, shape),
            sql`(${y.requisitions} <> 0 OR ${y.purchaseOrders} <> 0 OR ${y.actual} <> 0)`,
          ),
        ),
    );
    const kb = alias(budgets, 'kb');
    const k = db.$with('k').as(
      db
        .with(c)
        .select({
          shipId: sql<string>`${c.shipId}`.as('k_ship_id'),
          categoryId: sql<string | null>`${c.categoryId}`.as('k_category_id'),
        })
        .from(c)
        .leftJoin(kb, and(eq(kb.shipId, c.shipId), eq(kb.categoryId, c.categoryId), eq(kb.year, year)))
        .groupBy(c.shipId, c.categoryId)
        .having(
          sql`${c.categoryId} IS NULL OR bool_or(${kb.id} IS NULL) OR bool_or(${kb.currency} <> ${c.currency})
            OR count(DISTINCT ${c.currency}) > 1 OR sum(${c.r} + ${c.p} + ${c.a}) > max(${kb.amount}) - 0.02`,
        ),
    );
    return db
      .with(c, k)
      .select({
        shipId: c.shipId,
        shipName: ships.name,
        categoryId: c.categoryId,
        categoryCode: expenseCategories.code,
        categoryName: expenseCategories.name,
        currency: c.currency,
        requisitions: sql<string>`${c.r}::text`,
        purchaseOrders: sql<string>`${c.p}::text`,
        actual: sql<string>`${c.a}::text`,
        budgetCurrency: budgets.currency,
        budgetAmount: sql<string | null>`${budgets.amount}::text`,
        budgetRevision: budgets.revision,
      })
      .from(c)
      .innerJoin(k, and(eq(k.shipId, c.shipId), sql`${k.categoryId} IS NOT DISTINCT FROM ${c.categoryId}`))
      .innerJoin(ships, eq(ships.id, c.shipId))
      .leftJoin(expenseCategories, eq(expenseCategories.id, c.categoryId))
      .leftJoin(
        budgets,
        and(eq(budgets.shipId, c.shipId), eq(budgets.categoryId, c.categoryId), eq(budgets.year, year)),
      )
      .prepare(name);
  });
  return query.execute(scopeParams(scope));
}
