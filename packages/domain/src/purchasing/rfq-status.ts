import type { ActionName } from '../permissions/actions';
import type { TransitionSpec } from './status-machine';
import { defineMachine } from './status-machine';

/** States of a request for quotation (DOMAIN "Purchasing"). */
export const RFQ_STATES = ['DRAFT', 'SENT', 'AWARDED', 'CANCELLED'] as const;
/** An RFQ state. */
export type RfqState = (typeof RFQ_STATES)[number];

const rfqTransitions = {
  send: { from: ['DRAFT'], to: 'SENT', action: 'requesting_for_quotation' },
  award: { from: ['SENT'], to: 'AWARDED', action: 'create_purchase_order' },
  cancel: { from: ['DRAFT', 'SENT'], to: 'CANCELLED', action: 'requesting_for_quotation' },
} satisfies Record<string, TransitionSpec<RfqState, ActionName>>;

/** An RFQ event. */
export type RfqEvent = keyof typeof rfqTransitions;

/** RFQ: DRAFT → SENT (requesting_for_quotation) → AWARDED (create_purchase_order) / CANCELLED. */
export const rfqMachine = defineMachine<RfqState, RfqEvent, ActionName>({
  subject: 'an RFQ',
  states: RFQ_STATES,
  transitions: rfqTransitions,
});

/** States of one vendor's invitation to an RFQ. */
export const RFQ_INVITATION_STATES = ['INVITED', 'VIEWED', 'QUOTED', 'DECLINED', 'LAPSED'] as const;
/** An invitation state. */
export type RfqInvitationState = (typeof RFQ_INVITATION_STATES)[number];

const invitationTransitions = {
  view: { from: ['INVITED'], to: 'VIEWED', action: null, actors: ['vendor'] },
  quote: { from: ['INVITED', 'VIEWED', 'QUOTED'], to: 'QUOTED', action: null, actors: ['vendor'] },
  decline: { from: ['INVITED', 'VIEWED'], to: 'DECLINED', action: null, actors: ['vendor'] },
  lapse: { from: ['INVITED', 'VIEWED'], to: 'LAPSED', action: null, actors: ['system'], label: 'lapse' },
} satisfies Record<string, TransitionSpec<RfqInvitationState, ActionName>>;

/** An invitation event. */
export type RfqInvitationEvent = keyof typeof invitationTransitions;

/**
 * A vendor's invitation: INVITED → VIEWED → QUOTED / DECLINED / LAPSED. The vendor acts on the public
 * page (no staff action); the system lapses invitations unanswered at the deadline. A quoted vendor may
 * quote again (a new revision) until the deadline.
 */
export const rfqInvitationMachine = defineMachine<RfqInvitationState, RfqInvitationEvent, ActionName>({
  subject: 'an invitation',
  states: RFQ_INVITATION_STATES,
  transitions: invitationTransitions,
});

/** A point in time: an ISO 8601 string or a Date. */
export type Instant = string | Date;

function toTime(value: Instant, field: string): number {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`${field} is not a valid date-time: ${String(value)}`);
  return time;
}

/** `YYYY/MM/DD HH:mm UTC`, the date-time format of the UI. */
export function formatUtc(value: Instant): string {
  const iso = new Date(toTime(value, 'date')).toISOString();
  return `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)} ${iso.slice(11, 16)} UTC`;
}

/** What {@link canVendorSubmit} looks at. */
export interface VendorSubmitCheck {
  deadline: Instant;
  now: Instant;
  rfqState: RfqState;
  invitationState: RfqInvitationState;
  tokenRevokedAt?: Instant | null;
  tokenExpiresAt?: Instant | null;
}

/** Ok, or the message the vendor sees. */
export type VendorCheckResult = { ok: true } | { ok: false; message: string };

/**
 * Whether a vendor may submit (or save) a quote through the public link now. Checked in this order: a
 * revoked link, an RFQ no longer open (awarded, cancelled, not sent), a passed deadline, an expired
 * link, then the invitation (declined or lapsed).
 */
export function canVendorSubmit(check: VendorSubmitCheck): VendorCheckResult {
  const now = toTime(check.now, 'now');
  if (check.tokenRevokedAt && toTime(check.tokenRevokedAt, 'tokenRevokedAt') <= now)
    return { ok: false, message: 'This link has been revoked' };
  if (check.rfqState === 'AWARDED') return { ok: false, message: 'This request has been awarded' };
  if (check.rfqState === 'CANCELLED') return { ok: false, message: 'This request has been cancelled' };
  if (check.rfqState === 'DRAFT') return { ok: false, message: 'This request has not been sent yet' };
  if (now > toTime(check.deadline, 'deadline') || check.invitationState === 'LAPSED')
    return { ok: false, message: `The reply deadline passed on ${formatUtc(check.deadline)}` };
  if (check.tokenExpiresAt && toTime(check.tokenExpiresAt, 'tokenExpiresAt') <= now)
    return { ok: false, message: 'This link has expired' };
  if (check.invitationState === 'DECLINED')
    return { ok: false, message: 'You declined this request; ask the buyer to invite you again' };
  return { ok: true };
}

/** The invitations to lapse: unanswered (INVITED or VIEWED) once the deadline has passed. */
export function invitationsToLapse<I extends { state: RfqInvitationState }>(
  invitations: readonly I[],
  deadline: Instant,
  now: Instant,
): I[] {
  if (toTime(now, 'now') <= toTime(deadline, 'deadline')) return [];
  return invitations.filter((i) => i.state === 'INVITED' || i.state === 'VIEWED');
}

/** The vendor ids invited more than once (an RFQ invites each vendor once). */
export function duplicateVendors(vendorIds: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const id of vendorIds) (seen.has(id) ? duplicates : seen).add(id);
  return [...duplicates];
}

/** A stored revision of a vendor's quote. */
export interface QuoteRevisionInfo {
  revision: number;
  /** When the vendor submitted it; null while it is a draft. */
  submittedAt: Instant | null;
}

/** The revision number the next draft gets: one more than the highest so far (1 for the first). */
export function nextQuoteRevision(revisions: readonly QuoteRevisionInfo[]): number {
  return revisions.reduce((highest, r) => Math.max(highest, r.revision), 0) + 1;
}

/**
 * Whether a revision may still be edited: a draft may; a submitted revision is immutable and is
 * superseded by a new revision instead.
 */
export function canEditQuoteRevision(revision: QuoteRevisionInfo): VendorCheckResult {
  return revision.submittedAt === null
    ? { ok: true }
    : {
        ok: false,
        message: `Revision ${revision.revision} was submitted and cannot be changed; submit a new revision instead`,
      };
}

/** The revision that counts: the highest submitted one (it supersedes earlier ones); undefined if none. */
export function currentQuoteRevision<R extends QuoteRevisionInfo>(revisions: readonly R[]): R | undefined {
  let current: R | undefined;
  for (const r of revisions)
    if (r.submittedAt !== null && (!current || r.revision > current.revision)) current = r;
  return current;
}

/**
 * Whether the vendor may start a new draft revision: the submit rules apply, and there may be only one
 * open draft at a time.
 */
export function canStartQuoteRevision(
  check: VendorSubmitCheck,
  revisions: readonly QuoteRevisionInfo[],
): VendorCheckResult {
  const allowed = canVendorSubmit(check);
  if (!allowed.ok) return allowed;
  const draft = revisions.find((r) => r.submittedAt === null);
  return draft
    ? { ok: false, message: `Revision ${draft.revision} is still a draft; edit or submit it first` }
    : { ok: true };
}
