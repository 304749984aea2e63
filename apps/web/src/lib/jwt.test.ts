import { describe, expect, it, vi } from 'vitest';
import { tokenUserSchema } from '@keel/domain';
import { decodeTokenUser, readTokenUser } from './jwt';
import { fakeJwt } from '../test/helpers';

describe('decodeTokenUser', () => {
  it('reads the current user from the token payload', () => {
    const token = fakeJwt({
      id: 'u1',
      name: 'Åsa Øvergård',
      email: 'asa@keel.demo',
      isAdmin: false,
      sid: 's',
    });
    expect(decodeTokenUser(token)).toEqual({
      id: 'u1',
      name: 'Åsa Øvergård',
      email: 'asa@keel.demo',
      isAdmin: false,
    });
  });

  it('logs an error and yields no user for a token it cannot read', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(decodeTokenUser('not-a-jwt')).toBeNull();
    expect(decodeTokenUser(fakeJwt({ id: 'u1' }))).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it("checks a payload as the domain's tokenUserSchema does (zod is not loaded at start-up)", () => {
    const user = { id: 'u1', name: 'N', email: 'n@keel.demo', isAdmin: true };
    const payloads: unknown[] = [
      user,
      { ...user, sid: 's', iat: 1 },
      { ...user, isAdmin: 'true' },
      { ...user, id: 7 },
      { id: 'u1', name: 'N', email: 'n@keel.demo' },
      null,
      'user',
      [],
    ];
    for (const payload of payloads) {
      const parsed = tokenUserSchema.safeParse(payload);
      expect(readTokenUser(payload)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
