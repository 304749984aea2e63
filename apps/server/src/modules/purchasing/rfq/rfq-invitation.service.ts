import {
  rfqInvitationMachine,
  rfqLinkExpiry,
  transition,
  type RfqDetail,
  type RfqInvitationState,
} from '@keel/domain';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { conflict, notFound, staleVersion } from '../../../lib/http-error';
import { hashToken, randomToken } from '../../../lib/tokens';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './rfq.repo';
import { sendInvitationMail } from './rfq-mail';
import { PURCHASE_ORDERS, loadRfq } from './rfq.guard';
import { detailOf, toInvitation } from './rfq.view';

const SYSTEM = { id: null, name: 'System' };

/**
 * Gives each of `invitationIds` a fresh token (only the hash stored; any earlier link stops working),
 * an expiry of deadline + grace, the sent time, and queues the e-mail with the link.
 */
export async function sendLinks(
  tx: Tx,
  rfqId: string,
  invitationIds: string[],
  publicUrl: string,
  now: Date,
  resent = false,
): Promise<void> {
  const rfq = await repo.findRfq(tx, rfqId);
  if (!rfq) throw notFound('RFQ');
  const invitations = await repo.invitationsOf(tx, rfqId);
  const lines = await repo.linesOf(tx, rfqId);
  const buyer = await repo.buyerName(tx);
  const expiresAt = rfqLinkExpiry(rfq.deadline);
  for (const invitation of invitations.filter((i) => invitationIds.includes(i.id))) {
    const token = randomToken();
    await repo.updateInvitation(tx, invitation.id, null, {
      tokenHash: hashToken(token),
      tokenExpiresAt: expiresAt,
      sentAt: now,
      revokedAt: null,
    });
    await sendInvitationMail(tx, {
      invitationId: invitation.id,
      vendorName: invitation.vendorName,
      vendorEmail: invitation.vendorEmail,
      buyerName: buyer,
      rfqNumber: rfq.number,
      shipName: rfq.shipName,
      lineCount: lines.length,
      deadline: rfq.deadline,
      expiresAt,
      deliveryPort: rfq.deliveryPort,
      deliveryFrom: rfq.deliveryFrom,
      deliveryTo: rfq.deliveryTo,
      publicUrl,
      token,
      resent,
    });
  }
}

/**
 * Lapses the invitations of a SENT RFQ left unanswered (INVITED, VIEWED) once its deadline has
 * passed: the system's step, done when the RFQ is next read. One audit row per lapse run.
 */
export async function lapseOverdue(db: Db, rfqId: string, now = new Date()): Promise<void> {
  const rfq = await repo.findRfq(db, rfqId);
  if (!rfq || rfq.state !== 'SENT' || rfq.deadline.getTime() > now.getTime()) return;
  const invitations = await repo.invitationsOf(db, rfqId);
  const lapsing = invitations.filter(
    (i) => transition(rfqInvitationMachine, i.state as RfqInvitationState, 'lapse').ok,
  );
  if (lapsing.length === 0) return;
  await db.transaction(async (tx) => {
    await repo.lockRfq(tx, rfqId);
    await repo.lapseInvitations(
      tx,
      lapsing.map((i) => i.id),
    );
    await recordAudit(tx, SYSTEM, {
      action: 'lapse',
      entity: 'rfq',
      entityId: rfqId,
      shipId: rfq.shipId,
      after: { lapsedInvitations: lapsing.map((i) => ({ id: i.id, vendor: i.vendorName, from: i.state })) },
    });
  });
}

async function loadInvitation(tx: DbOrTx, rfqId: string, invitationId: string, version: number) {
  const invitation = await repo.lockInvitation(tx, invitationId);
  if (!invitation || invitation.rfqId !== rfqId) throw notFound('Invitation');
  if (invitation.version !== version) throw staleVersion('The invitation');
  const all = await repo.invitationsOf(tx, rfqId);
  const view = all.find((i) => i.id === invitationId);
  if (!view) throw notFound('Invitation');
  return { invitation, before: toInvitation(view) };
}

/** `POST …/invitations/:invitationId/revoke`: the vendor's link stops working at once (410 on the page). */
export async function revokeInvitation(
  db: Db,
  actor: Actor,
  rfqId: string,
  invitationId: string,
  version: number,
): Promise<RfqDetail> {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  const rfq = await loadRfq(db, actor, rfqId, 'requesting_for_quotation');
  return db.transaction(async (tx) => {
    const { invitation, before } = await loadInvitation(tx, rfqId, invitationId, version);
    if (!invitation.sentAt) throw conflict('This invitation has not been sent; there is no link to revoke');
    if (invitation.revokedAt) throw conflict('This link is already revoked');
    await repo.updateInvitation(tx, invitationId, version, { revokedAt: new Date() });
    const after = await detailOf(tx, rfqId);
    await recordAudit(tx, actor, {
      action: 'revoke_link',
      entity: 'rfq_invitation',
      entityId: invitationId,
      shipId: rfq.shipId,
      before,
      after: after.invitations.find((i) => i.id === invitationId),
    });
    return after;
  });
}

/**
 * `POST …/invitations/:invitationId/resend`: a new token and e-mail; the old link stops working.
 * Only while the RFQ is SENT and before the deadline, and not to a vendor who declined or lapsed.
 */
export async function resendInvitation(
  db: Db,
  actor: Actor,
  rfqId: string,
  invitationId: string,
  version: number,
  publicUrl: string,
): Promise<RfqDetail> {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  const rfq = await loadRfq(db, actor, rfqId, 'requesting_for_quotation');
  return db.transaction(async (tx) => {
    const locked = await repo.lockRfq(tx, rfqId);
    if (locked?.state !== 'SENT')
      throw conflict(`Links are resent only while the RFQ is SENT (it is ${locked?.state})`);
    const now = new Date();
    if (locked.deadline.getTime() <= now.getTime()) throw conflict('The reply deadline has passed');
    const { invitation, before } = await loadInvitation(tx, rfqId, invitationId, version);
    if (invitation.state === 'DECLINED' || invitation.state === 'LAPSED')
      throw conflict(`The vendor's invitation is ${invitation.state}; invite them in a new RFQ`);
    await sendLinks(tx, rfqId, [invitationId], publicUrl, now, true);
    const after = await detailOf(tx, rfqId);
    await recordAudit(tx, actor, {
      action: 'resend_link',
      entity: 'rfq_invitation',
      entityId: invitationId,
      shipId: rfq.shipId,
      before,
      after: after.invitations.find((i) => i.id === invitationId),
    });
    return after;
  });
}
