import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { expenseCategories } from './expense-category.table';

/** A category row with the number of budgets that use it. */
export type CategoryRow = typeof expenseCategories.$inferSelect & { budgetCount: number };
/** Category columns a write may set. */
export type CategoryValues = Partial<
  Omit<typeof expenseCategories.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>
>;

const columns = {
  id: expenseCategories.id,
  code: expenseCategories.code,
  name: expenseCategories.name,
  description: expenseCategories.description,
  parentId: expenseCategories.parentId,
  active: expenseCategories.active,
  createdAt: expenseCategories.createdAt,
  updatedAt: expenseCategories.updatedAt,
  version: expenseCategories.version,
  // Written out with table names: inside a sub-select Drizzle would leave `id` unqualified.
  budgetCount: sql<number>`(SELECT count(*)::int FROM budgets b WHERE b.category_id = "expense_categories"."id")`,
};

const sortColumns = {
  code: expenseCategories.code,
  name: sql`lower(${expenseCategories.name})`,
  createdAt: expenseCategories.createdAt,
  updatedAt: expenseCategories.updatedAt,
} as const;

/** Filters of the flat category list. */
export interface CategoryFilter {
  pattern?: string;
  active?: boolean;
  /** A parent id, or `root` for main categories. */
  parentId?: string;
}

function whereOf(filter: CategoryFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.pattern)
    filters.push(
      or(ilike(expenseCategories.code, filter.pattern), ilike(expenseCategories.name, filter.pattern))!,
    );
  if (filter.active !== undefined) filters.push(eq(expenseCategories.active, filter.active));
  if (filter.parentId === 'root') filters.push(isNull(expenseCategories.parentId));
  else if (filter.parentId) filters.push(eq(expenseCategories.parentId, filter.parentId));
  return filters.length > 0 ? and(...filters) : undefined;
}

/** One page of categories matching the filter, with the total. */
export async function listCategories(
  db: DbOrTx,
  filter: CategoryFilter,
  page: { sort: { field: keyof typeof sortColumns; desc: boolean }; offset: number; limit: number },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = whereOf(filter);
  const column = sortColumns[page.sort.field];
  const order = page.sort.desc ? sql`${column} DESC` : sql`${column} ASC`;
  const rows = await db
    .select(columns)
    .from(expenseCategories)
    .where(where)
    .orderBy(order, asc(expenseCategories.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(expenseCategories).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every category ordered by code, at most `limit` (the tree is bounded by the service). */
export function allCategories(db: DbOrTx, limit: number): Promise<CategoryRow[]> {
  return db.select(columns).from(expenseCategories).orderBy(asc(expenseCategories.code)).limit(limit);
}

/** How many categories exist. */
export async function countCategories(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(expenseCategories);
  return row?.n ?? 0;
}

/** The category with this id. */
export async function findCategory(db: DbOrTx, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select(columns).from(expenseCategories).where(eq(expenseCategories.id, id)).limit(1);
  return row;
}

/** The categories with these ids. */
export function findCategories(db: DbOrTx, ids: readonly string[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(expenseCategories)
    .where(inArray(expenseCategories.id, [...ids]));
}

/** The direct children of a category. */
export function childrenOf(db: DbOrTx, id: string): Promise<CategoryRow[]> {
  return db.select(columns).from(expenseCategories).where(eq(expenseCategories.parentId, id));
}

/**
 * Serialises changes to the shape of the tree (create, move, activate) for the rest of the
 * transaction, so two concurrent moves cannot together make a cycle.
 */
export async function lockTree(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('keel.expense_category_tree'))`);
}

/** Inserts a category; returns its id. */
export async function insertCategory(
  db: DbOrTx,
  values: typeof expenseCategories.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(expenseCategories).values(values).returning({ id: expenseCategories.id });
  return row!.id;
}

/** Updates a category if its version is still `version` and bumps the version; false otherwise. */
export async function updateCategory(
  db: DbOrTx,
  id: string,
  version: number,
  values: CategoryValues,
): Promise<boolean> {
  const rows = await db
    .update(expenseCategories)
    .set({ ...values, version: sql`${expenseCategories.version} + 1`, updatedAt: new Date() })
    .where(and(eq(expenseCategories.id, id), eq(expenseCategories.version, version)))
    .returning({ id: expenseCategories.id });
  return rows.length > 0;
}

/** Deletes a category if its version is still `version`; false otherwise. */
export async function deleteCategory(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(expenseCategories)
    .where(and(eq(expenseCategories.id, id), eq(expenseCategories.version, version)))
    .returning({ id: expenseCategories.id });
  return rows.length > 0;
}
