import {
  applyPurchaseOrderEvent,
  approvePurchaseOrder,
  cancelPurchaseOrder,
  isPositiveDecimal,
  negateDecimal,
  normalizeDecimal,
  revertPurchaseOrder,
  type PurchaseOrderDetail,
  type PurchaseOrderReasonBody,
  type PurchaseOrderState,
  type PurchaseOrderVersionBody,
  type VendorActionBody,
  formatMoney,
} from '@keel/domain';
import type { Db, Tx } from '../../../db/client';
import { conflict, staleVersion } from '../../../lib/http-error';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { sendMail } from '../../mail/mailer';
import { noticePurchaseOrder } from '../../notifications/purchasing-notices';
import { recordOrderedQuantities } from '../requisition/requisition.flow';
import * as links from './purchase-order-link.repo';
import * as repo from './purchase-order.repo';
import * as approvalRepo from './purchase-order-approval.repo';
import { PURCHASE_ORDERS, auditView, lockForChange } from './purchase-order.service';
import type { purchaseOrders } from './purchase-order.table';
import { approvalTiersOf, purchaseOrderDetail } from './purchase-order.view';

type Values = Partial<typeof purchaseOrders.$inferInsert>;

/**
 * Runs one transition in one transaction: locks the order (404 / 403 / 409 stale), lets `step` check
 * the rules and return the new values, writes them with the version check and one audit row.
 */
export async function transitionOrder(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
  action: Parameters<typeof lockForChange>[3],
  auditAction: string,
  step: (tx: Tx, row: repo.PurchaseOrderRecord, before: PurchaseOrderDetail) => Promise<Values>,
): Promise<PurchaseOrderDetail> {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, actor, id, action, version);
    const before = await purchaseOrderDetail(tx, id);
    const values = await step(tx, row, before);
    if (!(await repo.updatePurchaseOrder(tx, id, version, values))) throw staleVersion('The purchase order');
    const after = await purchaseOrderDetail(tx, id);
    await recordAudit(tx, actor, {
      action: auditAction,
      entity: 'purchase_order',
      entityId: id,
      shipId: row.shipId,
      before: auditView(before),
      after: auditView(after),
    });
    const notice = noticeOf(auditAction, row.state, after.state);
    if (notice)
      await noticePurchaseOrder(tx, actor, notice, row, values.sendBackReason ?? values.declineReason);
    return after;
  });
}

/** What to tell about a transition, if anything (approval requested, approved, sent back, declined). */
function noticeOf(auditAction: string, from: string, to: string) {
  if (from === to) return null;
  if (to === 'PENDING_APPROVAL') return 'submit' as const;
  if (to === 'APPROVED' && from === 'PENDING_APPROVAL') return 'approved' as const;
  if (auditAction === 'send_back') return 'send_back' as const;
  if (to === 'DECLINED') return 'declined' as const;
  return null;
}

function machineStep(state: string, event: Parameters<typeof applyPurchaseOrderEvent>[1], reason?: string) {
  const result = applyPurchaseOrderEvent(state as PurchaseOrderState, event, { reason: reason ?? null });
  if (!result.ok) throw conflict(result.message);
  return result.to;
}

/** `POST …/:id/submit` (create_purchase_order): DRAFT → PENDING_APPROVAL. */
export function submitPurchaseOrder(db: Db, actor: Actor, id: string, body: PurchaseOrderVersionBody) {
  return transitionOrder(
    db,
    actor,
    id,
    body.version,
    'create_purchase_order',
    'submit',
    async (_tx, row) => ({
      state: machineStep(row.state, 'submit'),
      submittedAt: new Date(),
      sendBackReason: null,
    }),
  );
}

/**
 * `POST …/:id/approve` (approve_purchase_order): one approval of the current revision, never by the
 * order's creator nor twice by one person; APPROVED once the amount tier's number of approvers is
 * reached. Two approvers at once: the row lock and version check let one win, the other gets 409.
 */
export function approvePurchaseOrderRoute(db: Db, actor: Actor, id: string, body: PurchaseOrderVersionBody) {
  return transitionOrder(
    db,
    actor,
    id,
    body.version,
    'approve_purchase_order',
    'approve',
    async (tx, row, before) => {
      const result = approvePurchaseOrder({
        state: row.state as PurchaseOrderState,
        createdBy: row.createdById ?? '',
        approverId: actor.id,
        approvedBy: before.approvals.map((a) => a.approverId),
        amountInBase: normalizeDecimal(row.totalBase),
        tiers: await approvalTiersOf(tx),
      });
      if (!result.ok) throw conflict(result.message);
      await approvalRepo.insertApproval(tx, {
        purchaseOrderId: id,
        revision: row.revision,
        approverId: actor.id,
        approverName: actor.name,
      });
      return { state: result.to, ...(result.to === 'APPROVED' ? { approvedAt: new Date() } : {}) };
    },
  );
}

/** `POST …/:id/send-back` (approve_purchase_order): PENDING_APPROVAL → DRAFT with a reason; approvals voided. */
export function sendBackPurchaseOrder(db: Db, actor: Actor, id: string, body: PurchaseOrderReasonBody) {
  return transitionOrder(
    db,
    actor,
    id,
    body.version,
    'approve_purchase_order',
    'send_back',
    async (tx, row) => {
      const to = machineStep(row.state, 'sendBack', body.reason);
      await approvalRepo.deleteApprovals(tx, id, row.revision);
      return { state: to, sendBackReason: body.reason, submittedAt: null };
    },
  );
}

/** `POST …/:id/vendor-action` (vendor_action): staff record the vendor's confirmation or decline. */
export function recordVendorAction(db: Db, actor: Actor, id: string, body: VendorActionBody) {
  return transitionOrder(db, actor, id, body.version, 'vendor_action', 'vendor_action', async (tx, row) => {
    const now = new Date();
    const link = await links.latestLink(tx, id);
    if (link && !link.revokedAt) await links.touchLink(tx, link.id, { respondedAt: now });
    const by = `${actor.name} (on behalf of the vendor)`;
    if (body.response === 'CONFIRMED')
      return {
        state: machineStep(row.state, 'confirm'),
        confirmedAt: now,
        vendorResponse: 'CONFIRMED',
        vendorRespondedAt: now,
        vendorRespondedBy: by,
        ...(body.note ? { vendorNote: body.note } : {}),
      };
    return {
      state: machineStep(row.state, 'decline'),
      declineReason: body.reason,
      vendorResponse: 'DECLINED',
      vendorRespondedAt: now,
      vendorRespondedBy: by,
    };
  });
}

/**
 * `POST …/:id/revert` (revert_purchase_order): APPROVED / SENT / CONFIRMED → DRAFT as a new revision.
 * The old revision is frozen in purchase_order_revisions, the vendor's link revoked and the approvals
 * voided (they belong to the old revision). The vendor is told when they had the order.
 */
export function revertPurchaseOrderRoute(db: Db, actor: Actor, id: string, body: PurchaseOrderReasonBody) {
  return transitionOrder(
    db,
    actor,
    id,
    body.version,
    'revert_purchase_order',
    'revert',
    async (tx, row, before) => {
      const result = revertPurchaseOrder(row.state as PurchaseOrderState, row.revision);
      if (!result.ok) throw conflict(result.message);
      if (before.delivered)
        throw conflict('Goods were delivered against this order; it can no longer be reverted');
      await approvalRepo.insertRevision(tx, {
        purchaseOrderId: id,
        revision: row.revision,
        snapshot: auditView(before),
        reason: body.reason,
        createdById: actor.id,
        createdByName: actor.name,
      });
      const now = new Date();
      const revoked = await links.revokeLinks(tx, id, now);
      if (revoked > 0 || row.sentAt)
        await tellVendor(tx, before, `revised: revision ${row.revision} is withdrawn`, body.reason);
      return {
        state: result.to,
        revision: result.revision,
        submittedAt: null,
        approvedAt: null,
        sentAt: null,
        confirmedAt: null,
        sendBackReason: null,
        vendorResponse: null,
        vendorRespondedAt: null,
        vendorRespondedBy: null,
        vendorProposedDate: null,
        vendorNote: null,
        declineReason: null,
      };
    },
  );
}

/**
 * `POST …/:id/cancel` (cancel_purchase_order): only while nothing is delivered or billed. The ordered
 * quantities go back to the requisitions, the vendor's link is revoked (and the vendor told).
 */
export function cancelPurchaseOrderRoute(db: Db, actor: Actor, id: string, body: PurchaseOrderReasonBody) {
  return transitionOrder(
    db,
    actor,
    id,
    body.version,
    'cancel_purchase_order',
    'cancel',
    async (tx, row, before) => {
      const result = cancelPurchaseOrder(
        row.state as PurchaseOrderState,
        before.lines.map((l) => ({
          quantity: l.quantity,
          deliveredQty: l.deliveredQuantity,
          billedQty: isPositiveDecimal(row.billedAmount) ? l.quantity : '0',
        })),
      );
      if (!result.ok) throw conflict(result.message);
      const changes = before.lines
        .filter((l) => l.requisitionLineId)
        .map((l) => ({ requisitionLineId: l.requisitionLineId!, delta: negateDecimal(l.quantity) }));
      if (changes.length > 0) await recordOrderedQuantities(tx, changes, actor);
      const now = new Date();
      const revoked = await links.revokeLinks(tx, id, now);
      if (revoked > 0 || row.sentAt) await tellVendor(tx, before, 'cancelled', body.reason);
      return { state: result.to, cancelReason: body.reason, cancelledAt: now };
    },
  );
}

/** Tells the vendor that an order they received was cancelled or revised (outbox / SMTP). */
async function tellVendor(tx: Tx, order: PurchaseOrderDetail, what: string, reason: string): Promise<void> {
  const total = formatMoney(order.total, order.currency);
  await sendMail(tx, {
    to: order.vendorEmail,
    toName: order.vendorName,
    subject: `Purchase order ${order.number} ${what.split(':')[0]}`,
    text: [
      `Dear ${order.vendorName},`,
      '',
      `Purchase order ${order.number} (${order.shipName}, ${total}) has been ${what}.`,
      `Reason: ${reason}`,
      '',
      'The link you received for it no longer works. Please do not ship against it until you hear from us.',
    ].join('\n'),
    kind: 'purchase_order_withdrawn',
    refId: order.id,
  });
}
