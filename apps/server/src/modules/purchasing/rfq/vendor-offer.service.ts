import {
  canEditQuoteRevision,
  nextQuoteRevision,
  rfqInvitationMachine,
  transition,
  type RfqInvitationState,
  type SaveQuote,
  type VendorOffer,
} from '@keel/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { recordAudit } from '../../audit/audit.service';
import { noticeQuoteReceived } from '../../notifications/purchasing-notices';
import * as quoteRepo from './quote.repo';
import * as repo from './rfq.repo';
import { rfqs } from './rfq.table';
import { assertReadable, assertWritable, resolveLink, vendorActor } from './vendor-offer.guard';
import { offerOf } from './vendor-offer.view';

/**
 * Runs a vendor write in one transaction: the RFQ row is share-locked (an award or cancel waits, or
 * goes first and the vendor is refused) and the invitation row locked (one write per vendor at a time,
 * so a double submit sees the first one's result); the link is read again under the locks and checked.
 */
async function vendorWrite<T>(
  db: Db,
  token: string | undefined,
  work: (tx: Tx, row: quoteRepo.LinkRow, now: Date) => Promise<T>,
) {
  const first = await resolveLink(db, token);
  assertWritable(first, new Date());
  return db.transaction(async (tx) => {
    await tx.select({ id: rfqs.id }).from(rfqs).where(eq(rfqs.id, first.rfqId)).for('share');
    await repo.lockInvitation(tx, first.invitationId);
    const row = await resolveLink(tx, token);
    const now = new Date();
    assertWritable(row, now);
    return work(tx, row, now);
  });
}

/**
 * `GET /public/vendor/offer`: the RFQ as this vendor may see it, with their own draft and submitted
 * revisions. The first look marks the invitation VIEWED (with the time). 403 for an unknown link, 410
 * once the RFQ is awarded or cancelled or the link is revoked or expired.
 */
export async function getOffer(db: Db, token: string | undefined): Promise<VendorOffer> {
  const now = new Date();
  const row = await resolveLink(db, token);
  assertReadable(row, now);
  if (row.invitationState === 'INVITED' && row.deadline.getTime() > now.getTime()) {
    await db.transaction(async (tx) => {
      const locked = await repo.lockInvitation(tx, row.invitationId);
      const step = locked && transition(rfqInvitationMachine, locked.state as RfqInvitationState, 'view');
      if (!locked || !step?.ok) return;
      await repo.updateInvitation(tx, row.invitationId, locked.version, { state: step.to, viewedAt: now });
      await recordAudit(tx, vendorActor(row), {
        action: 'view',
        entity: 'rfq_invitation',
        entityId: row.invitationId,
        shipId: row.shipId,
        before: { state: locked.state },
        after: { state: step.to, viewedAt: now },
      });
    });
    return offerOf(db, { ...row, invitationState: 'VIEWED' }, now);
  }
  return offerOf(db, row, now);
}

/**
 * `PUT /public/vendor/offer/draft`: saves the vendor's draft. Without a draft, a new revision is
 * started (a submitted revision is never changed); with one, `version` must be the draft's version.
 */
export async function saveDraft(db: Db, token: string | undefined, body: SaveQuote): Promise<VendorOffer> {
  try {
    return await vendorWrite(db, token, async (tx, row, now) => {
      const lines = await quoteRepo.publicLinesOf(tx, row.rfqId);
      body.lines.forEach((line, index) => {
        if (!lines.some((l) => l.id === line.rfqLineId))
          throw badRequest(`lines.${index}.rfqLineId`, 'is not a line of this request');
      });
      const revisions = await quoteRepo.quotesOfInvitation(tx, row.invitationId);
      const draft = revisions.find((q) => q.status === 'DRAFT');
      const values = {
        currency: body.currency,
        validUntil: body.validUntil,
        leadTimeDays: body.leadTimeDays,
        discountPercent: body.discountPercent,
        freight: body.freight,
        portCharges: body.portCharges,
        remarks: body.remarks,
      };
      let quoteId: string;
      if (draft) {
        if (body.version !== undefined && body.version !== draft.version) throw staleVersion('Your draft');
        if (!(await quoteRepo.updateDraft(tx, draft.id, draft.version, values)))
          throw staleVersion('Your draft');
        quoteId = draft.id;
      } else {
        const created = await quoteRepo.insertQuote(tx, {
          ...values,
          invitationId: row.invitationId,
          revision: nextQuoteRevision(
            revisions.map((q) => ({ revision: q.revision, submittedAt: q.submittedAt })),
          ),
          status: 'DRAFT',
        });
        quoteId = created.id;
      }
      await quoteRepo.replaceLines(
        tx,
        quoteId,
        body.lines.map((l) => ({
          rfqLineId: l.rfqLineId,
          unitPrice: l.unitPrice,
          discountPercent: l.discountPercent,
          availableQuantity: l.availableQuantity,
          leadTimeDays: l.leadTimeDays,
          partType: l.partType,
          offeredPartNumber: l.offeredPartNumber,
          remarks: l.remarks,
        })),
      );
      const offer = await offerOf(tx, row, now);
      await recordAudit(tx, vendorActor(row), {
        action: draft ? 'update_draft' : 'start_revision',
        entity: 'quote',
        entityId: quoteId,
        shipId: row.shipId,
        after: offer.draft,
      });
      return offer;
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'quotes_one_draft_key') ||
      isUniqueViolation(error, 'quotes_invitation_revision_key')
    )
      throw conflict('Your draft was saved from another window at the same moment; reload the page');
    throw error;
  }
}

/**
 * `POST /public/vendor/offer/submit`: the draft revision becomes SUBMITTED (immutable), earlier
 * submitted revisions SUPERSEDED and the invitation QUOTED. A second submit of the same draft (double
 * click, two tabs at once) waits for the first under the invitation lock and gets 409: one revision.
 */
export async function submitQuote(
  db: Db,
  token: string | undefined,
  body: { revision: number; version: number },
): Promise<VendorOffer> {
  return vendorWrite(db, token, async (tx, row, now) => {
    const quote = await quoteRepo.lockQuote(tx, row.invitationId, body.revision);
    if (!quote) throw notFound(`Revision ${body.revision}`);
    const editable = canEditQuoteRevision({ revision: quote.revision, submittedAt: quote.submittedAt });
    if (!editable.ok) throw conflict(editable.message);
    if (quote.version !== body.version) throw staleVersion('Your draft');
    const lines = await quoteRepo.linesOfQuotes(tx, [quote.id]);
    if (!lines.some((l) => l.unitPrice !== null && l.availableQuantity !== null))
      throw badRequest('lines', 'price at least one line before submitting');
    const step = transition(rfqInvitationMachine, row.invitationState as RfqInvitationState, 'quote');
    if (!step.ok) throw conflict(step.message);
    if (
      !(await quoteRepo.updateDraft(tx, quote.id, quote.version, { status: 'SUBMITTED', submittedAt: now }))
    )
      throw staleVersion('Your draft');
    await quoteRepo.supersedeOthers(tx, row.invitationId, quote.id);
    await repo.updateInvitation(tx, row.invitationId, null, { state: step.to });
    const offer = await offerOf(tx, { ...row, invitationState: step.to }, now);
    await recordAudit(tx, vendorActor(row), {
      action: 'submit',
      entity: 'quote',
      entityId: quote.id,
      shipId: row.shipId,
      before: { status: 'DRAFT', invitationState: row.invitationState },
      after: offer.submitted[0],
    });
    const rfq = { id: row.rfqId, number: row.rfqNumber, shipId: row.shipId };
    await noticeQuoteReceived(tx, vendorActor(row), rfq, row.vendorName);
    return offer;
  });
}

/**
 * `POST /public/vendor/offer/decline`: INVITED/VIEWED → DECLINED with the vendor's reason. A vendor who
 * has quoted cannot decline (409); their draft, if any, stays.
 */
export async function declineOffer(db: Db, token: string | undefined, reason: string): Promise<VendorOffer> {
  return vendorWrite(db, token, async (tx, row, now) => {
    const step = transition(rfqInvitationMachine, row.invitationState as RfqInvitationState, 'decline');
    if (!step.ok)
      throw conflict(
        row.invitationState === 'QUOTED'
          ? 'You have already submitted a quote; it stays with the buyer'
          : step.message,
      );
    await repo.updateInvitation(tx, row.invitationId, null, {
      state: step.to,
      declinedAt: now,
      declineReason: reason,
    });
    await recordAudit(tx, vendorActor(row), {
      action: 'decline',
      entity: 'rfq_invitation',
      entityId: row.invitationId,
      shipId: row.shipId,
      before: { state: row.invitationState },
      after: { state: step.to, declineReason: reason },
    });
    return offerOf(tx, { ...row, invitationState: step.to, declineReason: reason }, now);
  });
}
