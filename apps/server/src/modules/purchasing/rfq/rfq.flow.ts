import {
  currentQuoteRevision,
  rfqInvitationMachine,
  rfqMachine,
  transition,
  type RfqInvitationState,
  type RfqState,
} from '@keel/domain';
import type { DbOrTx, Tx } from '../../../db/client';
import { conflict, notFound, staleVersion } from '../../../lib/http-error';
import type { AuditActor } from '../../audit/audit.service';
import { recordAudit } from '../../audit/audit.service';
import * as quoteRepo from './quote.repo';
import * as repo from './rfq.repo';
import { sendRegretMails } from './rfq-closing-mail';

/** A priced line of a vendor's current quote, with the RFQ line it answers. */
export interface AwardableQuoteLine {
  /** The quote line id (what the award body names as `quoteLineId`). */
  id: string;
  rfqLineId: string;
  requisitionLineId: string;
  position: number;
  description: string;
  impaCode: string | null;
  makerPartNumber: string | null;
  maker: string | null;
  unit: string;
  /** The quantity the RFQ asked for. */
  requestedQuantity: string;
  unitPrice: string;
  /** Line discount, percent. */
  discountPercent: string;
  availableQuantity: string;
  leadTimeDays: number | null;
  /** 0 Genuine, 1 OEM, 2 Compatible. */
  partType: number;
  offeredPartNumber: string | null;
  remarks: string;
}

/** A vendor's current (highest submitted) quote revision of an RFQ. */
export interface AwardableQuote {
  quoteId: string;
  invitationId: string;
  vendorId: string;
  vendorName: string;
  revision: number;
  currency: string;
  validUntil: string | null;
  leadTimeDays: number | null;
  /** Discount over the whole quote, percent. */
  discountPercent: string;
  freight: string;
  portCharges: string;
  remarks: string;
  submittedAt: Date;
  /** Only lines with a price and an available quantity (what can be ordered). */
  lines: AwardableQuoteLine[];
}

/**
 * For PO's award: the current submitted revision of every vendor that quoted the RFQ (declined,
 * lapsed and draft-only vendors are left out), with the priced lines. 404 for an unknown RFQ.
 */
export async function awardableQuotes(tx: DbOrTx, rfqId: string): Promise<AwardableQuote[]> {
  const rfq = await repo.findRfq(tx, rfqId);
  if (!rfq) throw notFound('RFQ');
  const revisions = await quoteRepo.submittedQuotesOf(tx, rfqId);
  const byInvitation = new Map<string, quoteRepo.QuoteRow[]>();
  for (const q of revisions)
    byInvitation.set(q.invitationId, [...(byInvitation.get(q.invitationId) ?? []), q]);
  const current = [...byInvitation.values()]
    .map((list) => currentQuoteRevision(list))
    .filter((q): q is quoteRepo.QuoteRow => q !== undefined);
  const lines = await quoteRepo.quoteLinesWithRfqLine(
    tx,
    current.map((q) => q.id),
  );
  return current.map((q) => ({
    quoteId: q.id,
    invitationId: q.invitationId,
    vendorId: q.vendorId,
    vendorName: q.vendorName,
    revision: q.revision,
    currency: q.currency,
    validUntil: q.validUntil,
    leadTimeDays: q.leadTimeDays,
    discountPercent: q.discountPercent,
    freight: q.freight,
    portCharges: q.portCharges,
    remarks: q.remarks,
    submittedAt: q.submittedAt ?? q.updatedAt,
    lines: lines
      .filter((l) => l.quoteId === q.id && l.unitPrice !== null && l.availableQuantity !== null)
      .map((l) => ({
        id: l.id,
        rfqLineId: l.rfqLineId,
        requisitionLineId: l.requisitionLineId,
        position: l.position,
        description: l.description,
        impaCode: l.impaCode,
        makerPartNumber: l.makerPartNumber,
        maker: l.maker,
        unit: l.unit,
        requestedQuantity: l.requestedQuantity,
        unitPrice: l.unitPrice ?? '0',
        discountPercent: l.discountPercent,
        availableQuantity: l.availableQuantity ?? '0',
        leadTimeDays: l.leadTimeDays,
        partType: l.partType,
        offeredPartNumber: l.offeredPartNumber,
        remarks: l.remarks,
      })),
  }));
}

/**
 * For PO's award, in the award's transaction: the RFQ becomes AWARDED (409 unless it is SENT; 409
 * `staleVersion` when `version` is given and is not the stored one), unanswered invitations (INVITED,
 * VIEWED) become LAPSED and every vendor link of the RFQ is revoked. Writes the audit row.
 */
export async function markRfqAwarded(
  tx: Tx,
  rfqId: string,
  actor: AuditActor,
  version?: number,
): Promise<void> {
  const rfq = await repo.lockRfq(tx, rfqId);
  if (!rfq) throw notFound('RFQ');
  if (version !== undefined && rfq.version !== version) throw staleVersion('The RFQ');
  const step = transition(rfqMachine, rfq.state as RfqState, 'award');
  if (!step.ok) throw conflict(step.message);
  const now = new Date();
  const invitations = await repo.invitationsOf(tx, rfqId);
  const lapsing = invitations.filter(
    (i) => transition(rfqInvitationMachine, i.state as RfqInvitationState, 'lapse').ok,
  );
  await repo.lapseInvitations(
    tx,
    lapsing.map((i) => i.id),
  );
  await repo.revokeAllLinks(tx, rfqId, now);
  await repo.setRfqState(tx, rfqId, rfq.version, { state: step.to, awardedAt: now });
  await recordAudit(tx, actor, {
    action: 'award',
    entity: 'rfq',
    entityId: rfqId,
    shipId: rfq.shipId,
    before: { state: rfq.state, version: rfq.version },
    after: { state: step.to, lapsedInvitations: lapsing.map((i) => i.id) },
  });
}

/**
 * For PO's award, in its transaction after the orders are made: the regret e-mail to every vendor who
 * quoted and won nothing (`winnerVendorIds` are the vendors of the orders). Writes the audit row.
 */
export async function notifyUnsuccessfulVendors(
  tx: Tx,
  rfqId: string,
  winnerVendorIds: readonly string[],
  actor: AuditActor,
): Promise<void> {
  const mailed = await sendRegretMails(tx, rfqId, winnerVendorIds, new Date());
  if (mailed.length === 0) return;
  const rfq = await repo.findRfq(tx, rfqId);
  await recordAudit(tx, actor, {
    action: 'send_regret',
    entity: 'rfq',
    entityId: rfqId,
    shipId: rfq?.shipId ?? null,
    after: { vendors: mailed.map((m) => m.vendorName) },
  });
}
