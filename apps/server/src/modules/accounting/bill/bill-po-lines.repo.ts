import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../purchasing/purchase-order/purchase-order.table';
import { POSTED } from './bill.repo';
import { billLines, bills } from './bill.table';

/* The purchase-order side of bills: PO lines to bill and what posted bills took of them. */

/** Quantities billed per PO line by posted bills other than `excludeBillId`. */
export async function billedQuantities(db: DbOrTx, poLineIds: string[], excludeBillId: string | null) {
  if (!poLineIds.length) return new Map<string, string>();
  const rows = await db
    .select({ id: billLines.purchaseOrderLineId, qty: sql<string>`sum(${billLines.quantity})::text` })
    .from(billLines)
    .innerJoin(bills, eq(bills.id, billLines.billId))
    .where(
      and(
        inArray(billLines.purchaseOrderLineId, poLineIds),
        inArray(bills.state, POSTED),
        excludeBillId ? ne(bills.id, excludeBillId) : undefined,
      ),
    )
    .groupBy(billLines.purchaseOrderLineId);
  return new Map(rows.map((r) => [r.id!, r.qty]));
}

/** PO lines by id with their order (vendor, ship, currency, state). */
export async function poLinesByIds(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ line: purchaseOrderLines, order: purchaseOrders })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(inArray(purchaseOrderLines.id, ids));
}

/** Delivered lines of a vendor's sent orders on a ship not yet fully billed (the PO picker). */
export async function billablePoLines(db: DbOrTx, vendorId: string, shipId: string) {
  const billed = sql<string>`coalesce((SELECT sum(bl.quantity) FROM bill_lines bl JOIN bills b ON b.id = bl.bill_id
    WHERE bl.purchase_order_line_id = ${purchaseOrderLines.id} AND b.state IN ('POSTED','PARTIALLY_PAID','PAID')), 0)::text`;
  return db
    .select({
      purchaseOrderId: purchaseOrders.id,
      purchaseOrderNumber: purchaseOrders.number,
      purchaseOrderLineId: purchaseOrderLines.id,
      position: purchaseOrderLines.position,
      description: purchaseOrderLines.description,
      unit: purchaseOrderLines.unit,
      quantity: purchaseOrderLines.quantity,
      unitPrice: purchaseOrderLines.unitPrice,
      receivedQuantity: purchaseOrderLines.deliveredQuantity,
      billedQuantity: billed,
      currency: purchaseOrders.currency,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(
      and(
        eq(purchaseOrders.vendorId, vendorId),
        eq(purchaseOrders.shipId, shipId),
        inArray(purchaseOrders.state, ['PARTIALLY_DELIVERED', 'DELIVERED', 'BILLED']),
        sql`${purchaseOrderLines.deliveredQuantity} > 0`,
      ),
    )
    .orderBy(asc(purchaseOrders.number), asc(purchaseOrderLines.position))
    .limit(500);
}

/** The ids of an order's lines. */
export function poLinesOfOrder(db: DbOrTx, purchaseOrderId: string) {
  return db
    .select({ id: purchaseOrderLines.id })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId));
}
