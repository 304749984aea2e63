import {
  combineDiscounts,
  minDecimal,
  normalizeDecimal,
  purchaseOrderTotals,
  type InvitationQuotes,
  type StaffQuoteRevision,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import * as quoteRepo from './quote.repo';
import * as repo from './rfq.repo';
import { PURCHASE_ORDERS, loadRfq } from './rfq.guard';

const plain = (value: string | null) => (value === null ? null : normalizeDecimal(value));

/**
 * `GET /purchasing/rfqs/:rfqId/invitations/:invitationId/quotes` (get_quotes on the RFQ's ship): every
 * revision the vendor submitted, newest first — lines with the RFQ line they answer, prices, line
 * totals, charges, remarks, files and the submitted time. A draft the vendor has not submitted is never
 * shown. 404 for an invitation of another RFQ.
 */
export async function invitationQuotes(
  db: Db,
  actor: Actor,
  rfqId: string,
  invitationId: string,
): Promise<InvitationQuotes> {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  await loadRfq(db, actor, rfqId, 'get_quotes');
  // One after the other: the reads are small, and `db` may be a transaction's single connection.
  const invitation = (await repo.invitationsOf(db, rfqId)).find((i) => i.id === invitationId);
  if (!invitation) throw notFound('Invitation');
  const rfqLines = await repo.linesOf(db, rfqId);
  const revisions = (await quoteRepo.quotesOfInvitation(db, invitationId)).filter(
    (q) => q.status !== 'DRAFT',
  );
  const ids = revisions.map((q) => q.id);
  const lines = await quoteRepo.linesOfQuotes(db, ids);
  const attachments = await quoteRepo.attachmentsOf(db, ids);
  const toRevision = (q: quoteRepo.QuoteRecord): StaffQuoteRevision => {
    const own = lines.filter((l) => l.quoteId === q.id);
    const answered = rfqLines.flatMap((rfqLine) => {
      const l = own.find((x) => x.rfqLineId === rfqLine.id);
      if (!l) return [];
      const priced =
        l.unitPrice !== null && l.availableQuantity !== null
          ? {
              quantity: minDecimal(normalizeDecimal(l.availableQuantity), normalizeDecimal(rfqLine.quantity)),
              unitPrice: normalizeDecimal(l.unitPrice),
              discount: combineDiscounts(
                normalizeDecimal(l.discountPercent),
                normalizeDecimal(q.discountPercent),
              ),
            }
          : null;
      return [{ rfqLine, l, priced }];
    });
    const totals = purchaseOrderTotals({
      currency: q.currency,
      lines: answered.flatMap((a) => (a.priced ? [a.priced] : [])),
      freight: normalizeDecimal(q.freight),
      portCharges: normalizeDecimal(q.portCharges),
    });
    let pricedIndex = 0;
    return {
      quoteId: q.id,
      revision: q.revision,
      status: q.status as StaffQuoteRevision['status'],
      currency: q.currency,
      validUntil: q.validUntil,
      leadTimeDays: q.leadTimeDays,
      discountPercent: normalizeDecimal(q.discountPercent),
      freight: totals.freight,
      portCharges: totals.portCharges,
      remarks: q.remarks,
      submittedAt: q.submittedAt?.toISOString() ?? null,
      lines: answered.map(({ rfqLine, l, priced }) => ({
        rfqLineId: rfqLine.id,
        position: rfqLine.position,
        description: rfqLine.description,
        quantity: normalizeDecimal(rfqLine.quantity),
        unit: rfqLine.unit,
        unitPrice: plain(l.unitPrice),
        discountPercent: normalizeDecimal(l.discountPercent),
        availableQuantity: plain(l.availableQuantity),
        leadTimeDays: l.leadTimeDays,
        partType: l.partType,
        offeredPartNumber: l.offeredPartNumber,
        remarks: l.remarks,
        lineTotal: priced ? totals.lineTotals[pricedIndex++]! : null,
      })),
      total: totals.total,
      attachments: attachments
        .filter((a) => a.quoteId === q.id)
        .map((a) => ({ id: a.id, fileName: a.fileName, contentType: a.contentType, size: a.size })),
    };
  };
  return {
    invitationId,
    vendorId: invitation.vendorId,
    vendorName: invitation.vendorName,
    revisions: revisions.map(toRevision),
  };
}
