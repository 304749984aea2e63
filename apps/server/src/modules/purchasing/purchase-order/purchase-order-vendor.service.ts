import {
  VENDOR_LINK_PROBLEMS,
  applyPurchaseOrderEvent,
  formatDateTimeUtc,
  formatDayUtc,
  normalizeDecimal,
  plural,
  type PurchaseOrderState,
  type VendorDeclineBody,
  type VendorProposeDateBody,
  type VendorPurchaseOrder,
  type VendorReferenceBody,
  type VendorResponse,
  formatMoney,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { HttpError, conflict } from '../../../lib/http-error';
import { hashToken, randomToken } from '../../../lib/tokens';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { noticePurchaseOrder } from '../../notifications/purchasing-notices';
import { sendMail } from '../../mail/mailer';
import * as links from './purchase-order-link.repo';
import * as repo from './purchase-order.repo';
import { renderOrderDocument } from './purchase-order-pdf.service';
import { transitionOrder } from './purchase-order-workflow.service';
import { companyOf, linkState, purchaseOrderDetail } from './purchase-order.view';

const DAY_MS = 24 * 3600 * 1000;
const VENDOR = { id: null, name: 'Vendor (public page)' };

/** The states in which the vendor may enter or change their own order reference. */
const REFERENCE_STATES: readonly PurchaseOrderState[] = ['SENT', 'CONFIRMED', 'PARTIALLY_DELIVERED'];

/**
 * `POST …/:id/send` (create_purchase_order): APPROVED → SENT. A new vendor link (random token, only its
 * SHA-256 stored, expiring) replaces any earlier one, and the order goes to the vendor's e-mail with
 * `${publicUrl}/vendor/purchase-order?token=…` (outbox without SMTP).
 */
export function sendToVendor(
  db: Db,
  actor: Actor,
  id: string,
  body: { version: number; expiresInDays: number; message: string | null },
  publicUrl: string,
) {
  return transitionOrder(
    db,
    actor,
    id,
    body.version,
    'create_purchase_order',
    'send',
    async (tx, row, before) => {
      const step = applyPurchaseOrderEvent(row.state as PurchaseOrderState, 'send');
      if (!step.ok) throw conflict(step.message);
      const now = new Date();
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + body.expiresInDays * DAY_MS);
      await links.revokeLinks(tx, id, now);
      await links.insertLink(tx, {
        purchaseOrderId: id,
        revision: row.revision,
        tokenHash: hashToken(token),
        expiresAt,
      });
      const { companyName } = await companyOf(tx);
      const link = `${publicUrl}/vendor/purchase-order?token=${encodeURIComponent(token)}`;
      const window =
        before.supplyFrom || before.supplyTo
          ? `${formatDayUtc(before.supplyFrom) || '…'} to ${formatDayUtc(before.supplyTo) || '…'}`
          : 'to be agreed';
      await sendMail(tx, {
        to: before.vendorEmail,
        toName: before.vendorName,
        subject: `Purchase order ${before.number} rev. ${row.revision} from ${companyName} — ${before.shipName}`,
        text: [
          `Dear ${before.vendorName},`,
          '',
          `${companyName} places purchase order ${before.number} (revision ${row.revision}) for ${before.shipName}:`,
          `${plural(before.lines.length, 'line')}, total ${formatMoney(before.total, before.currency)}.`,
          `Delivery: ${before.deliveryPort ?? 'port to be advised'}, ${window}.`,
          ...(body.message ? ['', body.message] : []),
          '',
          'Please confirm the order, decline it, or propose another delivery date here:',
          link,
          '',
          `The link is personal to you and valid until ${formatDateTimeUtc(expiresAt)}.`,
        ].join('\n'),
        kind: 'purchase_order',
        refId: id,
      });
      return { state: step.to, sentAt: now };
    },
  );
}

/** 4xx for a link that does not open, with the clear message the public page shows. */
function linkError(kind: keyof typeof VENDOR_LINK_PROBLEMS): HttpError {
  const status = kind === 'missing' ? 400 : kind === 'unknown' ? 404 : 410;
  return new HttpError(status, VENDOR_LINK_PROBLEMS[kind]);
}

/** The order behind a token, checked: unknown, expired, revoked or another revision's link throws. */
async function openLink(db: DbOrTx, token: string | undefined, lock: boolean) {
  if (!token?.trim()) throw linkError('missing');
  const link = await links.linkByHash(db, hashToken(token.trim()), lock);
  if (!link) throw linkError('unknown');
  const order = lock ? await repo.lockPurchaseOrder(db, link.purchaseOrderId) : undefined;
  const row = await repo.findPurchaseOrder(db, link.purchaseOrderId);
  if (!row) throw linkError('unknown');
  const state = linkState(link, (order ?? row).revision);
  if (state === 'revoked' || row.state === 'CANCELLED') throw linkError('revoked');
  if (state === 'expired') throw linkError('expired');
  return { link, row };
}

/** The vendor's view: their order only (never another vendor's, never internal notes of others). */
async function vendorView(db: DbOrTx, id: string, expiresAt: Date): Promise<VendorPurchaseOrder> {
  const detail = await purchaseOrderDetail(db, id);
  const { companyName } = await companyOf(db);
  const agent = detail.agentId ? await repo.findAgent(db, detail.agentId) : undefined;
  return {
    number: detail.number,
    revision: detail.revision,
    state: detail.state,
    companyName,
    vendorName: detail.vendorName,
    shipName: detail.shipName,
    deliveryPort: detail.deliveryPort,
    agent: agent ? { name: agent.name, email: agent.email, phone: agent.phone } : null,
    supplyFrom: detail.supplyFrom,
    supplyTo: detail.supplyTo,
    paymentTermsDays: detail.paymentTermsDays,
    currency: detail.currency,
    lines: detail.lines.map((l) => ({
      position: l.position,
      description: l.description,
      impaCode: l.impaCode,
      makerPartNumber: l.makerPartNumber,
      partType: l.partType,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      discount: l.discount,
      lineTotal: l.lineTotal,
    })),
    subtotal: detail.subtotal,
    freight: detail.freight,
    portCharges: detail.portCharges,
    total: detail.total,
    notes: detail.notes,
    sentAt: detail.sentAt,
    expiresAt: expiresAt.toISOString(),
    vendorResponse: detail.vendorResponse,
    vendorProposedDate: detail.vendorProposedDate,
    vendorNote: detail.vendorNote,
    declineReason: detail.declineReason,
    vendorReference: detail.vendorReference,
    canSetReference: REFERENCE_STATES.includes(detail.state),
    canRespond: detail.state === 'SENT',
  };
}

/** `GET /public/vendor/purchase-order`: the order of the token; the first view is recorded. */
export async function viewAsVendor(db: Db, token: string | undefined): Promise<VendorPurchaseOrder> {
  return db.transaction(async (tx) => {
    const { link, row } = await openLink(tx, token, false);
    if (!link.viewedAt) {
      await links.touchLink(tx, link.id, { viewedAt: new Date() });
      await recordAudit(tx, VENDOR, {
        action: 'vendor_view',
        entity: 'purchase_order',
        entityId: row.id,
        shipId: row.shipId,
        after: { revision: link.revision },
      });
    }
    return vendorView(tx, row.id, link.expiresAt);
  });
}

type VendorAnswer =
  | { kind: 'confirm'; note: string | null }
  | { kind: 'decline'; body: VendorDeclineBody }
  | { kind: 'propose'; body: VendorProposeDateBody };

/**
 * `POST /public/vendor/purchase-order/confirm|decline|propose-date`: the vendor answers a SENT order.
 * Confirm → CONFIRMED, decline (with reason) → DECLINED, a proposed date keeps it SENT and records the
 * date and note for the buyer. Anything else (answered already, withdrawn) is a 409 and changes nothing.
 */
export async function answerAsVendor(
  db: Db,
  token: string | undefined,
  answer: VendorAnswer,
): Promise<VendorPurchaseOrder> {
  return db.transaction(async (tx) => {
    const { link, row } = await openLink(tx, token, true);
    const state = row.state as PurchaseOrderState;
    if (state !== 'SENT')
      throw conflict(
        state === 'CONFIRMED' || state === 'DECLINED'
          ? `This purchase order was already ${state.toLowerCase()}; nothing was changed`
          : `This purchase order is ${state.toLowerCase().replace('_', ' ')} and can no longer be answered here`,
      );
    const now = new Date();
    const base = { vendorRespondedAt: now, vendorRespondedBy: 'vendor' };
    let values: Parameters<typeof repo.updatePurchaseOrder>[3];
    let response: VendorResponse;
    if (answer.kind === 'confirm') {
      response = 'CONFIRMED';
      values = {
        ...base,
        state: 'CONFIRMED',
        confirmedAt: now,
        vendorResponse: response,
        ...(answer.note ? { vendorNote: answer.note } : {}),
      };
    } else if (answer.kind === 'decline') {
      response = 'DECLINED';
      values = { ...base, state: 'DECLINED', declineReason: answer.body.reason, vendorResponse: response };
    } else {
      response = 'PROPOSED_DATE';
      values = {
        ...base,
        vendorProposedDate: answer.body.date,
        vendorNote: answer.body.note,
        vendorResponse: response,
      };
    }
    if (!(await repo.updatePurchaseOrder(tx, row.id, row.version, values)))
      throw conflict('The purchase order was changed meanwhile; reload the page');
    await links.touchLink(tx, link.id, { respondedAt: now, ...(link.viewedAt ? {} : { viewedAt: now }) });
    await recordAudit(tx, VENDOR, {
      action: `vendor_${answer.kind === 'propose' ? 'propose_date' : answer.kind}`,
      entity: 'purchase_order',
      entityId: row.id,
      shipId: row.shipId,
      before: { state, vendorResponse: row.vendorResponse, vendorProposedDate: row.vendorProposedDate },
      after: {
        state: values.state ?? state,
        vendorResponse: response,
        ...(answer.kind === 'decline' ? { declineReason: answer.body.reason } : {}),
        ...(answer.kind === 'propose'
          ? { vendorProposedDate: answer.body.date, vendorNote: answer.body.note }
          : {}),
        total: normalizeDecimal(row.total),
      },
    });
    if (answer.kind === 'decline') await noticePurchaseOrder(tx, VENDOR, 'declined', row, answer.body.reason);
    return vendorView(tx, row.id, link.expiresAt);
  });
}

/**
 * `PUT /public/vendor/purchase-order/reference`: the vendor's own order reference (an empty text
 * clears it), stored on the order with an audit row; 409 once the order is past delivery, declined or
 * withdrawn. An unchanged reference writes nothing.
 */
export async function setVendorReference(
  db: Db,
  token: string | undefined,
  body: VendorReferenceBody,
): Promise<VendorPurchaseOrder> {
  return db.transaction(async (tx) => {
    const { link, row } = await openLink(tx, token, true);
    const state = row.state as PurchaseOrderState;
    if (!REFERENCE_STATES.includes(state))
      throw conflict(
        `This purchase order is ${state.toLowerCase().replaceAll('_', ' ')}; its reference can no longer be changed here`,
      );
    const reference = body.reference || null;
    if (reference !== row.vendorReference) {
      if (!(await repo.updatePurchaseOrder(tx, row.id, row.version, { vendorReference: reference })))
        throw conflict('The purchase order was changed meanwhile; reload the page');
      await recordAudit(tx, VENDOR, {
        action: 'vendor_reference',
        entity: 'purchase_order',
        entityId: row.id,
        shipId: row.shipId,
        before: { number: row.number, vendorReference: row.vendorReference },
        after: { number: row.number, vendorReference: reference },
      });
    }
    return vendorView(tx, row.id, link.expiresAt);
  });
}

/** `GET /public/vendor/purchase-order/pdf`: the A4 document of the order behind the token. */
export async function vendorPdf(db: Db, token: string | undefined) {
  const { row } = await openLink(db, token, false);
  return renderOrderDocument(db, await purchaseOrderDetail(db, row.id));
}
