import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { requisitionLines, requisitions } from './requisition.table';
import { rfqRequisitions, rfqs } from '../rfq/rfq.table';

/** The head of a requisition as the flow functions need it. */
export interface RequisitionHead {
  id: string;
  number: string;
  shipId: string;
  state: string;
  version: number;
}

/** A stored requisition line. */
export type RequisitionLineRow = typeof requisitionLines.$inferSelect;

const headColumns = {
  id: requisitions.id,
  number: requisitions.number,
  shipId: requisitions.shipId,
  state: requisitions.state,
  version: requisitions.version,
};

/** Locks the requisitions (ordered by id, so parallel callers never deadlock) and returns their heads. */
export async function lockRequisitions(db: DbOrTx, ids: readonly string[]): Promise<RequisitionHead[]> {
  if (ids.length === 0) return [];
  return db
    .select(headColumns)
    .from(requisitions)
    .where(inArray(requisitions.id, [...new Set(ids)]))
    .orderBy(asc(requisitions.id))
    .for('update');
}

/** The heads of these requisitions (no lock). */
export async function requisitionHeads(db: DbOrTx, ids: readonly string[]): Promise<RequisitionHead[]> {
  if (ids.length === 0) return [];
  return db
    .select(headColumns)
    .from(requisitions)
    .where(inArray(requisitions.id, [...new Set(ids)]));
}

/** The lines of these requisitions, by requisition and position. */
export async function linesOf(db: DbOrTx, requisitionIds: readonly string[]): Promise<RequisitionLineRow[]> {
  if (requisitionIds.length === 0) return [];
  return db
    .select()
    .from(requisitionLines)
    .where(inArray(requisitionLines.requisitionId, [...new Set(requisitionIds)]))
    .orderBy(asc(requisitionLines.requisitionId), asc(requisitionLines.position));
}

/** The lines with these ids (to find their requisitions). */
export async function linesByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<{ id: string; requisitionId: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: requisitionLines.id, requisitionId: requisitionLines.requisitionId })
    .from(requisitionLines)
    .where(inArray(requisitionLines.id, [...new Set(ids)]));
}

/** Writes a line's kept quantities and bumps its version. */
export async function setLineQuantities(
  db: DbOrTx,
  id: string,
  values: { orderedQuantity?: string; receivedQuantity?: string; cancelledQuantity?: string },
): Promise<void> {
  await db
    .update(requisitionLines)
    .set({ ...values, updatedAt: new Date(), version: sql`${requisitionLines.version} + 1` })
    .where(eq(requisitionLines.id, id));
}

/** Writes a requisition's state (plus any other columns) and bumps its version. */
export async function setRequisitionState(
  db: DbOrTx,
  id: string,
  values: Partial<typeof requisitions.$inferInsert> & { state: string },
): Promise<void> {
  await db
    .update(requisitions)
    .set({ ...values, updatedAt: new Date(), version: sql`${requisitions.version} + 1` })
    .where(eq(requisitions.id, id));
}

/** Of these requisitions, the ones still covered by an RFQ that is open (DRAFT or SENT). */
export async function requisitionsInOpenRfqs(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: rfqRequisitions.requisitionId })
    .from(rfqRequisitions)
    .innerJoin(rfqs, eq(rfqs.id, rfqRequisitions.rfqId))
    .where(and(inArray(rfqRequisitions.requisitionId, [...ids]), inArray(rfqs.state, ['DRAFT', 'SENT'])));
  return new Set(rows.map((r) => r.id));
}
