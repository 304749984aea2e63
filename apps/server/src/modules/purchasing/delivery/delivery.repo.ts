import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { ships } from '../../fleet/ship.table';
import { agents } from '../agent/agent.table';
import { purchaseOrders } from '../purchase-order/purchase-order.table';
import { vendors } from '../vendor/vendor.table';
import { urgentOrderSql } from '../requisition/requisition-urgency.repo';
import { deliveries, deliveryLines, supplyWindows } from './delivery.table';

const source = alias(deliveries, 'source_delivery');

const lineCount = sql<number>`(SELECT count(*)::int FROM delivery_lines dl WHERE dl.delivery_id = deliveries.id)`;

const columns = {
  id: deliveries.id,
  number: deliveries.number,
  shipId: deliveries.shipId,
  shipName: ships.name,
  purchaseOrderId: deliveries.purchaseOrderId,
  purchaseOrderNumber: purchaseOrders.number,
  vendorName: vendors.name,
  sourceDeliveryId: deliveries.sourceDeliveryId,
  sourceDeliveryNumber: source.number,
  state: deliveries.state,
  fromParty: deliveries.fromParty,
  toParty: deliveries.toParty,
  port: deliveries.port,
  agentId: deliveries.agentId,
  agentName: agents.name,
  supplyWindowId: deliveries.supplyWindowId,
  supplyPort: supplyWindows.port,
  supplyFrom: supplyWindows.fromDate,
  supplyTo: supplyWindows.toDate,
  eta: deliveries.eta,
  trackingNumber: deliveries.trackingNumber,
  senderName: deliveries.senderName,
  notes: deliveries.notes,
  receivedAt: deliveries.receivedAt,
  receivedByName: deliveries.receivedByName,
  discrepancyReport: deliveries.discrepancyReport,
  cancelReason: deliveries.cancelReason,
  lineCount,
  urgent: urgentOrderSql(deliveries.purchaseOrderId),
  createdAt: deliveries.createdAt,
  updatedAt: deliveries.updatedAt,
  version: deliveries.version,
};

/** A delivery with the names the API shows. */
export type DeliveryRow = Awaited<ReturnType<typeof findDelivery>> & {};

const sortColumns = {
  number: deliveries.number,
  shipName: sql`lower(${ships.name})`,
  state: deliveries.state,
  eta: deliveries.eta,
  createdAt: deliveries.createdAt,
  updatedAt: deliveries.updatedAt,
} as const;

/** Filters of the deliveries list. */
export interface DeliveryFilter {
  shipIds: string[] | null;
  kind: 'all' | 'purchase_order' | 'unassigned' | 'transfer';
  state?: string;
  shipId?: string;
  purchaseOrderId?: string;
  pattern?: string;
}

function whereOf(filter: DeliveryFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.shipIds)
    where.push(filter.shipIds.length > 0 ? inArray(deliveries.shipId, filter.shipIds) : sql`false`);
  if (filter.kind === 'transfer') where.push(isNotNull(deliveries.sourceDeliveryId));
  if (filter.kind === 'unassigned')
    where.push(isNull(deliveries.purchaseOrderId), isNull(deliveries.sourceDeliveryId));
  if (filter.kind === 'purchase_order')
    where.push(isNotNull(deliveries.purchaseOrderId), isNull(deliveries.sourceDeliveryId));
  if (filter.state) where.push(eq(deliveries.state, filter.state));
  if (filter.shipId) where.push(eq(deliveries.shipId, filter.shipId));
  if (filter.purchaseOrderId) where.push(eq(deliveries.purchaseOrderId, filter.purchaseOrderId));
  if (filter.pattern)
    where.push(
      or(
        ilike(deliveries.number, filter.pattern),
        ilike(ships.name, filter.pattern),
        ilike(purchaseOrders.number, filter.pattern),
        ilike(vendors.name, filter.pattern),
        ilike(deliveries.senderName, filter.pattern),
        ilike(deliveries.trackingNumber, filter.pattern),
        ilike(agents.name, filter.pattern),
      )!,
    );
  return where.length > 0 ? and(...where) : undefined;
}

function joined<T extends Record<string, unknown>>(db: DbOrTx, select: T) {
  return db
    .select(select as never)
    .from(deliveries)
    .innerJoin(ships, eq(ships.id, deliveries.shipId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, deliveries.purchaseOrderId))
    .leftJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(source, eq(source.id, deliveries.sourceDeliveryId))
    .leftJoin(agents, eq(agents.id, deliveries.agentId))
    .leftJoin(supplyWindows, eq(supplyWindows.id, deliveries.supplyWindowId));
}

/** One page of deliveries and the total. */
export async function listDeliveries(
  db: DbOrTx,
  filter: DeliveryFilter,
  page: { sort: { field: keyof typeof sortColumns; desc: boolean }; offset: number; limit: number },
) {
  const where = whereOf(filter);
  const column = sortColumns[page.sort.field];
  const rows = (await joined(db, columns)
    .where(where)
    .orderBy(
      page.sort.desc ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`,
      sql`${deliveries.number} DESC`,
    )
    .offset(page.offset)
    .limit(page.limit)) as unknown as NonNullable<Awaited<ReturnType<typeof findDelivery>>>[];
  const [total] = (await joined(db, { n: count() }).where(where)) as unknown as { n: number }[];
  return { rows, total: total?.n ?? 0 };
}

/** The delivery with this id, with names. */
export async function findDelivery(db: DbOrTx, id: string) {
  const [row] = await db
    .select(columns)
    .from(deliveries)
    .innerJoin(ships, eq(ships.id, deliveries.shipId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, deliveries.purchaseOrderId))
    .leftJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(source, eq(source.id, deliveries.sourceDeliveryId))
    .leftJoin(agents, eq(agents.id, deliveries.agentId))
    .leftJoin(supplyWindows, eq(supplyWindows.id, deliveries.supplyWindowId))
    .where(eq(deliveries.id, id))
    .limit(1);
  return row;
}

/** Locks a delivery row for the transaction; its ship and state, or undefined when it does not exist. */
export async function lockDelivery(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: deliveries.id, shipId: deliveries.shipId, version: deliveries.version })
    .from(deliveries)
    .where(eq(deliveries.id, id))
    .for('update');
  return row;
}

/** The lines of a delivery with the quantity passed on by transfers that are not cancelled. */
export async function linesOf(db: DbOrTx, deliveryId: string) {
  return db
    .select({
      id: deliveryLines.id,
      position: deliveryLines.position,
      purchaseOrderLineId: deliveryLines.purchaseOrderLineId,
      sourceLineId: deliveryLines.sourceLineId,
      description: deliveryLines.description,
      unit: deliveryLines.unit,
      expectedQuantity: deliveryLines.expectedQuantity,
      receivedQuantity: deliveryLines.receivedQuantity,
      rejectedQuantity: deliveryLines.rejectedQuantity,
      rejectReason: deliveryLines.rejectReason,
      transferredQuantity: sql<string>`(SELECT coalesce(sum(t.expected_quantity), 0)::text FROM delivery_lines t
        JOIN deliveries td ON td.id = t.delivery_id
        WHERE t.source_line_id = delivery_lines.id AND td.state <> 'CANCELLED')`,
    })
    .from(deliveryLines)
    .where(eq(deliveryLines.deliveryId, deliveryId))
    .orderBy(asc(deliveryLines.position));
}

/** A stored delivery line with its transferred quantity. */
export type DeliveryLineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** The transfers made from a delivery, oldest first. */
export function transfersOf(db: DbOrTx, deliveryId: string) {
  return db
    .select({
      id: deliveries.id,
      number: deliveries.number,
      state: deliveries.state,
      toParty: deliveries.toParty,
    })
    .from(deliveries)
    .where(eq(deliveries.sourceDeliveryId, deliveryId))
    .orderBy(asc(deliveries.createdAt));
}

/** The next free number `DEL-<year>-NNNNN`, serialised by a transaction-level advisory lock. */
export async function nextNumber(tx: DbOrTx, year: number): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('deliveries.number'))`);
  const prefix = `DEL-${year}-`;
  const [row] = await tx
    .select({ n: sql<number | null>`max(substring(${deliveries.number} from 10)::int)` })
    .from(deliveries)
    .where(ilike(deliveries.number, `${prefix}%`));
  return `${prefix}${String((row?.n ?? 0) + 1).padStart(5, '0')}`;
}

/** Inserts a delivery with its lines; returns its id. */
export async function insertDelivery(
  tx: DbOrTx,
  values: typeof deliveries.$inferInsert,
  lines: Omit<typeof deliveryLines.$inferInsert, 'deliveryId' | 'position'>[],
): Promise<string> {
  const [row] = await tx.insert(deliveries).values(values).returning({ id: deliveries.id });
  await tx
    .insert(deliveryLines)
    .values(lines.map((l, i) => ({ ...l, deliveryId: row!.id, position: i + 1 })));
  return row!.id;
}

/** Updates a delivery if its version is still `version` (bumping it); false otherwise. */
export async function updateDelivery(
  tx: DbOrTx,
  id: string,
  version: number,
  values: Partial<typeof deliveries.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(deliveries)
    .set({ ...values, version: sql`${deliveries.version} + 1`, updatedAt: new Date() })
    .where(and(eq(deliveries.id, id), eq(deliveries.version, version)))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

/** Writes a line's receipt or its PO link. */
export async function updateLine(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      typeof deliveryLines.$inferInsert,
      'receivedQuantity' | 'rejectedQuantity' | 'rejectReason' | 'purchaseOrderLineId'
    >
  >,
): Promise<void> {
  await tx.update(deliveryLines).set(values).where(eq(deliveryLines.id, id));
}

/** Locks the lines a transfer draws on (other transfers of the same lines wait). */
export async function lockLines(tx: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length > 0)
    await tx
      .select({ id: deliveryLines.id })
      .from(deliveryLines)
      .where(inArray(deliveryLines.id, ids))
      .for('update');
}
