import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ships } from '../../fleet/ship.table';
import { expenseCategories } from '../expense-category/expense-category.table';
import { budgetMonths, budgetRevisions, budgets } from './budget.table';

/** A budget row with its ship's and category's names. */
export interface BudgetRow {
  id: string;
  shipId: string;
  shipName: string;
  categoryId: string;
  categoryCode: string;
  categoryName: string;
  year: number;
  currency: string;
  amount: string;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/** A stored revision with its months (January first). */
export interface RevisionRow {
  id: string;
  revision: number;
  currency: string;
  amount: string;
  reason: string;
  createdAt: Date;
  createdById: string | null;
  createdByName: string | null;
  months: string[];
}

const columns = {
  id: budgets.id,
  shipId: budgets.shipId,
  shipName: ships.name,
  categoryId: budgets.categoryId,
  categoryCode: expenseCategories.code,
  categoryName: expenseCategories.name,
  year: budgets.year,
  currency: budgets.currency,
  amount: budgets.amount,
  revision: budgets.revision,
  createdAt: budgets.createdAt,
  updatedAt: budgets.updatedAt,
  version: budgets.version,
};

const sortColumns = {
  year: budgets.year,
  shipName: sql`lower(${ships.name})`,
  categoryCode: expenseCategories.code,
  amount: budgets.amount,
  updatedAt: budgets.updatedAt,
} as const;

/** Filters of the budgets list. */
export interface BudgetFilter {
  /** The actor's ships; null for every ship (admins). */
  shipIds: string[] | null;
  shipId?: string;
  categoryId?: string;
  year?: number;
  /** LIKE pattern on ship name, category code and name. */
  pattern?: string;
}

function whereOf(filter: BudgetFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.shipIds)
    filters.push(filter.shipIds.length > 0 ? inArray(budgets.shipId, filter.shipIds) : sql`false`);
  if (filter.shipId) filters.push(eq(budgets.shipId, filter.shipId));
  if (filter.categoryId) filters.push(eq(budgets.categoryId, filter.categoryId));
  if (filter.year !== undefined) filters.push(eq(budgets.year, filter.year));
  if (filter.pattern)
    filters.push(
      or(
        ilike(ships.name, filter.pattern),
        ilike(expenseCategories.code, filter.pattern),
        ilike(expenseCategories.name, filter.pattern),
      )!,
    );
  return filters.length > 0 ? and(...filters) : undefined;
}

function joined(db: DbOrTx) {
  return db
    .select(columns)
    .from(budgets)
    .innerJoin(ships, eq(ships.id, budgets.shipId))
    .innerJoin(expenseCategories, eq(expenseCategories.id, budgets.categoryId));
}

/** One page of budgets matching the filter (`limit` absent: all of them), with the total. */
export async function listBudgets(
  db: DbOrTx,
  filter: BudgetFilter,
  page: { sort: { field: keyof typeof sortColumns; desc: boolean }; offset: number; limit: number },
): Promise<{ rows: BudgetRow[]; total: number }> {
  const where = whereOf(filter);
  const column = sortColumns[page.sort.field];
  const order = page.sort.desc ? sql`${column} DESC` : sql`${column} ASC`;
  const rows = await joined(db)
    .where(where)
    .orderBy(order, asc(ships.name), asc(expenseCategories.code), asc(budgets.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(budgets)
    .innerJoin(ships, eq(ships.id, budgets.shipId))
    .innerJoin(expenseCategories, eq(expenseCategories.id, budgets.categoryId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The budget with this id. */
export async function findBudget(db: DbOrTx, id: string): Promise<BudgetRow | undefined> {
  const [row] = await joined(db).where(eq(budgets.id, id)).limit(1);
  return row;
}

/** Locks a budget row for the rest of the transaction; false when it does not exist. */
export async function lockBudget(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: budgets.id }).from(budgets).where(eq(budgets.id, id)).for('update');
  return rows.length > 0;
}

/** The budgets of these ship/category/year keys' ship and year (for module calls). */
export async function budgetsOfShipYear(
  db: DbOrTx,
  shipId: string,
  year: number,
  categoryId?: string,
): Promise<BudgetRow[]> {
  const filters = [eq(budgets.shipId, shipId), eq(budgets.year, year)];
  if (categoryId) filters.push(eq(budgets.categoryId, categoryId));
  return joined(db)
    .where(and(...filters))
    .orderBy(asc(expenseCategories.code));
}

/** The months of each budget's current revision (January first). */
export async function currentMonthsOf(db: DbOrTx, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select({ budgetId: budgetRevisions.budgetId, month: budgetMonths.month, amount: budgetMonths.amount })
    .from(budgets)
    .innerJoin(
      budgetRevisions,
      and(eq(budgetRevisions.budgetId, budgets.id), eq(budgetRevisions.revision, budgets.revision)),
    )
    .innerJoin(budgetMonths, eq(budgetMonths.revisionId, budgetRevisions.id))
    .where(inArray(budgets.id, ids))
    .orderBy(asc(budgetMonths.month));
  for (const r of rows) map.get(r.budgetId)?.push(r.amount);
  return map;
}

/** Every revision of a budget, newest first, with its months. */
export async function revisionsOf(db: DbOrTx, budgetId: string): Promise<RevisionRow[]> {
  const revisions = await db
    .select()
    .from(budgetRevisions)
    .where(eq(budgetRevisions.budgetId, budgetId))
    .orderBy(desc(budgetRevisions.revision));
  if (revisions.length === 0) return [];
  const months = await db
    .select()
    .from(budgetMonths)
    .where(
      inArray(
        budgetMonths.revisionId,
        revisions.map((r) => r.id),
      ),
    )
    .orderBy(asc(budgetMonths.month));
  return revisions.map((r) => ({
    id: r.id,
    revision: r.revision,
    currency: r.currency,
    amount: r.amount,
    reason: r.reason,
    createdAt: r.createdAt,
    createdById: r.createdById,
    createdByName: r.createdByName,
    months: months.filter((m) => m.revisionId === r.id).map((m) => m.amount),
  }));
}

/** Inserts a budget (revision 1 follows with {@link insertRevision}); returns its id. */
export async function insertBudget(
  db: DbOrTx,
  values: { shipId: string; categoryId: string; year: number; currency: string; amount: string },
): Promise<string> {
  const [row] = await db
    .insert(budgets)
    .values({ ...values, revision: 1 })
    .returning({ id: budgets.id });
  return row!.id;
}

/** Inserts a revision with its 12 months. */
export async function insertRevision(
  db: DbOrTx,
  values: {
    budgetId: string;
    revision: number;
    currency: string;
    amount: string;
    reason: string;
    createdById: string | null;
    createdByName: string | null;
  },
  months: readonly string[],
): Promise<void> {
  const [row] = await db.insert(budgetRevisions).values(values).returning({ id: budgetRevisions.id });
  await db
    .insert(budgetMonths)
    .values(months.map((amount, i) => ({ revisionId: row!.id, month: i + 1, amount })));
}

/** Points a budget at a new current revision if its version is still `version`; false otherwise. */
export async function setCurrentRevision(
  db: DbOrTx,
  id: string,
  version: number,
  values: { currency: string; amount: string; revision: number },
): Promise<boolean> {
  const rows = await db
    .update(budgets)
    .set({ ...values, version: sql`${budgets.version} + 1`, updatedAt: new Date() })
    .where(and(eq(budgets.id, id), eq(budgets.version, version)))
    .returning({ id: budgets.id });
  return rows.length > 0;
}
