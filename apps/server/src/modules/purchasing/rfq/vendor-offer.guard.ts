import { canVendorSubmit, type RfqInvitationState, type RfqState } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { hashToken } from '../../../lib/tokens';
import * as quoteRepo from './quote.repo';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The message of a link that matches no invitation (never says whether it ever existed). */
export const INVALID_LINK =
  'This link is not valid. Check that you opened the whole link from the e-mail, or ask the buyer for a new one.';

/** Finds the invitation of a link token: 403 for a missing, malformed or unknown token. */
export async function resolveLink(db: DbOrTx, token: string | undefined): Promise<quoteRepo.LinkRow> {
  if (!token || !TOKEN_SHAPE.test(token)) throw new HttpError(403, INVALID_LINK);
  const row = await quoteRepo.findByTokenHash(db, hashToken(token));
  if (!row) throw new HttpError(403, INVALID_LINK);
  return row;
}

/**
 * Why the vendor may not even read the RFQ any more: it was awarded or cancelled, the link was revoked
 * or has expired (410 with the message the page shows). Reading stays possible after the deadline.
 */
export function assertReadable(row: quoteRepo.LinkRow, now: Date): void {
  if (row.rfqState === 'AWARDED')
    throw new HttpError(
      410,
      'This request has been awarded; it no longer accepts quotes. Thank you for your interest.',
    );
  if (row.rfqState === 'CANCELLED') throw new HttpError(410, 'This request has been cancelled by the buyer.');
  if (row.revokedAt)
    throw new HttpError(410, 'This link has been revoked. Ask the buyer to send you a new one.');
  if (row.tokenExpiresAt.getTime() <= now.getTime()) throw new HttpError(410, 'This link has expired.');
  if (row.rfqState === 'DRAFT') throw new HttpError(403, INVALID_LINK);
}

/** Whether the vendor may still save, submit or decline (the domain's `canVendorSubmit`). */
export function writeCheck(row: quoteRepo.LinkRow, now: Date) {
  return canVendorSubmit({
    deadline: row.deadline,
    now,
    rfqState: row.rfqState as RfqState,
    invitationState: row.invitationState as RfqInvitationState,
    tokenRevokedAt: row.revokedAt,
    tokenExpiresAt: row.tokenExpiresAt,
  });
}

/**
 * Throws unless the vendor may write now: 410 once the RFQ is closed to them (deadline, award,
 * cancel, revoked or expired link), 409 after they declined. Nothing is changed either way.
 */
export function assertWritable(row: quoteRepo.LinkRow, now: Date): void {
  assertReadable(row, now);
  const check = writeCheck(row, now);
  if (check.ok) return;
  throw new HttpError(row.invitationState === 'DECLINED' && now <= row.deadline ? 409 : 410, check.message);
}

/** The audit actor of a vendor acting through their link. */
export function vendorActor(row: quoteRepo.LinkRow) {
  return { id: null, name: `Vendor: ${row.vendorName}` };
}
