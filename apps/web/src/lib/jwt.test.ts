import { describe, expect, it, vi } from 'vitest';
import { decodeTokenUser } from './jwt';
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
});
