import { describe, expect, it } from 'vitest';
import {
  allowedRevisionEvents,
  applyRevisionEvent,
  checkRevisionTransitionInput,
  hasAtMostOneEffective,
  planMakeEffective,
} from './revision-status';

describe('revision state machine', () => {
  it('walks DRAFT → IN_REVIEW → APPROVED → EFFECTIVE → SUPERSEDED → OBSOLETE', () => {
    const steps = [
      ['DRAFT', 'submit', 'IN_REVIEW', 'manage_documents'],
      ['IN_REVIEW', 'approve', 'APPROVED', 'approve_documents'],
      ['APPROVED', 'make-effective', 'EFFECTIVE', 'approve_documents'],
      ['EFFECTIVE', 'supersede', 'SUPERSEDED', null],
      ['SUPERSEDED', 'obsolete', 'OBSOLETE', 'approve_documents'],
    ] as const;
    for (const [from, event, to, action] of steps) {
      const result = applyRevisionEvent(from, event);
      expect(result).toMatchObject({ ok: true, to, action });
    }
  });

  it('sends a revision in review or approved back to DRAFT', () => {
    expect(applyRevisionEvent('IN_REVIEW', 'reject')).toMatchObject({ ok: true, to: 'DRAFT' });
    expect(applyRevisionEvent('APPROVED', 'reject')).toMatchObject({ ok: true, to: 'DRAFT' });
  });

  it('refuses what the machine does not list, naming the state and the action', () => {
    expect(applyRevisionEvent('DRAFT', 'make-effective')).toEqual({
      ok: false,
      message: 'Cannot make effective a revision in state DRAFT',
    });
    expect(applyRevisionEvent('EFFECTIVE', 'approve')).toMatchObject({ ok: false });
    expect(applyRevisionEvent('OBSOLETE', 'make-effective')).toMatchObject({ ok: false });
    expect(applyRevisionEvent('SUPERSEDED', 'make-effective')).toMatchObject({ ok: false });
  });

  it('offers only user events, never the system supersede', () => {
    expect(allowedRevisionEvents('EFFECTIVE')).toEqual(['obsolete']);
    expect(allowedRevisionEvents('APPROVED')).toEqual(['reject', 'make-effective']);
    expect(allowedRevisionEvents('OBSOLETE')).toEqual([]);
  });

  it('needs a reason to reject or withdraw', () => {
    expect(checkRevisionTransitionInput('reject', {})).toMatchObject({ field: 'reason' });
    expect(checkRevisionTransitionInput('obsolete', { reason: '  ' })).toMatchObject({ field: 'reason' });
    expect(checkRevisionTransitionInput('reject', { reason: 'Section 3 unclear' })).toBeNull();
    expect(checkRevisionTransitionInput('approve', {})).toBeNull();
  });
});

describe('one effective revision per document', () => {
  const revisions = [
    { id: 'r1', state: 'SUPERSEDED' as const },
    { id: 'r2', state: 'EFFECTIVE' as const },
    { id: 'r3', state: 'APPROVED' as const },
  ];

  it('supersedes the effective revision when another is made effective', () => {
    expect(planMakeEffective(revisions, 'r3')).toEqual({ ok: true, supersede: ['r2'] });
    const after = revisions.map((r) => ({
      ...r,
      state: r.id === 'r3' ? ('EFFECTIVE' as const) : r.id === 'r2' ? ('SUPERSEDED' as const) : r.state,
    }));
    expect(hasAtMostOneEffective(after)).toBe(true);
  });

  it('refuses a revision that is not approved or not of the document', () => {
    expect(planMakeEffective(revisions, 'r1')).toMatchObject({ ok: false });
    expect(planMakeEffective(revisions, 'nope')).toMatchObject({ ok: false });
  });

  it('detects two effective revisions', () => {
    expect(hasAtMostOneEffective([{ state: 'EFFECTIVE' }, { state: 'EFFECTIVE' }])).toBe(false);
    expect(hasAtMostOneEffective([])).toBe(true);
  });
});
