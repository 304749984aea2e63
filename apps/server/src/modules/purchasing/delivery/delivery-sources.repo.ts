import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ships } from '../../fleet/ship.table';
import { agents } from '../agent/agent.table';
import { purchaseOrderLines, purchaseOrders } from '../purchase-order/purchase-order.table';
import { vendors } from '../vendor/vendor.table';
import { supplyWindows } from './delivery.table';

/** Purchase order states goods may be delivered against (sent to the vendor, not fully delivered). */
export const DELIVERABLE_PO_STATES = ['SENT', 'CONFIRMED', 'PARTIALLY_DELIVERED'];

const poColumns = {
  id: purchaseOrders.id,
  number: purchaseOrders.number,
  shipId: purchaseOrders.shipId,
  shipName: ships.name,
  vendorName: vendors.name,
  state: purchaseOrders.state,
  agentId: purchaseOrders.agentId,
  deliveryPort: purchaseOrders.deliveryPort,
};

/** A purchase order with its ship's and vendor's names. */
export async function findPurchaseOrder(db: DbOrTx, id: string) {
  const [row] = await db
    .select(poColumns)
    .from(purchaseOrders)
    .innerJoin(ships, eq(ships.id, purchaseOrders.shipId))
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(eq(purchaseOrders.id, id))
    .limit(1);
  return row;
}

/**
 * The lines of purchase orders with what was delivered and what is still expected by deliveries from
 * the vendor that are neither received nor cancelled (transfers carry the PO line too and are left out).
 */
export function purchaseOrderLinesOf(db: DbOrTx, purchaseOrderIds: string[]) {
  if (purchaseOrderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: purchaseOrderLines.id,
      purchaseOrderId: purchaseOrderLines.purchaseOrderId,
      position: purchaseOrderLines.position,
      description: purchaseOrderLines.description,
      unit: purchaseOrderLines.unit,
      quantity: purchaseOrderLines.quantity,
      deliveredQuantity: purchaseOrderLines.deliveredQuantity,
      plannedQuantity: sql<string>`(SELECT coalesce(sum(l.expected_quantity), 0)::text FROM delivery_lines l
        JOIN deliveries d ON d.id = l.delivery_id
        WHERE l.purchase_order_line_id = purchase_order_lines.id AND d.source_delivery_id IS NULL
          AND d.state IN ('PLANNED', 'IN_TRANSIT', 'AT_AGENT'))`,
    })
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.purchaseOrderId, purchaseOrderIds))
    .orderBy(asc(purchaseOrderLines.purchaseOrderId), asc(purchaseOrderLines.position));
}

/** One page of the purchase orders goods may be delivered against. */
export async function listDeliverablePurchaseOrders(
  db: DbOrTx,
  filter: { shipIds: string[] | null; shipId?: string; pattern?: string },
  page: { offset: number; limit: number },
) {
  const where: SQL[] = [inArray(purchaseOrders.state, DELIVERABLE_PO_STATES)];
  if (filter.shipIds)
    where.push(filter.shipIds.length > 0 ? inArray(purchaseOrders.shipId, filter.shipIds) : sql`false`);
  if (filter.shipId) where.push(eq(purchaseOrders.shipId, filter.shipId));
  if (filter.pattern)
    where.push(
      or(
        ilike(purchaseOrders.number, filter.pattern),
        ilike(vendors.name, filter.pattern),
        ilike(ships.name, filter.pattern),
      )!,
    );
  const base = () =>
    db
      .select(poColumns)
      .from(purchaseOrders)
      .innerJoin(ships, eq(ships.id, purchaseOrders.shipId))
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .where(and(...where));
  const rows = await base()
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.number))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .innerJoin(ships, eq(ships.id, purchaseOrders.shipId))
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(and(...where));
  return { rows, total: total?.n ?? 0 };
}

const windowColumns = {
  id: supplyWindows.id,
  shipId: supplyWindows.shipId,
  shipName: ships.name,
  port: supplyWindows.port,
  fromDate: supplyWindows.fromDate,
  toDate: supplyWindows.toDate,
  agentId: supplyWindows.agentId,
  agentName: agents.name,
  notes: supplyWindows.notes,
  createdAt: supplyWindows.createdAt,
  version: supplyWindows.version,
};

function windows(db: DbOrTx) {
  return db
    .select(windowColumns)
    .from(supplyWindows)
    .innerJoin(ships, eq(ships.id, supplyWindows.shipId))
    .leftJoin(agents, eq(agents.id, supplyWindows.agentId));
}

/** A supply window with names. */
export async function findSupplyWindow(db: DbOrTx, id: string) {
  const [row] = await windows(db).where(eq(supplyWindows.id, id)).limit(1);
  return row;
}

/** One page of supply windows, latest first. */
export async function listSupplyWindows(
  db: DbOrTx,
  filter: { shipIds: string[] | null; shipId?: string; pattern?: string },
  page: { offset: number; limit: number },
) {
  const where: SQL[] = [];
  if (filter.shipIds)
    where.push(filter.shipIds.length > 0 ? inArray(supplyWindows.shipId, filter.shipIds) : sql`false`);
  if (filter.shipId) where.push(eq(supplyWindows.shipId, filter.shipId));
  if (filter.pattern)
    where.push(or(ilike(supplyWindows.port, filter.pattern), ilike(ships.name, filter.pattern))!);
  const condition = where.length > 0 ? and(...where) : undefined;
  const rows = await windows(db)
    .where(condition)
    .orderBy(desc(supplyWindows.fromDate), asc(supplyWindows.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(supplyWindows)
    .innerJoin(ships, eq(ships.id, supplyWindows.shipId))
    .where(condition);
  return { rows, total: total?.n ?? 0 };
}

/** Inserts a supply window; returns its id. */
export async function insertSupplyWindow(
  db: DbOrTx,
  values: typeof supplyWindows.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(supplyWindows).values(values).returning({ id: supplyWindows.id });
  return row!.id;
}

/** An agent's name and port, or undefined. */
export async function findAgent(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: agents.id, name: agents.name, portName: agents.portName, active: agents.active })
    .from(agents)
    .where(eq(agents.id, id))
    .limit(1);
  return row;
}
