import { z } from 'zod';
import { envelope } from '../common/page.schema';
import { BUDGET_YEARS } from './budget.schema';
import { PURCHASE_ORDER_STATES } from './purchase-order-status';

const yearMessage = `year must be a year from ${BUDGET_YEARS.min} to ${BUDGET_YEARS.max}`;
const yearSchema = z.coerce
  .number({ error: yearMessage })
  .int(yearMessage)
  .min(BUDGET_YEARS.min, yearMessage)
  .max(BUDGET_YEARS.max, yearMessage);

/**
 * Query of the purchasing overview, budget detail and over-budget views: the budget year (this year
 * when absent). Requisitions and purchase orders count in the year they were raised.
 */
export const purchasingOverviewQuerySchema = z.object({ year: yearSchema.optional() });
/** An overview query. */
export type PurchasingOverviewQuery = z.infer<typeof purchasingOverviewQuerySchema>;

/** Query of the budget detail: the year, the ship and optionally one expense category. */
export const budgetDetailQuerySchema = z.object({
  year: yearSchema.optional(),
  shipId: z.uuid('shipId must be the id of a ship'),
  categoryId: z.uuid('categoryId must be the id of an expense category').optional(),
});
/** A budget detail query. */
export type BudgetDetailQuery = z.infer<typeof budgetDetailQuerySchema>;

/** Counts of a ship's (or the fleet's) purchasing work in hand. */
export const purchasingCountsSchema = z.object({
  /** Requisitions submitted, approved or in an RFQ and not yet fully ordered. */
  openRequisitions: z.number().int(),
  /** Of those, the urgent ones (priority 1). */
  urgentRequisitions: z.number().int(),
  /** RFQs sent whose deadline has not passed, with invitations still unanswered. */
  rfqsAwaitingReplies: z.number().int(),
  /** Purchase orders raised in the year by state. */
  purchaseOrdersByState: z.record(z.enum(PURCHASE_ORDER_STATES), z.number().int()),
});
/** Purchasing counts. */
export type PurchasingCounts = z.infer<typeof purchasingCountsSchema>;

/** Spend against budget of one ship and expense category (amounts in `currency`). */
export const categorySpendSchema = z.object({
  categoryId: z.uuid().nullable(),
  categoryCode: z.string().nullable(),
  categoryName: z.string().nullable(),
  currency: z.string(),
  /** Null when the category has no budget for the year. */
  budget: z.string().nullable(),
  /** Approved requisitions not yet ordered (estimated). */
  requisitions: z.string(),
  /** Purchase orders not yet billed. */
  purchaseOrders: z.string(),
  /** Billed and spent. */
  actual: z.string(),
  /** requisitions + purchaseOrders + actual, each counted once. */
  committed: z.string(),
  /** budget − committed (negative when over); null without a budget. */
  remaining: z.string().nullable(),
  over: z.boolean(),
  /** Why the category cannot be compared with a budget, e.g. no budget for committed spend. */
  error: z.string().nullable(),
});
/** Spend of one category. */
export type CategorySpend = z.infer<typeof categorySpendSchema>;

/** The purchasing overview of one ship for a year. */
export const shipPurchasingOverviewSchema = purchasingCountsSchema.extend({
  shipId: z.uuid(),
  shipName: z.string(),
  year: z.number().int(),
  currency: z.string(),
  budgetTotal: z.string(),
  committedTotal: z.string(),
  categories: z.array(categorySpendSchema),
});
/** A ship's purchasing overview. */
export type ShipPurchasingOverview = z.infer<typeof shipPurchasingOverviewSchema>;

/** One ship's row of the fleet overview. */
export const fleetOverviewShipSchema = purchasingCountsSchema.extend({
  shipId: z.uuid(),
  shipName: z.string(),
  currency: z.string(),
  budgetTotal: z.string(),
  committedTotal: z.string(),
  overBudgetCategories: z.number().int(),
  errors: z.number().int(),
});
/** A ship row of the fleet overview. */
export type FleetOverviewShip = z.infer<typeof fleetOverviewShipSchema>;

/** The fleet purchasing overview: the totals and a row per ship in the user's scope. */
export const fleetPurchasingOverviewSchema = purchasingCountsSchema.extend({
  year: z.number().int(),
  currency: z.string(),
  budgetTotal: z.string(),
  committedTotal: z.string(),
  ships: z.array(fleetOverviewShipSchema),
});
/** The fleet purchasing overview. */
export type FleetPurchasingOverview = z.infer<typeof fleetPurchasingOverviewSchema>;

/** Budget and committed per month of one category (January first). */
export const budgetDetailCategorySchema = categorySpendSchema.extend({
  months: z.array(
    z.object({
      month: z.number().int(),
      budget: z.string().nullable(),
      committed: z.string(),
    }),
  ),
});
/** Budget detail of one category. */
export type BudgetDetailCategory = z.infer<typeof budgetDetailCategorySchema>;

/** The budget detail of one ship for a year: per category, per month. */
export const purchasingBudgetDetailSchema = z.object({
  shipId: z.uuid(),
  shipName: z.string(),
  year: z.number().int(),
  categories: z.array(budgetDetailCategorySchema),
});
/** The budget detail. */
export type PurchasingBudgetDetail = z.infer<typeof purchasingBudgetDetailSchema>;

/** One entry of the over-budget view: over its budget, or an error (never a silent pass). */
export const overBudgetItemSchema = z.object({
  kind: z.enum(['over', 'error']),
  shipId: z.uuid(),
  shipName: z.string(),
  categoryId: z.uuid().nullable(),
  categoryCode: z.string().nullable(),
  categoryName: z.string().nullable(),
  currency: z.string(),
  budget: z.string().nullable(),
  committed: z.string(),
  excess: z.string().nullable(),
  message: z.string().nullable(),
});
/** An over-budget entry. */
export type OverBudgetItem = z.infer<typeof overBudgetItemSchema>;

/** The over-budget view of a year. */
export const overBudgetsSchema = z.object({
  year: z.number().int(),
  over: z.number().int(),
  errors: z.number().int(),
  items: z.array(overBudgetItemSchema),
});
/** The over-budget view. */
export type OverBudgets = z.infer<typeof overBudgetsSchema>;

/** `{ data }` of `GET /purchasing/overview`. */
export const fleetPurchasingOverviewResponseSchema = envelope(fleetPurchasingOverviewSchema);
/** `{ data }` of `GET /purchasing/overview/ships/:shipId`. */
export const shipPurchasingOverviewResponseSchema = envelope(shipPurchasingOverviewSchema);
/** `{ data }` of `GET /purchasing/overview/budget-detail`. */
export const purchasingBudgetDetailResponseSchema = envelope(purchasingBudgetDetailSchema);
/** `{ data }` of `GET /purchasing/over-budgets`. */
export const overBudgetsResponseSchema = envelope(overBudgetsSchema);
