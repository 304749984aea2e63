import {
  normalizeDecimal,
  type RfqDetail,
  type RfqInvitation,
  type RfqState,
  type RfqSummary,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import * as repo from './rfq.repo';

type SummaryRow = Awaited<ReturnType<typeof repo.listRfqs>>['rows'][number];
type InvitationRow = Awaited<ReturnType<typeof repo.invitationsOf>>[number];

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** An RFQ row in the list's shape. */
export function toSummary(
  row: SummaryRow,
  requisitionNumbers: string[],
  /** One of its requisitions is urgent (priority 1). */
  urgent: boolean,
): RfqSummary {
  return {
    id: row.id,
    number: row.number,
    shipId: row.shipId,
    shipName: row.shipName,
    state: row.state as RfqState,
    deadline: row.deadline.toISOString(),
    currency: row.currency,
    deliveryPort: row.deliveryPort,
    deliveryFrom: row.deliveryFrom,
    deliveryTo: row.deliveryTo,
    requisitionNumbers,
    urgent,
    invited: row.invited,
    viewed: row.viewed,
    quoted: row.quoted,
    declined: row.declined,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    sentAt: iso(row.sentAt),
    version: row.version,
  };
}

/** Where a vendor link stands: never sent, usable, revoked, or past its expiry. */
export function linkStateOf(
  row: { sentAt: Date | null; revokedAt: Date | null; tokenExpiresAt: Date },
  now = new Date(),
) {
  if (!row.sentAt) return 'not_sent' as const;
  if (row.revokedAt) return 'revoked' as const;
  if (row.tokenExpiresAt.getTime() <= now.getTime()) return 'expired' as const;
  return 'active' as const;
}

/** An invitation in the API's shape (no token: only its hash is stored). */
export function toInvitation(row: InvitationRow, now = new Date()): RfqInvitation {
  return {
    id: row.id,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    vendorCode: row.vendorCode,
    vendorEmail: row.vendorEmail,
    state: row.state as RfqInvitation['state'],
    linkState: linkStateOf(row, now),
    sentAt: iso(row.sentAt),
    viewedAt: iso(row.viewedAt),
    declinedAt: iso(row.declinedAt),
    declineReason: row.declineReason,
    tokenExpiresAt: row.sentAt ? row.tokenExpiresAt.toISOString() : null,
    revokedAt: iso(row.revokedAt),
    currentRevision: row.currentRevision === null ? null : Number(row.currentRevision),
    submittedAt: iso(row.submittedAt),
    hasDraft: row.hasDraft,
    version: row.version,
  };
}

/** The RFQ with its requisitions, lines, invitations and the purchase orders of its award. */
export async function detailOf(db: DbOrTx, id: string): Promise<RfqDetail> {
  const row = await repo.findRfq(db, id);
  if (!row) throw notFound('RFQ');
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const requisitions = await repo.requisitionsOf(db, [id]);
  const lines = await repo.linesOf(db, id);
  const invitations = await repo.invitationsOf(db, id);
  const purchaseOrders = await repo.purchaseOrdersOf(db, id);
  const count = (state: string) => invitations.filter((i) => i.state === state).length;
  const summary = toSummary(
    {
      ...row,
      invited: invitations.length,
      viewed: count('VIEWED'),
      quoted: count('QUOTED'),
      declined: count('DECLINED'),
    },
    requisitions.map((r) => r.number),
    requisitions.some((r) => r.priority === 1),
  );
  return {
    ...summary,
    notes: row.notes,
    cancelledAt: iso(row.cancelledAt),
    awardedAt: iso(row.awardedAt),
    requisitions: requisitions.map((r) => ({ id: r.id, number: r.number })),
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      requisitionId: l.requisitionId,
      requisitionNumber: l.requisitionNumber,
      description: l.description,
      impaCode: l.impaCode,
      makerPartNumber: l.makerPartNumber,
      maker: l.maker,
      quantity: normalizeDecimal(l.quantity),
      unit: l.unit,
      remarks: l.remarks,
    })),
    invitations: invitations.map((i) => toInvitation(i)),
    purchaseOrders,
  };
}
