import {
  BUDGET_SORT_FIELDS,
  categoriesCoveredBy,
  nearestBudgetedCategory,
  MAX_BUDGET_REVISIONS,
  roundMoney,
  type Budget,
  type BudgetDetail,
  type BudgetListQuery,
  type CreateBudget,
  type ReviseBudget,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import {
  assertShipInScope,
  assertSidebar,
  findShips,
  shipFilter,
  type Actor,
} from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { allExpenseCategories, expenseCategoryById } from '../expense-category/expense-category.service';
import * as repo from './budget.repo';

/** The sidebar permission of every budget route (spec §6). */
export const BUDGETS = 'purchasing.budget' as const;

/** A budget row with its current months in the API's shape (amounts at the currency's decimals). */
function toBudgetView(row: repo.BudgetRow, months: string[]): Budget {
  return {
    id: row.id,
    shipId: row.shipId,
    shipName: row.shipName,
    categoryId: row.categoryId,
    categoryCode: row.categoryCode,
    categoryName: row.categoryName,
    year: row.year,
    currency: row.currency,
    amount: roundMoney(row.amount, row.currency),
    months: months.map((m) => roundMoney(m, row.currency)),
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

async function viewsOf(db: DbOrTx, rows: repo.BudgetRow[]): Promise<Budget[]> {
  const months = await repo.currentMonthsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toBudgetView(r, months.get(r.id) ?? []));
}

async function detailOf(db: DbOrTx, id: string): Promise<BudgetDetail> {
  const row = await repo.findBudget(db, id);
  if (!row) throw notFound('Budget');
  const [view] = await viewsOf(db, [row]);
  const revisions = await repo.revisionsOf(db, id);
  return {
    ...view!,
    revisions: revisions.map((r) => ({
      revision: r.revision,
      currency: r.currency,
      amount: roundMoney(r.amount, r.currency),
      months: r.months.map((m) => roundMoney(m, r.currency)),
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      createdById: r.createdById,
      createdByName: r.createdByName,
    })),
  };
}

/** Loads a budget the actor may see: 404 when it does not exist, 403 when its ship is not in scope. */
async function loadBudget(db: DbOrTx, actor: Actor, id: string): Promise<repo.BudgetRow> {
  const row = await repo.findBudget(db, id);
  if (!row) throw notFound('Budget');
  assertShipInScope(actor, row.shipId);
  return row;
}

/** `GET /purchasing/budgets/`: the budgets of the actor's ships, filtered by ship, year and category. */
export async function listBudgets(db: Db, actor: Actor, query: BudgetListQuery) {
  assertSidebar(actor, [BUDGETS]);
  if (query.shipId) assertShipInScope(actor, query.shipId);
  const sort = sortOf(query.sort, BUDGET_SORT_FIELDS, 'year');
  const { rows, total } = await repo.listBudgets(
    db,
    {
      shipIds: shipFilter(actor),
      ...(query.shipId ? { shipId: query.shipId } : {}),
      ...(query.categoryId ? { categoryId: query.categoryId } : {}),
      ...(query.year !== undefined ? { year: query.year } : {}),
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    },
    { sort, offset: query.offset, limit: query.limit },
  );
  return { data: await viewsOf(db, rows), page: { total, offset: query.offset, limit: query.limit } };
}

/** `GET /purchasing/budgets/:id`: with months and every revision, newest first. */
export async function getBudget(db: Db, actor: Actor, id: string): Promise<BudgetDetail> {
  assertSidebar(actor, [BUDGETS]);
  await loadBudget(db, actor, id);
  return detailOf(db, id);
}

/**
 * `POST /purchasing/budgets/`: revision 1 of the budget of a ship in the actor's scope (403 otherwise),
 * an active expense category and a year; one budget per ship, category and year (409).
 */
export async function createBudget(db: Db, actor: Actor, body: CreateBudget): Promise<BudgetDetail> {
  assertSidebar(actor, [BUDGETS]);
  assertShipInScope(actor, body.shipId);
  const [ship] = await findShips(db, [body.shipId]);
  if (!ship) throw badRequest('shipId', 'no such ship');
  const category = await expenseCategoryById(db, body.categoryId);
  if (!category) throw badRequest('categoryId', 'no such expense category');
  if (!category.active) throw badRequest('categoryId', `${category.code} ${category.name} is inactive`);
  try {
    return await db.transaction(async (tx) => {
      const id = await repo.insertBudget(tx, {
        shipId: body.shipId,
        categoryId: body.categoryId,
        year: body.year,
        currency: body.currency,
        amount: body.amount,
      });
      await repo.insertRevision(
        tx,
        {
          budgetId: id,
          revision: 1,
          currency: body.currency,
          amount: body.amount,
          reason: body.reason,
          createdById: actor.id,
          createdByName: actor.name,
        },
        body.months,
      );
      const view = await detailOf(tx, id);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'budget',
        entityId: id,
        shipId: body.shipId,
        after: view,
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'budgets_ship_category_year_key'))
      throw conflict(
        `${ship.name} already has a ${body.year} budget for ${category.code} ${category.name}; revise that one`,
      );
    throw error;
  }
}

/**
 * `POST /purchasing/budgets/:id/revisions`: a new current revision (amount, currency, months) with its
 * reason; the earlier revisions stay. Optimistic lock on `version` (409 when stale).
 */
export async function reviseBudget(
  db: Db,
  actor: Actor,
  id: string,
  body: ReviseBudget,
): Promise<BudgetDetail> {
  assertSidebar(actor, [BUDGETS]);
  return db.transaction(async (tx) => {
    if (!(await repo.lockBudget(tx, id))) throw notFound('Budget');
    const current = await loadBudget(tx, actor, id);
    if (current.version !== body.version) throw staleVersion('Budget');
    if (current.revision >= MAX_BUDGET_REVISIONS)
      throw conflict(`A budget keeps at most ${MAX_BUDGET_REVISIONS} revisions`);
    const before = await detailOf(tx, id);
    const revision = current.revision + 1;
    await repo.insertRevision(
      tx,
      {
        budgetId: id,
        revision,
        currency: body.currency,
        amount: body.amount,
        reason: body.reason,
        createdById: actor.id,
        createdByName: actor.name,
      },
      body.months,
    );
    if (
      !(await repo.setCurrentRevision(tx, id, body.version, {
        currency: body.currency,
        amount: body.amount,
        revision,
      }))
    )
      throw staleVersion('Budget');
    const after = await detailOf(tx, id);
    const { revisions: _b, ...beforeCurrent } = before;
    const { revisions: _a, ...afterCurrent } = after;
    await recordAudit(tx, actor, {
      action: 'revise',
      entity: 'budget',
      entityId: id,
      shipId: current.shipId,
      before: beforeCurrent,
      after: { ...afterCurrent, reason: body.reason },
    });
    return after;
  });
}

/**
 * For other modules (committed amounts, over-budget view, requisition checks): the current budget of a
 * ship, expense category and year, or null when there is none. No permission check — the calling
 * service checks its own permission and the ship's scope.
 */
export async function budgetFor(
  db: DbOrTx,
  shipId: string,
  categoryId: string,
  year: number,
): Promise<Budget | null> {
  const [row] = await repo.budgetsOfShipYear(db, shipId, year, categoryId);
  if (!row) return null;
  const [view] = await viewsOf(db, [row]);
  return view ?? null;
}

/**
 * For other modules: every budget of a ship for a year (one per expense category, ordered by category
 * code), each at its current revision. No permission check (see {@link budgetFor}).
 */
export async function budgetsForShip(db: DbOrTx, shipId: string, year: number): Promise<Budget[]> {
  return viewsOf(db, await repo.budgetsOfShipYear(db, shipId, year));
}

/** The budget that counts a category's spend, with every category whose spend it counts. */
export interface CoveringBudget {
  budget: Budget;
  /** The budget's category first, then its sub-categories without a budget of their own (at any depth). */
  categoryIds: string[];
}

/**
 * For other modules: the budget that counts the spend of a ship's category in a year — the category's own
 * budget, else the nearest budgeted category above it (domain `nearestBudgetedCategory`: budgets roll up the
 * category tree) — with the categories it counts, or null when no category on the path has a budget. Read
 * from the tree and the ship's budgets of the year (the plain path; the roll-up triggers of migration
 * `purchasing_budget_roll_up` keep the same answer per roll-up row). No permission check (see {@link budgetFor}).
 */
export async function coveringBudget(
  db: DbOrTx,
  shipId: string,
  categoryId: string,
  year: number,
): Promise<CoveringBudget | null> {
  const rows = await repo.budgetsOfShipYear(db, shipId, year);
  if (rows.length === 0) return null;
  const tree = await allExpenseCategories(db);
  const budgeted = new Set(rows.map((r) => r.categoryId));
  const nearest = nearestBudgetedCategory(tree, budgeted, categoryId);
  const row = nearest === null ? undefined : rows.find((r) => r.categoryId === nearest);
  if (!row) return null;
  const [budget] = await viewsOf(db, [row]);
  const covered = categoriesCoveredBy(tree, budgeted, row.categoryId);
  return { budget: budget!, categoryIds: [row.categoryId, ...covered.filter((id) => id !== row.categoryId)] };
}

/**
 * "200 Engine spares", or "200 Engine spares (covers 240 Pumps & valves)" when the budget is the one of a
 * category above the record's (`recordCategory`: the record's category as "code name").
 */
export function budgetLabelOf(
  budget: { categoryId: string; categoryCode: string; categoryName: string },
  recordCategoryId: string,
  recordCategory: string,
): string {
  const name = `${budget.categoryCode} ${budget.categoryName}`;
  return budget.categoryId === recordCategoryId ? name : `${name} (covers ${recordCategory})`;
}
