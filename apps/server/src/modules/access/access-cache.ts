import { ReadCache } from '../../lib/read-cache';
import type { AccessRow } from './access.repo';

/** How long a request's access rows are reused for the same session: short, see {@link accessCache}. */
export const ACCESS_CACHE_TTL_MS = 2_000;

/**
 * The access rows of recent requests, per user and session family. A page load makes several API
 * calls within a second; they share one access query instead of each running it, and so do requests
 * that arrive while that query is in flight. Every write that changes access (users, roles,
 * assignments, session revocation) calls {@link invalidateAccessCache} in this process, so logout,
 * deactivation and role changes still take effect on the next request. Another server instance sees
 * such a change at most {@link ACCESS_CACHE_TTL_MS} later.
 */
export const accessCache = new ReadCache<string, AccessRow[]>({
  ttlMs: ACCESS_CACHE_TTL_MS,
  quietMs: 1_000,
  keys: 'strings',
  maxEntries: 10_000,
});

/** The key of a user's session family. */
export const accessCacheKey = (userId: string, sessionId: string) => `${userId}:${sessionId}`;

/** Forgets every cached access: call it wherever users, roles, assignments or sessions change. */
export function invalidateAccessCache(): void {
  accessCache.clear();
}
