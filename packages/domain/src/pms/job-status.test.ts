import { describe, expect, it } from 'vitest';
import {
  applyJobEvent,
  checkPostponementRequest,
  effectiveJobState,
  JOB_STATE_COLORS,
  postponementDecisionRefusal,
} from './job-status';

describe('job machine', () => {
  it('goes PENDING → WORKING → DONE and may complete from PENDING', () => {
    expect(applyJobEvent('PENDING', 'start')).toMatchObject({
      ok: true,
      to: 'WORKING',
      action: 'job_management',
    });
    expect(applyJobEvent('WORKING', 'complete')).toMatchObject({ ok: true, to: 'DONE' });
    expect(applyJobEvent('PENDING', 'complete')).toMatchObject({ ok: true, to: 'DONE' });
  });

  it('refuses what the machine does not list, naming the state', () => {
    expect(applyJobEvent('DONE', 'complete')).toEqual({
      ok: false,
      message: 'Cannot complete a job in state DONE',
    });
    expect(applyJobEvent('WORKING', 'start')).toMatchObject({ ok: false });
  });

  it('opens the next cycle of a recurring job when it comes due', () => {
    expect(effectiveJobState('DONE', 'NOT_DUE', true)).toBe('DONE');
    expect(effectiveJobState('DONE', 'DUE_SOON', true)).toBe('DONE');
    expect(effectiveJobState('DONE', 'IN_WINDOW', true)).toBe('PENDING');
    expect(effectiveJobState('DONE', 'OVERDUE', true)).toBe('PENDING');
    expect(effectiveJobState('DONE', 'OVERDUE', false)).toBe('DONE');
    expect(effectiveJobState('WORKING', 'NOT_DUE', true)).toBe('WORKING');
  });

  it('colours the states as the spec says', () => {
    expect(JOB_STATE_COLORS).toEqual({ DONE: 'success', PENDING: 'warning', WORKING: 'info' });
  });
});

describe('postponement', () => {
  const ok = {
    reason: 'Ship in dry dock',
    currentDueOn: '2026-03-10',
    newDueOn: '2026-04-10',
    openRequest: false,
  };
  it('needs a reason, a later date and no waiting request', () => {
    expect(checkPostponementRequest(ok)).toEqual({ ok: true });
    expect(checkPostponementRequest({ ...ok, reason: '  ' })).toMatchObject({ ok: false, field: 'reason' });
    expect(checkPostponementRequest({ ...ok, newDueOn: '2026-03-10' })).toMatchObject({
      ok: false,
      field: 'newDueOn',
    });
    expect(checkPostponementRequest({ ...ok, openRequest: true })).toMatchObject({ ok: false });
    expect(checkPostponementRequest({ ...ok, currentDueOn: null })).toMatchObject({ ok: false });
  });

  it('is decided by an office user other than the requester, once', () => {
    const d = { state: 'REQUESTED' as const, deciderId: 'a', requesterId: 'b', deciderIsOffice: true };
    expect(postponementDecisionRefusal(d)).toBeNull();
    expect(postponementDecisionRefusal({ ...d, deciderIsOffice: false })).toMatch(/office/);
    expect(postponementDecisionRefusal({ ...d, requesterId: 'a' })).toMatch(/own/);
    expect(postponementDecisionRefusal({ ...d, state: 'APPROVED' })).toMatch(/already APPROVED/);
  });
});
