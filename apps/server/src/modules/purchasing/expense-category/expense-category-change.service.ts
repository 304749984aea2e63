import type { ExpenseCategory, UpdateExpenseCategory } from '@keel/domain';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './expense-category.repo';
import {
  EXPENSE_CATEGORIES,
  activeDescendants,
  assertMove,
  categoryViewOf,
  toCategoryView,
  uniqueCategoryCode,
} from './expense-category.service';

/**
 * `PATCH /purchasing/expense-categories/:id`: rename, recode, move (`parentId`: never under itself or
 * one of its sub-categories — 400 naming `parentId`), deactivate (its active sub-categories are
 * deactivated with it, each with its own audit row) or activate again (only under an active parent).
 * Optimistic lock on `version`; the tree is locked while its shape changes.
 */
export async function updateExpenseCategory(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateExpenseCategory,
): Promise<ExpenseCategory> {
  assertSidebar(actor, [EXPENSE_CATEGORIES]);
  const { version, ...changes } = body;
  return uniqueCategoryCode(changes.code, () =>
    db.transaction(async (tx) => {
      await repo.lockTree(tx);
      const current = await repo.findCategory(tx, id);
      if (!current) throw notFound('Expense category');
      if (current.version !== version) throw staleVersion('Expense category');
      const diff: repo.CategoryValues = {};
      if (changes.code !== undefined && changes.code !== current.code) diff.code = changes.code;
      if (changes.name !== undefined && changes.name !== current.name) diff.name = changes.name;
      if (changes.description !== undefined && changes.description !== current.description)
        diff.description = changes.description;
      if (changes.parentId !== undefined && changes.parentId !== current.parentId)
        diff.parentId = changes.parentId;
      if (changes.active !== undefined && changes.active !== current.active) diff.active = changes.active;
      const before = toCategoryView(current);
      if (Object.keys(diff).length === 0) return before;

      if (diff.parentId !== undefined)
        await assertMove(tx, { ...current, active: diff.active ?? current.active }, diff.parentId);
      const parentId = diff.parentId !== undefined ? diff.parentId : current.parentId;
      if (diff.active === true && parentId) {
        const parent = await repo.findCategory(tx, parentId);
        if (parent && !parent.active)
          throw badRequest('active', `activate the parent ${parent.code} ${parent.name} first`);
      }
      const descendants = diff.active === false ? await activeDescendants(tx, id) : [];

      if (!(await repo.updateCategory(tx, id, version, diff))) throw staleVersion('Expense category');
      const after = await categoryViewOf(tx, id);
      const action =
        diff.active === false
          ? 'deactivate'
          : diff.active === true
            ? 'reactivate'
            : diff.parentId !== undefined
              ? 'move'
              : 'update';
      await recordAudit(tx, actor, { action, entity: 'expense_category', entityId: id, before, after });
      for (const child of descendants) {
        if (!(await repo.updateCategory(tx, child.id, child.version, { active: false })))
          throw staleVersion('Expense category');
        await recordAudit(tx, actor, {
          action: 'deactivate',
          entity: 'expense_category',
          entityId: child.id,
          before: toCategoryView(child),
          after: await categoryViewOf(tx, child.id),
        });
      }
      return after;
    }),
  );
}

/**
 * `DELETE /purchasing/expense-categories/:id?version=`: only a category without sub-categories that no
 * budget uses; a used one is deactivated instead (409 says so).
 */
export async function deleteExpenseCategory(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<void> {
  assertSidebar(actor, [EXPENSE_CATEGORIES]);
  await db.transaction(async (tx) => {
    await repo.lockTree(tx);
    const current = await repo.findCategory(tx, id);
    if (!current) throw notFound('Expense category');
    if (current.version !== version) throw staleVersion('Expense category');
    if (current.budgetCount > 0)
      throw conflict(
        `${current.code} ${current.name} is used by ${current.budgetCount} budget${current.budgetCount === 1 ? '' : 's'}: deactivate it instead of deleting it`,
      );
    if ((await repo.childrenOf(tx, id)).length > 0)
      throw conflict(`${current.code} ${current.name} has sub-categories: move or delete them first`);
    if (!(await repo.deleteCategory(tx, id, version))) throw staleVersion('Expense category');
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'expense_category',
      entityId: id,
      before: toCategoryView(current),
    });
  });
}
