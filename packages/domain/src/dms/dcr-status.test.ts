import { describe, expect, it } from 'vitest';
import { allowedDcrEvents, applyDcrEvent, checkDcrTransitionInput } from './dcr-status';

describe('DCR state machine', () => {
  it('walks SUBMITTED → UNDER_REVIEW → APPROVED → IMPLEMENTED', () => {
    expect(applyDcrEvent('SUBMITTED', 'start-review')).toMatchObject({ ok: true, to: 'UNDER_REVIEW' });
    expect(applyDcrEvent('UNDER_REVIEW', 'approve')).toMatchObject({ ok: true, to: 'APPROVED' });
    expect(applyDcrEvent('APPROVED', 'implement')).toMatchObject({
      ok: true,
      to: 'IMPLEMENTED',
      action: 'manage_documents',
    });
  });

  it('rejects from submitted or under review, never after approval', () => {
    expect(applyDcrEvent('SUBMITTED', 'reject')).toMatchObject({ ok: true, to: 'REJECTED' });
    expect(applyDcrEvent('UNDER_REVIEW', 'reject')).toMatchObject({ ok: true, to: 'REJECTED' });
    expect(applyDcrEvent('APPROVED', 'reject')).toEqual({
      ok: false,
      message: 'Cannot reject a change request in state APPROVED',
    });
    expect(applyDcrEvent('REJECTED', 'approve')).toMatchObject({ ok: false });
    expect(applyDcrEvent('IMPLEMENTED', 'implement')).toMatchObject({ ok: false });
  });

  it('lists the allowed events per state', () => {
    expect(allowedDcrEvents('SUBMITTED')).toEqual(['start-review', 'approve', 'reject']);
    expect(allowedDcrEvents('APPROVED')).toEqual(['implement']);
    expect(allowedDcrEvents('REJECTED')).toEqual([]);
  });

  it('needs a reason to reject and a revision of the same document to implement', () => {
    expect(checkDcrTransitionInput('reject', { dcrDocumentId: 'd1' })).toMatchObject({ field: 'reason' });
    expect(checkDcrTransitionInput('reject', { reason: 'Not needed', dcrDocumentId: 'd1' })).toBeNull();
    expect(checkDcrTransitionInput('implement', { dcrDocumentId: 'd1' })).toMatchObject({
      field: 'revisionId',
    });
    expect(
      checkDcrTransitionInput('implement', {
        revisionId: 'r',
        revisionDocumentId: 'd2',
        dcrDocumentId: 'd1',
      }),
    ).toEqual({ field: 'revisionId', message: "the revision must belong to the change request's document" });
    expect(
      checkDcrTransitionInput('implement', {
        revisionId: 'r',
        revisionDocumentId: 'd1',
        dcrDocumentId: 'd1',
      }),
    ).toBeNull();
  });
});
