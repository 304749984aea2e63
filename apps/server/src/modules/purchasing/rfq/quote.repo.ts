import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ships } from '../../fleet/ship.table';
import { companyConfig } from '../../config/config.table';
import { vendors } from '../vendor/vendor.table';
import { quoteAttachments, quoteLines, quotes, rfqInvitations, rfqLines, rfqs } from './rfq.table';

/** The invitation of a link token (by its hash) with the RFQ, ship, vendor and buyer it belongs to. */
export async function findByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      invitationId: rfqInvitations.id,
      invitationState: rfqInvitations.state,
      invitationVersion: rfqInvitations.version,
      tokenExpiresAt: rfqInvitations.tokenExpiresAt,
      revokedAt: rfqInvitations.revokedAt,
      viewedAt: rfqInvitations.viewedAt,
      declineReason: rfqInvitations.declineReason,
      vendorId: rfqInvitations.vendorId,
      vendorName: vendors.name,
      rfqId: rfqs.id,
      rfqNumber: rfqs.number,
      rfqState: rfqs.state,
      shipId: rfqs.shipId,
      shipName: ships.name,
      deadline: rfqs.deadline,
      currency: rfqs.currency,
      deliveryPort: rfqs.deliveryPort,
      deliveryFrom: rfqs.deliveryFrom,
      deliveryTo: rfqs.deliveryTo,
      notes: rfqs.notes,
      buyerName: sql<string>`coalesce((select ${companyConfig.companyName} from ${companyConfig} limit 1), 'Keel')`,
    })
    .from(rfqInvitations)
    .innerJoin(rfqs, eq(rfqs.id, rfqInvitations.rfqId))
    .innerJoin(ships, eq(ships.id, rfqs.shipId))
    .innerJoin(vendors, eq(vendors.id, rfqInvitations.vendorId))
    .where(eq(rfqInvitations.tokenHash, tokenHash));
  return row;
}
/** A link's invitation with its RFQ. */
export type LinkRow = NonNullable<Awaited<ReturnType<typeof findByTokenHash>>>;

/** The lines vendors price (public view: no requisition ids). */
export async function publicLinesOf(db: DbOrTx, rfqId: string) {
  return db
    .select({
      id: rfqLines.id,
      position: rfqLines.position,
      description: rfqLines.description,
      impaCode: rfqLines.impaCode,
      makerPartNumber: rfqLines.makerPartNumber,
      maker: rfqLines.maker,
      quantity: rfqLines.quantity,
      unit: rfqLines.unit,
      remarks: rfqLines.remarks,
    })
    .from(rfqLines)
    .where(eq(rfqLines.rfqId, rfqId))
    .orderBy(asc(rfqLines.position));
}

/** Every revision of one invitation's quote, newest first. */
export async function quotesOfInvitation(db: DbOrTx, invitationId: string) {
  return db.select().from(quotes).where(eq(quotes.invitationId, invitationId)).orderBy(desc(quotes.revision));
}
/** A stored quote revision. */
export type QuoteRecord = typeof quotes.$inferSelect;

/** The lines of quote revisions. */
export async function linesOfQuotes(db: DbOrTx, quoteIds: string[]) {
  if (quoteIds.length === 0) return [];
  return db
    .select()
    .from(quoteLines)
    .innerJoin(rfqLines, eq(rfqLines.id, quoteLines.rfqLineId))
    .where(inArray(quoteLines.quoteId, quoteIds))
    .orderBy(asc(rfqLines.position))
    .then((rows) => rows.map((r) => r.quote_lines));
}

/** The attachments of quote revisions (no storage keys leave the server). */
export async function attachmentsOf(db: DbOrTx, quoteIds: string[]) {
  if (quoteIds.length === 0) return [];
  return db
    .select({
      id: quoteAttachments.id,
      quoteId: quoteAttachments.quoteId,
      fileName: quoteAttachments.fileName,
      contentType: quoteAttachments.contentType,
      size: quoteAttachments.size,
    })
    .from(quoteAttachments)
    .where(inArray(quoteAttachments.quoteId, quoteIds))
    .orderBy(asc(quoteAttachments.createdAt));
}

/** One attachment with the invitation and RFQ of its quote (for access checks on download). */
export async function findAttachment(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: quoteAttachments.id,
      storageKey: quoteAttachments.storageKey,
      fileName: quoteAttachments.fileName,
      contentType: quoteAttachments.contentType,
      size: quoteAttachments.size,
      sha256: quoteAttachments.sha256,
      invitationId: quotes.invitationId,
      quoteStatus: quotes.status,
      rfqId: rfqInvitations.rfqId,
    })
    .from(quoteAttachments)
    .innerJoin(quotes, eq(quotes.id, quoteAttachments.quoteId))
    .innerJoin(rfqInvitations, eq(rfqInvitations.id, quotes.invitationId))
    .where(eq(quoteAttachments.id, id));
  return row;
}

/** Inserts a draft revision; returns its row. */
export async function insertQuote(tx: DbOrTx, values: typeof quotes.$inferInsert) {
  const [row] = await tx.insert(quotes).values(values).returning();
  if (!row) throw new Error('the quote was not written');
  return row;
}

/** Updates a draft if its version is `version` (bumps it); false when stale or no longer a draft. */
export async function updateDraft(
  tx: DbOrTx,
  id: string,
  version: number,
  patch: Partial<typeof quotes.$inferInsert>,
) {
  const rows = await tx
    .update(quotes)
    .set({ ...patch, version: sql`${quotes.version} + 1`, updatedAt: new Date() })
    .where(and(eq(quotes.id, id), eq(quotes.version, version), eq(quotes.status, 'DRAFT')))
    .returning({ id: quotes.id });
  return rows.length === 1;
}

/** Replaces the lines of a draft. */
export async function replaceLines(
  tx: DbOrTx,
  quoteId: string,
  lines: Omit<typeof quoteLines.$inferInsert, 'quoteId'>[],
) {
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  if (lines.length > 0) await tx.insert(quoteLines).values(lines.map((l) => ({ ...l, quoteId })));
}

/** Marks earlier submitted revisions of an invitation SUPERSEDED. */
export async function supersedeOthers(tx: DbOrTx, invitationId: string, keepId: string) {
  await tx
    .update(quotes)
    .set({ status: 'SUPERSEDED', version: sql`${quotes.version} + 1`, updatedAt: new Date() })
    .where(and(eq(quotes.invitationId, invitationId), eq(quotes.status, 'SUBMITTED'), ne(quotes.id, keepId)));
}

/** Locks a quote revision row. */
export async function lockQuote(tx: DbOrTx, invitationId: string, revision: number) {
  const [row] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.invitationId, invitationId), eq(quotes.revision, revision)))
    .for('update');
  return row;
}

/** Inserts an attachment row. */
export async function insertAttachment(tx: DbOrTx, values: typeof quoteAttachments.$inferInsert) {
  const [row] = await tx.insert(quoteAttachments).values(values).returning({ id: quoteAttachments.id });
  return row;
}

/** How many attachments a revision has. */
export async function attachmentCount(db: DbOrTx, quoteId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quoteAttachments)
    .where(eq(quoteAttachments.quoteId, quoteId));
  return row?.n ?? 0;
}

/** A quote revision with its vendor. */
export type QuoteRow = Awaited<ReturnType<typeof submittedQuotesOf>>[number];

/** Every submitted (or superseded) revision of an RFQ's quotes, with the vendor. */
export async function submittedQuotesOf(db: DbOrTx, rfqId: string) {
  return db
    .select({
      id: quotes.id,
      invitationId: quotes.invitationId,
      vendorId: rfqInvitations.vendorId,
      vendorName: vendors.name,
      revision: quotes.revision,
      status: quotes.status,
      currency: quotes.currency,
      validUntil: quotes.validUntil,
      leadTimeDays: quotes.leadTimeDays,
      discountPercent: quotes.discountPercent,
      freight: quotes.freight,
      portCharges: quotes.portCharges,
      remarks: quotes.remarks,
      submittedAt: quotes.submittedAt,
      updatedAt: quotes.updatedAt,
    })
    .from(quotes)
    .innerJoin(rfqInvitations, eq(rfqInvitations.id, quotes.invitationId))
    .innerJoin(vendors, eq(vendors.id, rfqInvitations.vendorId))
    .where(and(eq(rfqInvitations.rfqId, rfqId), sql`${quotes.status} <> 'DRAFT'`));
}

/** The lines of quotes with the RFQ line each answers. */
export async function quoteLinesWithRfqLine(db: DbOrTx, quoteIds: string[]) {
  if (quoteIds.length === 0) return [];
  return db
    .select({
      id: quoteLines.id,
      quoteId: quoteLines.quoteId,
      rfqLineId: quoteLines.rfqLineId,
      requisitionLineId: rfqLines.requisitionLineId,
      position: rfqLines.position,
      description: rfqLines.description,
      impaCode: rfqLines.impaCode,
      makerPartNumber: rfqLines.makerPartNumber,
      maker: rfqLines.maker,
      unit: rfqLines.unit,
      requestedQuantity: rfqLines.quantity,
      unitPrice: quoteLines.unitPrice,
      discountPercent: quoteLines.discountPercent,
      availableQuantity: quoteLines.availableQuantity,
      leadTimeDays: quoteLines.leadTimeDays,
      partType: quoteLines.partType,
      offeredPartNumber: quoteLines.offeredPartNumber,
      remarks: quoteLines.remarks,
    })
    .from(quoteLines)
    .innerJoin(rfqLines, eq(rfqLines.id, quoteLines.rfqLineId))
    .where(inArray(quoteLines.quoteId, quoteIds))
    .orderBy(asc(rfqLines.position));
}
