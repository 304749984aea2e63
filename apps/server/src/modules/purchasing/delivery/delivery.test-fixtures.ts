import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { unique } from '../../../test/fixtures';
import { purchaseOrderLines, purchaseOrders } from '../purchase-order/purchase-order.table';
import { requisitionLines, requisitions } from '../requisition/requisition.table';
import { vendors } from '../vendor/vendor.table';

/** A line of a test order: quantity and unit price. */
export interface TestLine {
  description: string;
  quantity: string;
  unitPrice: string;
}

/** What {@link insertOrder} wrote. */
export interface TestOrder {
  purchaseOrderId: string;
  number: string;
  requisitionId: string;
  lineIds: string[];
  requisitionLineIds: string[];
}

/**
 * Writes an ordered requisition and a purchase order in `state` (SENT by default) behind it, as the
 * requisition and purchase-order flows leave them: the requisition lines ordered in full, the order lines
 * linked to them, the total the exact sum of the lines. For delivery and overview tests.
 */
export async function insertOrder(
  db: Db,
  options: {
    shipId: string;
    categoryId: string | null;
    lines: TestLine[];
    state?: string;
    billed?: string;
    currency?: string;
  },
): Promise<TestOrder> {
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).limit(1);
  if (!vendor) throw new Error('no vendor seeded');
  const tag = unique('T')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-10)
    .toUpperCase();
  const currency = options.currency ?? 'USD';
  const [req] = await db
    .insert(requisitions)
    .values({
      number: `REQ-T-${tag}`,
      shipId: options.shipId,
      title: 'Deck stores for the test',
      department: 'deck',
      categoryId: options.categoryId,
      state: 'ORDERED',
      currency,
    })
    .returning({ id: requisitions.id });
  const reqLines = await db
    .insert(requisitionLines)
    .values(
      options.lines.map((l, i) => ({
        requisitionId: req!.id,
        position: i + 1,
        description: l.description,
        quantity: l.quantity,
        unit: 'pcs',
        estimatedUnitPrice: l.unitPrice,
        orderedQuantity: l.quantity,
      })),
    )
    .returning({ id: requisitionLines.id });
  const totals = options.lines.map((l) => (Number(l.quantity) * Number(l.unitPrice)).toFixed(2));
  const total = totals.reduce((t, v) => (Number(t) + Number(v)).toFixed(2), '0');
  const number = `PO-T-${tag}`;
  const [po] = await db
    .insert(purchaseOrders)
    .values({
      number,
      shipId: options.shipId,
      vendorId: vendor.id,
      categoryId: options.categoryId,
      state: options.state ?? 'SENT',
      currency,
      subtotal: total,
      total,
      baseCurrency: 'USD',
      rate: '1',
      totalBase: total,
      billedAmount: options.billed ?? '0',
    })
    .returning({ id: purchaseOrders.id });
  const lines = await db
    .insert(purchaseOrderLines)
    .values(
      options.lines.map((l, i) => ({
        purchaseOrderId: po!.id,
        position: i + 1,
        requisitionLineId: reqLines[i]!.id,
        description: l.description,
        quantity: l.quantity,
        unit: 'pcs',
        unitPrice: l.unitPrice,
        lineTotal: totals[i]!,
      })),
    )
    .returning({ id: purchaseOrderLines.id });
  return {
    purchaseOrderId: po!.id,
    number,
    requisitionId: req!.id,
    lineIds: lines.map((l) => l.id),
    requisitionLineIds: reqLines.map((l) => l.id),
  };
}

/** The stored state and delivered quantities of an order and the requisition behind it. */
export async function orderProgress(db: Db, order: TestOrder) {
  const [po] = await db
    .select({ state: purchaseOrders.state })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, order.purchaseOrderId));
  const poLines = await db
    .select({ id: purchaseOrderLines.id, delivered: purchaseOrderLines.deliveredQuantity })
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.id, order.lineIds));
  const [req] = await db
    .select({ state: requisitions.state })
    .from(requisitions)
    .where(eq(requisitions.id, order.requisitionId));
  const reqLines = await db
    .select({ id: requisitionLines.id, received: requisitionLines.receivedQuantity })
    .from(requisitionLines)
    .where(inArray(requisitionLines.id, order.requisitionLineIds));
  return {
    poState: po?.state,
    delivered: order.lineIds.map((id) => Number(poLines.find((l) => l.id === id)?.delivered)),
    requisitionState: req?.state,
    received: order.requisitionLineIds.map((id) => Number(reqLines.find((l) => l.id === id)?.received)),
  };
}

/** Writes a requisition in `state` with priced lines (nothing ordered); returns its id and line ids. */
export async function insertRequisition(
  db: Db,
  options: { shipId: string; categoryId: string | null; state: string; lines: TestLine[]; priority?: number },
) {
  const tag = unique('R')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-10)
    .toUpperCase();
  const [req] = await db
    .insert(requisitions)
    .values({
      number: `REQ-T-${tag}`,
      shipId: options.shipId,
      title: 'Engine spares for the test',
      department: 'engine',
      priority: options.priority ?? 0,
      categoryId: options.categoryId,
      state: options.state,
      currency: 'USD',
    })
    .returning({ id: requisitions.id });
  const lines = await db
    .insert(requisitionLines)
    .values(
      options.lines.map((l, i) => ({
        requisitionId: req!.id,
        position: i + 1,
        description: l.description,
        quantity: l.quantity,
        unit: 'pcs',
        estimatedUnitPrice: l.unitPrice,
      })),
    )
    .returning({ id: requisitionLines.id });
  return { id: req!.id, lineIds: lines.map((l) => l.id) };
}
