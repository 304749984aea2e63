import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@keel/domain';
import { TokenService, hashToken, randomToken } from './tokens';

const user = { id: 'u1', name: 'Ada Master', email: 'ada@keel.test', isAdmin: false };

describe('TokenService', () => {
  const tokens = new TokenService('x'.repeat(32), 900);

  it('mints a different access token each time, even within one second', () => {
    const a = tokens.issueAccessToken(user, 's1');
    const b = tokens.issueAccessToken(user, 's1');
    expect(a).not.toBe(b);
    expect(tokens.verifyAccessToken(a)).toEqual({ ...user, sid: 's1' });
    expect(tokens.verifyAccessToken(b)).toEqual({ ...user, sid: 's1' });
  });

  it('refuses a token signed with another secret, and one that has expired', () => {
    const other = new TokenService('y'.repeat(32), 900).issueAccessToken(user, 's1');
    expect(() => tokens.verifyAccessToken(other)).toThrow(/Invalid Token/);
    const expired = new TokenService('x'.repeat(32), -10).issueAccessToken(user, 's1');
    expect(() => tokens.verifyAccessToken(expired)).toThrow(AUTH_MESSAGES.expired);
  });

  it('checks CSRF tokens per session family', () => {
    expect(tokens.checkCsrf('s1', tokens.csrfFor('s1'))).toBe(true);
    expect(tokens.checkCsrf('s2', tokens.csrfFor('s1'))).toBe(false);
    expect(tokens.checkCsrf('s1', undefined)).toBe(false);
  });

  it('makes random tokens and stores only their hash', () => {
    const t = randomToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(t);
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
  });
});
