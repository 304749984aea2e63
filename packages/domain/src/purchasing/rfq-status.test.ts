import { describe, expect, it } from 'vitest';
import type {
  RfqEvent,
  RfqInvitationEvent,
  RfqInvitationState,
  RfqState,
  VendorSubmitCheck,
} from './rfq-status';
import {
  canEditQuoteRevision,
  canStartQuoteRevision,
  canVendorSubmit,
  currentQuoteRevision,
  duplicateVendors,
  formatUtc,
  invitationsToLapse,
  nextQuoteRevision,
  RFQ_INVITATION_STATES,
  RFQ_STATES,
  rfqInvitationMachine,
  rfqMachine,
} from './rfq-status';
import { transition } from './status-machine';

const RFQ: Record<RfqEvent, { from: RfqState[]; to: RfqState; action: string | null }> = {
  send: { from: ['DRAFT'], to: 'SENT', action: 'requesting_for_quotation' },
  award: { from: ['SENT'], to: 'AWARDED', action: 'create_purchase_order' },
  cancel: { from: ['DRAFT', 'SENT'], to: 'CANCELLED', action: 'requesting_for_quotation' },
};

const INVITATION: Record<RfqInvitationEvent, { from: RfqInvitationState[]; to: RfqInvitationState }> = {
  view: { from: ['INVITED'], to: 'VIEWED' },
  quote: { from: ['INVITED', 'VIEWED', 'QUOTED'], to: 'QUOTED' },
  decline: { from: ['INVITED', 'VIEWED'], to: 'DECLINED' },
  lapse: { from: ['INVITED', 'VIEWED'], to: 'LAPSED' },
};

describe('RFQ machine', () => {
  const cases = (Object.keys(RFQ) as RfqEvent[]).flatMap((event) =>
    RFQ_STATES.map((state) => ({ event, state, allowed: RFQ[event].from.includes(state) })),
  );

  it('lists exactly the expected events', () => {
    expect([...rfqMachine.events].sort()).toEqual(Object.keys(RFQ).sort());
  });

  it.each(cases.filter((c) => c.allowed))('$event is allowed from $state', ({ event, state }) => {
    expect(transition(rfqMachine, state, event)).toMatchObject({
      ok: true,
      to: RFQ[event].to,
      action: RFQ[event].action,
    });
  });

  it.each(cases.filter((c) => !c.allowed))('$event is refused from $state', ({ event, state }) => {
    expect(transition(rfqMachine, state, event)).toEqual({
      ok: false,
      message: `Cannot ${event} an RFQ in state ${state}`,
    });
  });
});

describe('invitation machine', () => {
  const cases = (Object.keys(INVITATION) as RfqInvitationEvent[]).flatMap((event) =>
    RFQ_INVITATION_STATES.map((state) => ({ event, state, allowed: INVITATION[event].from.includes(state) })),
  );

  it.each(cases.filter((c) => c.allowed))('$event is allowed from $state', ({ event, state }) => {
    expect(transition(rfqInvitationMachine, state, event)).toMatchObject({
      ok: true,
      to: INVITATION[event].to,
      action: null,
    });
  });

  it.each(cases.filter((c) => !c.allowed))('$event is refused from $state', ({ event, state }) => {
    expect(transition(rfqInvitationMachine, state, event)).toEqual({
      ok: false,
      message: `Cannot ${event} an invitation in state ${state}`,
    });
  });

  it('names who acts: the vendor, or the system for a lapse', () => {
    expect(transition(rfqInvitationMachine, 'VIEWED', 'quote')).toMatchObject({ actors: ['vendor'] });
    expect(transition(rfqInvitationMachine, 'VIEWED', 'lapse')).toMatchObject({ actors: ['system'] });
  });
});

describe('canVendorSubmit', () => {
  const open: VendorSubmitCheck = {
    deadline: '2026-03-01T12:00:00Z',
    now: '2026-02-20T08:00:00Z',
    rfqState: 'SENT',
    invitationState: 'VIEWED',
    tokenRevokedAt: null,
    tokenExpiresAt: '2026-03-15T00:00:00Z',
  };

  it.each([
    ['an open request', {}, { ok: true }],
    ['a quoted vendor revising', { invitationState: 'QUOTED' }, { ok: true }],
    ['exactly at the deadline', { now: '2026-03-01T12:00:00Z' }, { ok: true }],
    [
      'after the deadline',
      { now: '2026-03-01T12:00:01Z' },
      { ok: false, message: 'The reply deadline passed on 2026/03/01 12:00 UTC' },
    ],
    [
      'a lapsed invitation',
      { invitationState: 'LAPSED' },
      { ok: false, message: 'The reply deadline passed on 2026/03/01 12:00 UTC' },
    ],
    ['an awarded request', { rfqState: 'AWARDED' }, { ok: false, message: 'This request has been awarded' }],
    [
      'a cancelled request',
      { rfqState: 'CANCELLED' },
      { ok: false, message: 'This request has been cancelled' },
    ],
    [
      'a request not sent',
      { rfqState: 'DRAFT' },
      { ok: false, message: 'This request has not been sent yet' },
    ],
    [
      'a revoked link',
      { tokenRevokedAt: '2026-02-19T00:00:00Z' },
      { ok: false, message: 'This link has been revoked' },
    ],
    ['a link revoked later', { tokenRevokedAt: '2026-02-21T00:00:00Z' }, { ok: true }],
    [
      'an expired link',
      { tokenExpiresAt: '2026-02-20T07:59:59Z' },
      { ok: false, message: 'This link has expired' },
    ],
    [
      'a declined invitation',
      { invitationState: 'DECLINED' },
      { ok: false, message: 'You declined this request; ask the buyer to invite you again' },
    ],
    [
      'a revoked link to an awarded request',
      { tokenRevokedAt: '2026-02-19T00:00:00Z', rfqState: 'AWARDED' },
      { ok: false, message: 'This link has been revoked' },
    ],
  ] as const)('%s', (_, change, expected) => {
    expect(canVendorSubmit({ ...open, ...change })).toEqual(expected);
  });

  it('accepts Date objects', () => {
    expect(
      canVendorSubmit({ ...open, now: new Date('2026-04-01T00:00:00Z'), deadline: new Date(open.deadline) }),
    ).toEqual({
      ok: false,
      message: 'The reply deadline passed on 2026/03/01 12:00 UTC',
    });
    expect(formatUtc('2026-01-02T03:04:05+02:00')).toBe('2026/01/02 01:04 UTC');
  });

  it('lets a vendor start a new revision only without an open draft', () => {
    expect(canStartQuoteRevision(open, [{ revision: 1, submittedAt: '2026-02-10T00:00:00Z' }])).toEqual({
      ok: true,
    });
    expect(canStartQuoteRevision(open, [{ revision: 2, submittedAt: null }])).toEqual({
      ok: false,
      message: 'Revision 2 is still a draft; edit or submit it first',
    });
    expect(canStartQuoteRevision({ ...open, rfqState: 'AWARDED' }, [])).toEqual({
      ok: false,
      message: 'This request has been awarded',
    });
  });
});

describe('quote revisions and invitations', () => {
  const revisions = [
    { revision: 1, submittedAt: '2026-02-01T00:00:00Z' },
    { revision: 2, submittedAt: '2026-02-05T00:00:00Z' },
    { revision: 3, submittedAt: null },
  ];

  it('numbers the next revision and picks the highest submitted one', () => {
    expect(nextQuoteRevision([])).toBe(1);
    expect(nextQuoteRevision(revisions)).toBe(4);
    expect(currentQuoteRevision(revisions)?.revision).toBe(2);
    expect(currentQuoteRevision([{ revision: 1, submittedAt: null }])).toBeUndefined();
  });

  it('keeps a submitted revision immutable', () => {
    expect(canEditQuoteRevision({ revision: 3, submittedAt: null })).toEqual({ ok: true });
    expect(canEditQuoteRevision({ revision: 2, submittedAt: '2026-02-05T00:00:00Z' })).toEqual({
      ok: false,
      message: 'Revision 2 was submitted and cannot be changed; submit a new revision instead',
    });
  });

  it('lapses unanswered invitations after the deadline only', () => {
    const invitations = [
      { id: 'a', state: 'INVITED' as const },
      { id: 'b', state: 'VIEWED' as const },
      { id: 'c', state: 'QUOTED' as const },
      { id: 'd', state: 'DECLINED' as const },
    ];
    expect(invitationsToLapse(invitations, '2026-03-01T12:00:00Z', '2026-03-01T11:00:00Z')).toEqual([]);
    expect(
      invitationsToLapse(invitations, '2026-03-01T12:00:00Z', '2026-03-01T13:00:00Z').map((i) => i.id),
    ).toEqual(['a', 'b']);
  });

  it('finds vendors invited twice', () => {
    expect(duplicateVendors(['v1', 'v2', 'v1', 'v3', 'v2'])).toEqual(['v1', 'v2']);
    expect(duplicateVendors(['v1', 'v2'])).toEqual([]);
  });
});
