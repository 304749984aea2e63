import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { companyConfig } from '../../config/config.table';
import { ships } from '../../fleet/ship.table';
import { requisitionLines, requisitions } from '../requisition/requisition.table';
import { purchaseOrders } from '../purchase-order/purchase-order.table';
import { vendors } from '../vendor/vendor.table';
import { quotes, rfqInvitations, rfqLines, rfqRequisitions, rfqs } from './rfq.table';
import { readAll } from '../../../db/read-all';

const rfqColumns = {
  id: rfqs.id,
  number: rfqs.number,
  shipId: rfqs.shipId,
  shipName: ships.name,
  state: rfqs.state,
  deadline: rfqs.deadline,
  deliveryPort: rfqs.deliveryPort,
  deliveryFrom: rfqs.deliveryFrom,
  deliveryTo: rfqs.deliveryTo,
  currency: rfqs.currency,
  notes: rfqs.notes,
  createdAt: rfqs.createdAt,
  createdByName: rfqs.createdByName,
  sentAt: rfqs.sentAt,
  awardedAt: rfqs.awardedAt,
  cancelledAt: rfqs.cancelledAt,
  version: rfqs.version,
};

/** An RFQ row with its ship's name. */
export type RfqRow = Awaited<ReturnType<typeof findRfq>> & {};

/** One RFQ with its ship's name. */
export async function findRfq(db: DbOrTx, id: string) {
  const [row] = await db
    .select(rfqColumns)
    .from(rfqs)
    .innerJoin(ships, eq(ships.id, rfqs.shipId))
    .where(eq(rfqs.id, id));
  return row;
}

/** Locks an RFQ row for the rest of the transaction. */
export async function lockRfq(db: DbOrTx, id: string) {
  const [row] = await db.select().from(rfqs).where(eq(rfqs.id, id)).for('update');
  return row;
}

/** Filters of the RFQ list. */
export interface RfqFilter {
  shipIds: string[] | null;
  shipId?: string;
  state?: string;
  requisitionId?: string;
  pattern?: string;
}

const sortColumns = {
  number: rfqs.number,
  deadline: rfqs.deadline,
  createdAt: rfqs.createdAt,
  state: rfqs.state,
  shipName: ships.name,
} as const;

function whereOf(filter: RfqFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.shipIds)
    conditions.push(filter.shipIds.length ? inArray(rfqs.shipId, filter.shipIds) : sql`false`);
  if (filter.shipId) conditions.push(eq(rfqs.shipId, filter.shipId));
  if (filter.state) conditions.push(eq(rfqs.state, filter.state));
  if (filter.requisitionId)
    conditions.push(
      sql`exists (select 1 from ${rfqRequisitions} where ${rfqRequisitions.rfqId} = ${rfqs.id} and ${rfqRequisitions.requisitionId} = ${filter.requisitionId})`,
    );
  if (filter.pattern)
    conditions.push(
      or(
        ilike(rfqs.number, filter.pattern),
        ilike(ships.name, filter.pattern),
        sql`exists (select 1 from ${rfqRequisitions} join ${requisitions} on ${requisitions.id} = ${rfqRequisitions.requisitionId} where ${rfqRequisitions.rfqId} = ${rfqs.id} and ${requisitions.number} ilike ${filter.pattern})`,
        sql`exists (select 1 from ${rfqInvitations} join ${vendors} on ${vendors.id} = ${rfqInvitations.vendorId} where ${rfqInvitations.rfqId} = ${rfqs.id} and ${vendors.name} ilike ${filter.pattern})`,
      ),
    );
  return and(...conditions);
}

/** A page of RFQs with the invitation counts per state. */
export async function listRfqs(
  db: DbOrTx,
  filter: RfqFilter,
  page: { sort: { field: keyof typeof sortColumns; desc: boolean }; offset: number; limit: number },
) {
  const where = whereOf(filter);
  const column = sortColumns[page.sort.field];
  const count = (state: string) =>
    sql<number>`(select count(*)::int from ${rfqInvitations} where ${rfqInvitations.rfqId} = ${rfqs.id} and ${rfqInvitations.state} = ${state})`;
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select({
          ...rfqColumns,
          invited: sql<number>`(select count(*)::int from ${rfqInvitations} where ${rfqInvitations.rfqId} = ${rfqs.id})`,
          viewed: count('VIEWED'),
          quoted: count('QUOTED'),
          declined: count('DECLINED'),
        })
        .from(rfqs)
        .innerJoin(ships, eq(ships.id, rfqs.shipId))
        .where(where)
        .orderBy(page.sort.desc ? desc(column) : asc(column), desc(rfqs.id))
        .offset(page.offset)
        .limit(page.limit),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(rfqs)
        .innerJoin(ships, eq(ships.id, rfqs.shipId))
        .where(where),
  ] as const);
  return { rows, total: total?.n ?? 0 };
}

/** The requisitions (id, number, priority) of RFQs. */
export async function requisitionsOf(db: DbOrTx, rfqIds: string[]) {
  if (rfqIds.length === 0) return [];
  return db
    .select({
      rfqId: rfqRequisitions.rfqId,
      id: requisitions.id,
      number: requisitions.number,
      priority: requisitions.priority,
    })
    .from(rfqRequisitions)
    .innerJoin(requisitions, eq(requisitions.id, rfqRequisitions.requisitionId))
    .where(inArray(rfqRequisitions.rfqId, rfqIds))
    .orderBy(asc(requisitions.number));
}

/** The lines of an RFQ with the requisition each comes from. */
export async function linesOf(db: DbOrTx, rfqId: string) {
  return db
    .select({
      id: rfqLines.id,
      position: rfqLines.position,
      requisitionLineId: rfqLines.requisitionLineId,
      requisitionId: requisitions.id,
      requisitionNumber: requisitions.number,
      description: rfqLines.description,
      impaCode: rfqLines.impaCode,
      makerPartNumber: rfqLines.makerPartNumber,
      maker: rfqLines.maker,
      quantity: rfqLines.quantity,
      unit: rfqLines.unit,
      remarks: rfqLines.remarks,
    })
    .from(rfqLines)
    .innerJoin(requisitionLines, eq(requisitionLines.id, rfqLines.requisitionLineId))
    .innerJoin(requisitions, eq(requisitions.id, requisitionLines.requisitionId))
    .where(eq(rfqLines.rfqId, rfqId))
    .orderBy(asc(rfqLines.position));
}

/** The invitations of an RFQ with vendor facts and quote progress. */
export async function invitationsOf(db: DbOrTx, rfqId: string) {
  return db
    .select({
      id: rfqInvitations.id,
      vendorId: rfqInvitations.vendorId,
      vendorName: vendors.name,
      vendorCode: vendors.code,
      vendorEmail: vendors.email,
      state: rfqInvitations.state,
      sentAt: rfqInvitations.sentAt,
      viewedAt: rfqInvitations.viewedAt,
      declinedAt: rfqInvitations.declinedAt,
      declineReason: rfqInvitations.declineReason,
      tokenExpiresAt: rfqInvitations.tokenExpiresAt,
      revokedAt: rfqInvitations.revokedAt,
      version: rfqInvitations.version,
      currentRevision: sql<
        number | null
      >`(select max(${quotes.revision}) from ${quotes} where ${quotes.invitationId} = ${rfqInvitations.id} and ${quotes.status} <> 'DRAFT')`,
      submittedAt: sql<
        string | null
      >`(select max(${quotes.submittedAt}) from ${quotes} where ${quotes.invitationId} = ${rfqInvitations.id})`,
      hasDraft: sql<boolean>`exists (select 1 from ${quotes} where ${quotes.invitationId} = ${rfqInvitations.id} and ${quotes.status} = 'DRAFT')`,
    })
    .from(rfqInvitations)
    .innerJoin(vendors, eq(vendors.id, rfqInvitations.vendorId))
    .where(eq(rfqInvitations.rfqId, rfqId))
    .orderBy(asc(vendors.name));
}

/** The next RFQ number of a year (`RFQ-2026-00042`), serialised by an advisory lock for the transaction. */
export async function nextRfqNumber(tx: DbOrTx, year: number): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('keel.rfq_number'))`);
  const prefix = `RFQ-${year}-`;
  const [row] = await tx
    .select({
      n: sql<number>`coalesce(max(substring(${rfqs.number} from ${prefix.length + 1}::int)::int), 0)::int`,
    })
    .from(rfqs)
    .where(ilike(rfqs.number, `${prefix}%`));
  return `${prefix}${String((row?.n ?? 0) + 1).padStart(5, '0')}`;
}

/** Inserts an RFQ with its requisition links, lines and invitations; returns its id. */
export async function insertRfq(
  tx: DbOrTx,
  values: typeof rfqs.$inferInsert,
  requisitionIds: string[],
  lines: Omit<typeof rfqLines.$inferInsert, 'rfqId'>[],
  invitations: Omit<typeof rfqInvitations.$inferInsert, 'rfqId'>[],
): Promise<string> {
  const [row] = await tx.insert(rfqs).values(values).returning({ id: rfqs.id });
  if (!row) throw new Error('the RFQ was not written');
  await tx
    .insert(rfqRequisitions)
    .values(requisitionIds.map((requisitionId) => ({ rfqId: row.id, requisitionId })));
  await tx.insert(rfqLines).values(lines.map((l) => ({ ...l, rfqId: row.id })));
  await tx.insert(rfqInvitations).values(invitations.map((i) => ({ ...i, rfqId: row.id })));
  return row.id;
}

/** Changes an RFQ if its version is `version` (bumps it); false when stale. */
export async function setRfqState(
  tx: DbOrTx,
  id: string,
  version: number,
  patch: Partial<typeof rfqs.$inferInsert>,
) {
  const rows = await tx
    .update(rfqs)
    .set({ ...patch, version: sql`${rfqs.version} + 1`, updatedAt: new Date() })
    .where(and(eq(rfqs.id, id), eq(rfqs.version, version)))
    .returning({ id: rfqs.id });
  return rows.length === 1;
}

/** Changes an invitation (bumps its version); with `version`, only if it is the stored one. */
export async function updateInvitation(
  tx: DbOrTx,
  id: string,
  version: number | null,
  patch: Partial<typeof rfqInvitations.$inferInsert>,
) {
  const rows = await tx
    .update(rfqInvitations)
    .set({ ...patch, version: sql`${rfqInvitations.version} + 1`, updatedAt: new Date() })
    .where(and(eq(rfqInvitations.id, id), version === null ? undefined : eq(rfqInvitations.version, version)))
    .returning({ id: rfqInvitations.id });
  return rows.length === 1;
}

/** Locks an invitation row. */
export async function lockInvitation(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(rfqInvitations).where(eq(rfqInvitations.id, id)).for('update');
  return row;
}

/** Sets unanswered invitations to LAPSED. */
export async function lapseInvitations(tx: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .update(rfqInvitations)
    .set({ state: 'LAPSED', version: sql`${rfqInvitations.version} + 1`, updatedAt: new Date() })
    .where(inArray(rfqInvitations.id, ids));
}

/** Revokes every link of an RFQ not revoked yet. */
export async function revokeAllLinks(tx: DbOrTx, rfqId: string, at: Date) {
  await tx
    .update(rfqInvitations)
    .set({ revokedAt: at, updatedAt: at })
    .where(and(eq(rfqInvitations.rfqId, rfqId), isNull(rfqInvitations.revokedAt)));
}

/** The active vendors among `ids` (id, name, email). */
export async function vendorsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: vendors.id, name: vendors.name, email: vendors.email, active: vendors.active })
    .from(vendors)
    .where(inArray(vendors.id, ids));
}

/** The purchase orders an award made from an RFQ (id, number). */
export async function purchaseOrdersOf(db: DbOrTx, rfqId: string) {
  return db
    .select({ id: purchaseOrders.id, number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.rfqId, rfqId))
    .orderBy(asc(purchaseOrders.number));
}

/** The buyer's company name (company settings), shown to vendors. */
export async function buyerName(db: DbOrTx): Promise<string> {
  const [row] = await db.select({ name: companyConfig.companyName }).from(companyConfig).limit(1);
  return row?.name ?? 'Keel';
}

/** The ids of the requisitions an RFQ covers. */
export async function requisitionIdsOf(db: DbOrTx, rfqId: string): Promise<string[]> {
  const rows = await db
    .select({ id: rfqRequisitions.requisitionId })
    .from(rfqRequisitions)
    .where(eq(rfqRequisitions.rfqId, rfqId));
  return rows.map((r) => r.id);
}

/** Adds invitations to an existing RFQ. */
export async function insertInvitations(
  tx: DbOrTx,
  rfqId: string,
  invitations: Omit<typeof rfqInvitations.$inferInsert, 'rfqId'>[],
): Promise<void> {
  if (invitations.length > 0)
    await tx.insert(rfqInvitations).values(invitations.map((i) => ({ ...i, rfqId })));
}
