import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The committed amounts of the budget views, kept per ship, expense category, month raised and currency
 * by triggers on requisitions, requisition lines and purchase orders (migration
 * `purchasing_commitment_triggers`), so the overview and the over-budget view read a few hundred rows
 * instead of aggregating every requisition and order. `requisitions`: the approved, unordered remainder
 * of requisitions (estimated prices, requisition currency); `purchase_orders`: the unbilled remainder of
 * live orders and `actual`: their billed amounts (both in the order's base currency through its rate
 * snapshot). A null category is committed spend without a category: reported as an error.
 */
export const purchasingCommitments = pgTable(
  'purchasing_commitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipId: uuid('ship_id').notNull(),
    categoryId: uuid('category_id'),
    /** First day of the month the record was raised in (UTC). */
    month: date('month', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    requisitions: numeric('requisitions', { precision: 20, scale: 4 }).notNull().default('0'),
    purchaseOrders: numeric('purchase_orders', { precision: 20, scale: 4 }).notNull().default('0'),
    actual: numeric('actual', { precision: 20, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    unique('purchasing_commitments_key').on(t.shipId, t.categoryId, t.month, t.currency).nullsNotDistinct(),
    index('purchasing_commitments_month_idx').on(t.month),
  ],
);

/**
 * The same amounts per calendar year (migration 0014), kept by the same trigger function: the fleet-wide
 * over-budget view and the overviews sum one row per ship, category and currency instead of twelve.
 *
 * `overBudgetCandidate` (migration 0016) marks the rows the over-budget view must read: every row with
 * committed spend of a ship/category/year that is an over-budget candidate (no budget, no category, a
 * currency other than the budget's, several currencies, or committed within 0.02 of the budget or above).
 * Triggers on this table and on `budgets` recompute it from the group's current rows and budget under a
 * transaction-level advisory lock; the view reads the flagged rows through the partial index and the domain
 * rules decide on them. See `overBudgetCandidates` in overview.repo.ts. Since migration
 * `purchasing_budget_roll_up` a group is a ship's budget group of a year (the rows with the same
 * `coalesce(budget_category_id, category_id)`) and the lock is per ship/year: docs/purchasing-flow.md
 * "Budget roll-up".
 */
export const purchasingCommitmentYears = pgTable(
  'purchasing_commitment_years',
  {
    shipId: uuid('ship_id').notNull(),
    categoryId: uuid('category_id'),
    /**
     * The category whose budget counts this row (migration `purchasing_budget_roll_up`): the nearest
     * category on the path from `categoryId` to its main category with a budget for the ship and year, or
     * null when none has one. Kept by triggers on this table, `budgets` and `expense_categories`.
     */
    budgetCategoryId: uuid('budget_category_id'),
    year: integer('year').notNull(),
    currency: text('currency').notNull(),
    requisitions: numeric('requisitions', { precision: 20, scale: 4 }).notNull().default('0'),
    purchaseOrders: numeric('purchase_orders', { precision: 20, scale: 4 }).notNull().default('0'),
    actual: numeric('actual', { precision: 20, scale: 4 }).notNull().default('0'),
    overBudgetCandidate: boolean('over_budget_candidate').notNull().default(false),
  },
  (t) => [
    unique('purchasing_commitment_years_key')
      .on(t.shipId, t.categoryId, t.year, t.currency)
      .nullsNotDistinct(),
    index('purchasing_commitment_years_year_idx').on(t.year, t.shipId),
    index('purchasing_commitment_years_candidate_idx')
      .on(t.year, t.shipId)
      .where(sql`${t.overBudgetCandidate}`),
  ],
);
