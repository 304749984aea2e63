import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/helpers';
import { isUserCache, userCacheName, userIdFromToken } from './user-scope';

describe('kept answers belong to one user', () => {
  it('reads the user id from the access token, whatever else the token says', () => {
    expect(userIdFromToken(fakeJwt({ id: 'u-1', name: 'Åsa Øvergård', sid: 's1' }))).toBe('u-1');
    // A renewed token of the same user files under the same user.
    expect(userIdFromToken(fakeJwt({ id: 'u-1', sid: 's2', exp: 99 }))).toBe('u-1');
  });

  it('files nothing without a readable user', () => {
    expect(userIdFromToken(null)).toBeNull();
    expect(userIdFromToken('')).toBeNull();
    expect(userIdFromToken('not-a-jwt')).toBeNull();
    expect(userIdFromToken('a.%%%.c')).toBeNull();
    expect(userIdFromToken(fakeJwt({ name: 'no id' }))).toBeNull();
    expect(userIdFromToken(fakeJwt({ id: 42 }))).toBeNull();
  });

  it('gives each user a cache of their own, told apart from other caches', () => {
    const a = userCacheName('u-1');
    const b = userCacheName('u-2');
    expect(a).not.toBe(b);
    expect(isUserCache(a)).toBe(true);
    expect(isUserCache(b)).toBe(true);
    expect(isUserCache('keel-assets')).toBe(false);
    expect(isUserCache('workbox-precache-v2-https://keel.example/')).toBe(false);
    // An id cannot reach into another cache's name.
    expect(userCacheName('a/b c')).toBe('keel-api-user-a%2Fb%20c');
  });
});
