import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  compareDecimal,
  currencyExponent,
  formatDecimal,
  roundMoney,
  subDecimal,
  type RequisitionBudgetCheck,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { budgetLabelOf, coveringBudget } from '../budget/budget.service';
import { expenseCategoryById } from '../expense-category/expense-category.service';
import { purchasingCommitmentYears as years } from '../overview/commitment.table';
import * as repo from './purchase-order.repo';
import { assertCanRead } from './purchase-order.service';

const show = (amount: string, currency: string) =>
  `${currency} ${formatDecimal(amount, currencyExponent(currency), { groupSeparator: ',' })}`;

/**
 * What is committed in `year` in `currency` (the budget's) against a ship's budget that covers these
 * categories (the budget's own and its sub-categories without a budget), from the yearly commitment roll-up.
 */
async function committedFor(
  db: Db,
  shipId: string,
  categoryIds: readonly string[],
  year: number,
  currency: string,
) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${years.requisitions} + ${years.purchaseOrders} + ${years.actual}), 0)::text`,
    })
    .from(years)
    .where(
      and(
        eq(years.shipId, shipId),
        inArray(years.categoryId, [...categoryIds]),
        eq(years.currency, currency),
        eq(years.year, year),
      ),
    );
  return row?.total ?? '0';
}

/**
 * `GET /purchasing/purchase-orders/:id/budget-check`: before a PO is submitted, is its ship's budget
 * for the category (year the PO was raised) exceeded with it? The budget is the category's own or the
 * nearest budgeted category above it (`coveringBudget`), against the spend of every category it covers. A PO is committed from its draft on
 * (domain COMMITTED_PURCHASE_ORDER_STATES), so what is committed already holds this order, in the
 * base currency through its rate snapshot. No category, no budget or a budget in another currency is
 * reported as such — never a silent pass.
 */
export async function checkPurchaseOrderBudget(
  db: Db,
  actor: Actor,
  id: string,
): Promise<RequisitionBudgetCheck> {
  const row = await repo.findPurchaseOrder(db, id);
  if (!row) throw notFound('Purchase order');
  assertCanRead(actor, row.shipId);
  const year = row.createdAt.getUTCFullYear();
  const amount = row.totalBase;
  const empty = {
    year,
    currency: row.baseCurrency,
    estimatedAmount: amount,
    budget: null,
    committed: null,
    afterSubmit: null,
    excess: null,
    budgetCategoryId: null,
    budgetLabel: null,
  };
  const result = (
    status: RequisitionBudgetCheck['status'],
    message: string,
    rest: Partial<RequisitionBudgetCheck> = {},
  ) => ({
    ...empty,
    ...rest,
    status,
    message,
    warn: status !== 'within',
  });
  if (!row.categoryId)
    return result(
      'no_category',
      'No expense category is set on this order, so the budget cannot be checked.',
    );
  const cover = await coveringBudget(db, row.shipId, row.categoryId, year);
  if (!cover)
    return result(
      'no_budget',
      `${row.shipName} has no ${year} budget for this category or a category above it: ${show(amount, row.baseCurrency)} would be spent without one.`,
    );
  const { budget } = cover;
  const own = await expenseCategoryById(db, row.categoryId);
  const category = budgetLabelOf(budget, row.categoryId, own ? `${own.code} ${own.name}` : 'its category');
  const named = { budgetCategoryId: budget.categoryId, budgetLabel: category };
  if (budget.currency !== row.baseCurrency)
    return result(
      'currency_mismatch',
      `The ${year} budget is in ${budget.currency} but orders are counted in ${row.baseCurrency}; they cannot be compared.`,
      { budget: budget.amount, ...named },
    );
  const committed = roundMoney(
    await committedFor(db, row.shipId, cover.categoryIds, year, budget.currency),
    budget.currency,
  );
  const base = { budget: budget.amount, committed, afterSubmit: committed, ...named };
  if (compareDecimal(committed, budget.amount) <= 0)
    return result(
      'within',
      `Within budget: ${show(committed, budget.currency)} committed of ${show(budget.amount, budget.currency)} for ${category} in ${year}, this order included.`,
      base,
    );
  const excess = subDecimal(committed, budget.amount);
  return result(
    'over',
    `Over budget: with this order ${show(committed, budget.currency)} is committed against ${show(budget.amount, budget.currency)} for ${category} in ${year}, ${show(excess, budget.currency)} over.`,
    { ...base, excess },
  );
}
