import {
  EXPENSE_CATEGORY_LIMITS,
  EXPENSE_CATEGORY_SORT_FIELDS,
  categoryDepth,
  categoryMoveProblem,
  subtreeIds,
  type CreateExpenseCategory,
  type ExpenseCategory,
  type ExpenseCategoryListQuery,
  type SidebarPermission,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { containsPattern, sortOf } from '../../../lib/list-query';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './expense-category.repo';

/** The sidebar permission of the expense category screen and of every change to the tree (spec §6). */
export const EXPENSE_CATEGORIES = 'purchasing.expense_category' as const;
/**
 * Who may read the categories: the category screen, and the budget screen whose pickers and lists
 * show them (an accountant holds `purchasing.budget` only).
 */
export const CATEGORY_READERS: SidebarPermission[] = [EXPENSE_CATEGORIES, 'purchasing.budget'];

/** A category row in the API's shape. */
export function toCategoryView(row: repo.CategoryRow): ExpenseCategory {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    parentId: row.parentId,
    active: row.active,
    budgetCount: row.budgetCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Runs a category write, turning a duplicate code into a 409 that names it. */
export async function uniqueCategoryCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code !== undefined && isUniqueViolation(error, 'expense_categories_code_key'))
      throw conflict(`An expense category with the code ${code} already exists`);
    throw error;
  }
}

/** Reads a category after a write. */
export async function categoryViewOf(db: DbOrTx, id: string): Promise<ExpenseCategory> {
  const row = await repo.findCategory(db, id);
  if (!row) throw notFound('Expense category');
  return toCategoryView(row);
}

/** `GET /purchasing/expense-categories/`: flat, paged, searchable (pickers). */
export async function listExpenseCategories(db: Db, actor: Actor, query: ExpenseCategoryListQuery) {
  assertSidebar(actor, CATEGORY_READERS, 'or');
  const sort = sortOf(query.sort, EXPENSE_CATEGORY_SORT_FIELDS, 'code');
  const { rows, total } = await repo.listCategories(
    db,
    {
      ...(query.q ? { pattern: containsPattern(query.q) } : {}),
      ...(query.active ? { active: query.active === 'true' } : {}),
      ...(query.parentId ? { parentId: query.parentId } : {}),
    },
    { sort, offset: query.offset, limit: query.limit },
  );
  return { data: rows.map(toCategoryView), page: { total, offset: query.offset, limit: query.limit } };
}

/**
 * `GET /purchasing/expense-categories/tree`: every category, flat and ordered by code, for the tree
 * view. Bounded: the company keeps at most EXPENSE_CATEGORY_LIMITS.count categories.
 */
export async function expenseCategoryTree(db: Db, actor: Actor): Promise<ExpenseCategory[]> {
  assertSidebar(actor, CATEGORY_READERS, 'or');
  return (await repo.allCategories(db, EXPENSE_CATEGORY_LIMITS.count)).map(toCategoryView);
}

/** `GET /purchasing/expense-categories/:id`. */
export async function getExpenseCategory(db: Db, actor: Actor, id: string): Promise<ExpenseCategory> {
  assertSidebar(actor, CATEGORY_READERS, 'or');
  return categoryViewOf(db, id);
}

/**
 * `POST /purchasing/expense-categories/`: a main category or a sub-category of an active parent,
 * within the depth and count limits; codes unique (409).
 */
export async function createExpenseCategory(
  db: Db,
  actor: Actor,
  body: CreateExpenseCategory,
): Promise<ExpenseCategory> {
  assertSidebar(actor, [EXPENSE_CATEGORIES]);
  return uniqueCategoryCode(body.code, () =>
    db.transaction(async (tx) => {
      await repo.lockTree(tx);
      if ((await repo.countCategories(tx)) >= EXPENSE_CATEGORY_LIMITS.count)
        throw conflict(`The company keeps at most ${EXPENSE_CATEGORY_LIMITS.count} expense categories`);
      if (body.parentId) {
        const parent = await repo.findCategory(tx, body.parentId);
        if (!parent) throw badRequest('parentId', 'no such expense category');
        if (!parent.active)
          throw badRequest('parentId', `the parent ${parent.code} ${parent.name} is inactive`);
        const all = await repo.allCategories(tx, EXPENSE_CATEGORY_LIMITS.count);
        if (categoryDepth(all, parent.id) + 1 > EXPENSE_CATEGORY_LIMITS.depth)
          throw badRequest(
            'parentId',
            `the tree may be at most ${EXPENSE_CATEGORY_LIMITS.depth} levels deep`,
          );
      }
      const id = await repo.insertCategory(tx, body);
      const view = await categoryViewOf(tx, id);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'expense_category',
        entityId: id,
        after: view,
      });
      return view;
    }),
  );
}

/** Checks a move of `current` under `parentId` against the whole tree (no cycle, depth, active parent). */
export async function assertMove(
  tx: DbOrTx,
  current: repo.CategoryRow,
  parentId: string | null,
): Promise<void> {
  const all = await repo.allCategories(tx, EXPENSE_CATEGORY_LIMITS.count);
  const problem = categoryMoveProblem(all, current.id, parentId, EXPENSE_CATEGORY_LIMITS.depth);
  if (problem) throw badRequest('parentId', problem);
  const parent = parentId ? all.find((c) => c.id === parentId) : undefined;
  if (parent && !parent.active && current.active)
    throw badRequest('parentId', `the parent ${parent.code} ${parent.name} is inactive`);
}

/** The ids of a category's descendants that are active (deactivated with it). */
export async function activeDescendants(tx: DbOrTx, id: string): Promise<repo.CategoryRow[]> {
  const all = await repo.allCategories(tx, EXPENSE_CATEGORY_LIMITS.count);
  const ids = subtreeIds(all, id);
  return all.filter((c) => c.id !== id && ids.has(c.id) && c.active);
}

/** For other modules: the categories with these ids (no permission check; the caller checks its own). */
export async function expenseCategoriesByIds(db: DbOrTx, ids: readonly string[]): Promise<ExpenseCategory[]> {
  return (await repo.findCategories(db, [...new Set(ids)])).map(toCategoryView);
}

/** For other modules: one category, or undefined (no permission check). */
export async function expenseCategoryById(db: DbOrTx, id: string): Promise<ExpenseCategory | undefined> {
  const row = await repo.findCategory(db, id);
  return row ? toCategoryView(row) : undefined;
}

/** For other modules: the whole tree, flat and ordered by code (no permission check). */
export async function allExpenseCategories(db: DbOrTx): Promise<ExpenseCategory[]> {
  return (await repo.allCategories(db, EXPENSE_CATEGORY_LIMITS.count)).map(toCategoryView);
}
