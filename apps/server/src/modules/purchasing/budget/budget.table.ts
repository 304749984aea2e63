import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { expenseCategories } from '../expense-category/expense-category.table';

/**
 * A budget of one ship, expense category and year (DOMAIN "Budget"). `currency`, `amount` and
 * `revision` repeat the current revision (the one that counts) so lists need no join.
 */
export const budgets = pgTable(
  'budgets',
  {
    ...recordColumns(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => expenseCategories.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
    revision: integer('revision').notNull().default(1),
  },
  (t) => [
    uniqueIndex('budgets_ship_category_year_key').on(t.shipId, t.categoryId, t.year),
    index('budgets_year_idx').on(t.year),
    index('budgets_category_idx').on(t.categoryId),
  ],
);

/** Every revision of a budget with the reason for it; the highest is the current one. */
export const budgetRevisions = pgTable(
  'budget_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name'),
  },
  (t) => [uniqueIndex('budget_revisions_budget_revision_key').on(t.budgetId, t.revision)],
);

/** The monthly split of a revision: 12 rows, month 1 (January) to 12. */
export const budgetMonths = pgTable(
  'budget_months',
  {
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => budgetRevisions.id, { onDelete: 'cascade' }),
    month: smallint('month').notNull(),
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.revisionId, t.month] }),
    check('budget_months_month_check', sql`${t.month} BETWEEN 1 AND 12`),
  ],
);
