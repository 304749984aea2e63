import { normalizeDecimal, type VendorOffer, type VendorQuote } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import * as quoteRepo from './quote.repo';
import { writeCheck } from './vendor-offer.guard';

const plain = (value: string | null) => (value === null ? null : normalizeDecimal(value));

/** The public page's data: the vendor's own invitation, RFQ lines and their own revisions only. */
export async function offerOf(db: DbOrTx, row: quoteRepo.LinkRow, now: Date): Promise<VendorOffer> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const lines = await quoteRepo.publicLinesOf(db, row.rfqId);
  const revisions = await quoteRepo.quotesOfInvitation(db, row.invitationId);
  const ids = revisions.map((q) => q.id);
  const quoteLines = await quoteRepo.linesOfQuotes(db, ids);
  const attachments = await quoteRepo.attachmentsOf(db, ids);
  const toQuote = (q: quoteRepo.QuoteRecord): VendorQuote => ({
    revision: q.revision,
    status: q.status as VendorQuote['status'],
    currency: q.currency,
    validUntil: q.validUntil,
    leadTimeDays: q.leadTimeDays,
    discountPercent: normalizeDecimal(q.discountPercent),
    freight: normalizeDecimal(q.freight),
    portCharges: normalizeDecimal(q.portCharges),
    remarks: q.remarks,
    submittedAt: q.submittedAt?.toISOString() ?? null,
    updatedAt: q.updatedAt.toISOString(),
    version: q.version,
    lines: quoteLines
      .filter((l) => l.quoteId === q.id)
      .map((l) => ({
        rfqLineId: l.rfqLineId,
        unitPrice: plain(l.unitPrice),
        discountPercent: normalizeDecimal(l.discountPercent),
        availableQuantity: plain(l.availableQuantity),
        leadTimeDays: l.leadTimeDays,
        partType: l.partType,
        offeredPartNumber: l.offeredPartNumber,
        remarks: l.remarks,
      })),
    attachments: attachments
      .filter((a) => a.quoteId === q.id)
      .map((a) => ({ id: a.id, fileName: a.fileName, contentType: a.contentType, size: a.size })),
  });
  const check = writeCheck(row, now);
  const draft = revisions.find((q) => q.status === 'DRAFT');
  return {
    buyerName: row.buyerName,
    vendorName: row.vendorName,
    rfqNumber: row.rfqNumber,
    rfqState: row.rfqState as VendorOffer['rfqState'],
    invitationState: row.invitationState as VendorOffer['invitationState'],
    shipName: row.shipName,
    deadline: row.deadline.toISOString(),
    currency: row.currency,
    deliveryPort: row.deliveryPort,
    deliveryFrom: row.deliveryFrom,
    deliveryTo: row.deliveryTo,
    notes: row.notes,
    open: check.ok,
    closedMessage: check.ok ? null : check.message,
    declineReason: row.declineReason,
    lines: lines.map((l) => ({ ...l, quantity: normalizeDecimal(l.quantity) })),
    draft: draft ? toQuote(draft) : null,
    submitted: revisions.filter((q) => q.status !== 'DRAFT').map(toQuote),
  };
}
