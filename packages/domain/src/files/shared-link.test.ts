import { describe, expect, it } from 'vitest';
import {
  SHARED_LINK_MAX_DAYS,
  sharedLinkExpiryIn,
  sharedLinkExpiryProblem,
  sharedLinkState,
} from './shared-link';
import { createSharedLinkSchema } from './shared-link.schema';

const now = new Date('2026-11-25T12:00:00Z');

describe('sharedLinkState', () => {
  it('is active before the expiry, expired from the expiry instant on', () => {
    expect(sharedLinkState({ expiresAt: '2026-11-25T12:00:01Z', revokedAt: null }, now)).toBe('active');
    expect(sharedLinkState({ expiresAt: '2026-11-25T12:00:00Z', revokedAt: null }, now)).toBe('expired');
    expect(sharedLinkState({ expiresAt: new Date('2026-11-01T00:00:00Z'), revokedAt: null }, now)).toBe(
      'expired',
    );
  });
  it('says revoked for a revoked link, expired or not', () => {
    expect(sharedLinkState({ expiresAt: '2026-12-01T00:00:00Z', revokedAt: now }, now)).toBe('revoked');
    expect(
      sharedLinkState({ expiresAt: '2026-11-01T00:00:00Z', revokedAt: '2026-10-30T00:00:00Z' }, now),
    ).toBe('revoked');
  });
});

describe('sharedLinkExpiryProblem', () => {
  it('accepts the presets and anything up to 30 days away', () => {
    for (const days of [1, 7, 30])
      expect(sharedLinkExpiryProblem(sharedLinkExpiryIn(days, now), now)).toBeNull();
    expect(sharedLinkExpiryProblem('2026-11-25T12:01:00Z', now)).toBeNull();
  });
  it('refuses the past, the present, and more than 30 days', () => {
    expect(sharedLinkExpiryProblem('2026-11-25T11:59:59Z', now)).toBe('must be in the future');
    expect(sharedLinkExpiryProblem(now, now)).toBe('must be in the future');
    expect(sharedLinkExpiryProblem(sharedLinkExpiryIn(SHARED_LINK_MAX_DAYS + 1, now), now)).toBe(
      'must be at most 30 days from now',
    );
    expect(sharedLinkExpiryProblem('not a date', now)).toBe('must be a date and time');
  });
});

describe('createSharedLinkSchema', () => {
  it('accepts a kind, an id, an ISO expiry and a note', () => {
    const parsed = createSharedLinkSchema.parse({
      kind: 'certificate-file',
      recordId: '7d0f1e4c-6a53-4a0e-9f8e-0a1b2c3d4e5f',
      expiresAt: '2026-12-01T00:00:00Z',
      note: '  for the surveyor  ',
    });
    expect(parsed.note).toBe('for the surveyor');
    expect(
      createSharedLinkSchema.safeParse({
        kind: 'bill-attachment',
        recordId: 'a/b',
        expiresAt: '2026-12-01T00:00:00+01:00',
      }).success,
    ).toBe(true);
  });
  it('names the field of bad input', () => {
    const result = createSharedLinkSchema.safeParse({
      kind: 'Certificate File',
      recordId: '../x',
      expiresAt: 'tomorrow',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['expiresAt', 'kind', 'recordId']);
  });
});
