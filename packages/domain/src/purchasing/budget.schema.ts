import { z } from 'zod';
import { isIso4217Code, iso4217Schema } from '../common/currency-code';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { roundMoney } from '../money/currency';
import { compareDecimal, isDecimalString } from '../money/decimal';
import { decimalAmountSchema } from '../money/money.schema';
import type { BudgetLine } from './budget';
import { validateMonthlyDistribution } from './budget-months';

/** Years a budget may be set for. */
export const BUDGET_YEARS = { min: 2000, max: 2100 } as const;
/** Most revisions one budget keeps (the detail returns them all). */
export const MAX_BUDGET_REVISIONS = 200;
/** Longest revision reason. */
export const BUDGET_REASON_MAX = 500;
/** The reason of a budget's first revision unless one is given. */
export const INITIAL_BUDGET_REASON = 'Initial budget';
/** Month names for the monthly split (January first). */
export const BUDGET_MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Sortable fields of the budgets list. */
export const BUDGET_SORT_FIELDS = ['year', 'shipName', 'categoryCode', 'amount', 'updatedAt'] as const;
/** A sortable field of the budgets list. */
export type BudgetSortField = (typeof BUDGET_SORT_FIELDS)[number];

const yearSchema = z
  .number({ error: `year must be a year from ${BUDGET_YEARS.min} to ${BUDGET_YEARS.max}` })
  .int(`year must be a year from ${BUDGET_YEARS.min} to ${BUDGET_YEARS.max}`)
  .min(BUDGET_YEARS.min, `year must be a year from ${BUDGET_YEARS.min} to ${BUDGET_YEARS.max}`)
  .max(BUDGET_YEARS.max, `year must be a year from ${BUDGET_YEARS.min} to ${BUDGET_YEARS.max}`);

const amountSchema = decimalAmountSchema('amount', { maxIntegerDigits: 14, maxScale: 4 });

/** The twelve monthly amounts, January first. */
export const budgetMonthsSchema = z
  .array(decimalAmountSchema('month', { maxIntegerDigits: 14, maxScale: 4 }), {
    error: 'months must be a list of 12 amounts',
  })
  .length(12, 'months must hold 12 amounts, January to December');

const reasonSchema = z
  .string({ error: 'reason is required' })
  .trim()
  .min(3, 'reason is required: say why the budget changes')
  .max(BUDGET_REASON_MAX, `reason must be at most ${BUDGET_REASON_MAX} characters`);

/**
 * Checks the money of a budget body together: the amount has at most the currency's decimals and the
 * months add up to it exactly (packages/domain `validateMonthlyDistribution`); problems go on `amount`
 * or `months`.
 */
function checkBudgetMoney(
  value: { amount: string; currency: string; months: string[] },
  ctx: z.RefinementCtx,
) {
  const { amount, currency, months } = value;
  if (!isIso4217Code(currency) || !isDecimalString(amount) || months.length !== 12) return;
  if (!months.every(isDecimalString)) return;
  if (compareDecimal(roundMoney(amount, currency), amount) !== 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: `amount has more decimals than ${currency} allows`,
    });
    return;
  }
  for (const problem of validateMonthlyDistribution(amount, months, currency))
    ctx.addIssue({ code: 'custom', path: ['months'], message: problem });
}

/**
 * Body of `POST /api/v1/purchasing/budgets/`: the budget of one ship, expense category and year — its
 * amount, currency and split over the 12 months (not always even; the months add up exactly to the
 * amount). It becomes revision 1. One budget per ship, category and year (a second is a 409).
 */
export const createBudgetSchema = z
  .object({
    shipId: z.uuid('shipId must be the id of a ship'),
    categoryId: z.uuid('categoryId must be the id of an expense category'),
    year: yearSchema,
    currency: iso4217Schema('currency'),
    amount: amountSchema,
    months: budgetMonthsSchema,
    reason: reasonSchema.default(INITIAL_BUDGET_REASON),
  })
  .superRefine(checkBudgetMoney);
/** A new budget as a form holds it. */
export type CreateBudgetInput = z.input<typeof createBudgetSchema>;
/** A new budget after validation. */
export type CreateBudget = z.output<typeof createBudgetSchema>;

/**
 * Body of `POST /api/v1/purchasing/budgets/:id/revisions`: a new revision (amount, currency, months)
 * with the reason for the change and the version read. The new revision becomes the current one; the
 * earlier ones stay in the history.
 */
export const reviseBudgetSchema = z
  .object({
    version: versionSchema,
    currency: iso4217Schema('currency'),
    amount: amountSchema,
    months: budgetMonthsSchema,
    reason: reasonSchema,
  })
  .superRefine(checkBudgetMoney);
/** A revision as sent. */
export type ReviseBudgetInput = z.input<typeof reviseBudgetSchema>;
/** A revision after validation. */
export type ReviseBudget = z.output<typeof reviseBudgetSchema>;

/** One revision of a budget as the API returns it. */
export const budgetRevisionSchema = z.object({
  revision: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  months: z.array(z.string()),
  reason: z.string(),
  createdAt: z.string(),
  createdById: z.uuid().nullable(),
  createdByName: z.string().nullable(),
});
/** One revision of a budget. */
export type BudgetRevision = z.infer<typeof budgetRevisionSchema>;

/** A budget as lists return it: the current revision's money with ship and category names. */
export const budgetSchema = z.object({
  id: z.uuid(),
  shipId: z.uuid(),
  shipName: z.string(),
  categoryId: z.uuid(),
  categoryCode: z.string(),
  categoryName: z.string(),
  year: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  months: z.array(z.string()),
  /** The current revision (the one that counts). */
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A budget of one ship, expense category and year. */
export type Budget = z.infer<typeof budgetSchema>;

/** A budget with its revision history, newest first. */
export const budgetDetailSchema = budgetSchema.extend({ revisions: z.array(budgetRevisionSchema) });
/** A budget with its revisions. */
export type BudgetDetail = z.infer<typeof budgetDetailSchema>;

/** Query of the budgets list: filters by ship, year and category; search on ship and category. */
export const budgetListQuerySchema = listQuerySchema.extend({
  shipId: z.uuid('shipId must be the id of a ship').optional(),
  categoryId: z.uuid('categoryId must be the id of an expense category').optional(),
  year: z.coerce
    .number({ error: `year must be a year from ${BUDGET_YEARS.min} to ${BUDGET_YEARS.max}` })
    .int(`year must be a year from ${BUDGET_YEARS.min} to ${BUDGET_YEARS.max}`)
    .min(BUDGET_YEARS.min, `year must be a year from ${BUDGET_YEARS.min} to ${BUDGET_YEARS.max}`)
    .max(BUDGET_YEARS.max, `year must be a year from ${BUDGET_YEARS.min} to ${BUDGET_YEARS.max}`)
    .optional(),
});
/** Budgets list query. */
export type BudgetListQuery = z.infer<typeof budgetListQuerySchema>;

/** `{ data: budget }` with revisions. */
export const budgetDetailResponseSchema = envelope(budgetDetailSchema);
/** `{ data: budgets, page }`: answer of `GET /api/v1/purchasing/budgets/`. */
export const budgetListResponseSchema = pagedEnvelope(budgetSchema);

/** A budget in the shape the over-budget rule (`overBudget`) takes. */
export function toBudgetLine(
  budget: Pick<Budget, 'shipId' | 'categoryId' | 'amount' | 'currency' | 'revision'>,
): BudgetLine {
  return {
    shipId: budget.shipId,
    categoryId: budget.categoryId,
    amount: { amount: budget.amount, currency: budget.currency },
    revision: budget.revision,
  };
}
