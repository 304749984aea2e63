import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { purchaseOrders } from '../purchase-order/purchase-order.table';
import { requisitionLines, requisitions } from './requisition.table';

/**
 * Which records count towards one ship's budget of a category and year: those of the budget's category and
 * of the sub-categories it covers (budget.service `coveringBudget`).
 */
export interface CommitmentFilter {
  shipId: string;
  categoryIds: readonly string[];
  year: number;
  states: readonly string[];
}

/**
 * The lines of a ship's requisitions of the categories raised in `year` (other than `exceptId`) in the
 * given states, with their requisition's currency: what the committed sum counts.
 */
export function committedRequisitionLines(db: DbOrTx, filter: CommitmentFilter & { exceptId: string }) {
  return db
    .select({
      id: requisitions.id,
      number: requisitions.number,
      state: requisitions.state,
      currency: requisitions.currency,
      quantity: requisitionLines.quantity,
      orderedQty: requisitionLines.orderedQuantity,
      cancelledQty: requisitionLines.cancelledQuantity,
      estimatedUnitPrice: requisitionLines.estimatedUnitPrice,
    })
    .from(requisitions)
    .innerJoin(requisitionLines, eq(requisitionLines.requisitionId, requisitions.id))
    .where(
      and(
        eq(requisitions.shipId, filter.shipId),
        inArray(requisitions.categoryId, [...filter.categoryIds]),
        sql`${requisitions.createdAt} >= make_timestamptz(${filter.year}, 1, 1, 0, 0, 0, 'UTC')`,
        sql`${requisitions.createdAt} < make_timestamptz(${filter.year + 1}, 1, 1, 0, 0, 0, 'UTC')`,
        sql`${requisitions.id} <> ${filter.exceptId}`,
        inArray(requisitions.state, [...filter.states]),
      ),
    );
}

/** The purchase orders of a ship and the categories raised in `year` in the given states, with their money. */
export function committedPurchaseOrders(db: DbOrTx, filter: CommitmentFilter) {
  return db
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      state: purchaseOrders.state,
      currency: purchaseOrders.currency,
      total: purchaseOrders.total,
      billedAmount: purchaseOrders.billedAmount,
      baseCurrency: purchaseOrders.baseCurrency,
      rate: purchaseOrders.rate,
    })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.shipId, filter.shipId),
        inArray(purchaseOrders.categoryId, [...filter.categoryIds]),
        sql`${purchaseOrders.createdAt} >= make_timestamptz(${filter.year}, 1, 1, 0, 0, 0, 'UTC')`,
        sql`${purchaseOrders.createdAt} < make_timestamptz(${filter.year + 1}, 1, 1, 0, 0, 0, 'UTC')`,
        inArray(purchaseOrders.state, [...filter.states]),
      ),
    );
}
