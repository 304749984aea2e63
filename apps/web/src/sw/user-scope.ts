/**
 * Kept API answers belong to one user: each user has a cache of their own, named after the user id
 * read from the access token the request carries (`x-auth-token`). The token itself is not the key —
 * it changes at every session renewal — and its signature is the server's business: the service
 * worker only files the answer the server gave to that token under the user it names.
 */

/** The request header that carries the access token (spec §7). */
export const AUTH_HEADER = 'x-auth-token';

/** Prefix of every per-user cache of API answers. */
export const USER_CACHE_PREFIX = 'keel-api-user-';

/** Header the service worker puts on a kept answer: when the network gave it (ISO 8601). */
export const CACHED_AT_HEADER = 'x-keel-cached-at';

/** Header of the service worker's answer for a screen never kept: `unavailable`. */
export const OFFLINE_HEADER = 'x-keel-offline';

/** The cache that holds one user's answers. */
export function userCacheName(userId: string): string {
  return `${USER_CACHE_PREFIX}${encodeURIComponent(userId)}`;
}

/** True for a cache of kept API answers (any user's). */
export function isUserCache(cacheName: string): boolean {
  return cacheName.startsWith(USER_CACHE_PREFIX);
}

function decodeSegment(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

/** The `id` in an access token's payload, or null when there is no token or it cannot be read. */
export function userIdFromToken(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const id = (JSON.parse(decodeSegment(payload)) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}
