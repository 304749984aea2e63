import { boolean, index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';

/**
 * An expense category (DOMAIN "Expense categories form a tree with codes"): codes unique in the
 * company, a parent (null for a main category), never a cycle (checked by the service under a lock).
 */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parentId: uuid('parent_id').references((): AnyPgColumn => expenseCategories.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('expense_categories_code_key').on(t.code),
    index('expense_categories_parent_idx').on(t.parentId),
  ],
);
