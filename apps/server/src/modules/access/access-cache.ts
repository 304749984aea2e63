import type { AccessRow } from './access.repo';

/** How long a request's access rows are reused for the same session: short, see {@link AccessCache}. */
export const ACCESS_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;
/**
 * Invalidation runs inside the writing transaction, before its commit: for this long afterwards
 * nothing is cached, so rows read just before the commit cannot be kept.
 */
const QUIET_MS = 1_000;

/**
 * The access rows of recent requests, per user and session family. A page load makes several API
 * calls within a second; they share one access query instead of each running it. Every write that
 * changes access (users, roles, assignments, session revocation) calls {@link invalidateAccessCache}
 * in this process, so logout, deactivation and role changes still take effect on the next request.
 * Another server instance sees such a change at most {@link ACCESS_CACHE_TTL_MS} later.
 */
export class AccessCache {
  private readonly entries = new Map<string, { until: number; rows: AccessRow[] }>();
  private generation = 0;
  private clearedAt = -Infinity;

  constructor(private readonly ttlMs: number) {}

  /** The cached rows, or undefined when none or expired. */
  get(userId: string, sessionId: string, now = Date.now()): AccessRow[] | undefined {
    const key = `${userId}:${sessionId}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.rows;
    this.entries.delete(key);
    return undefined;
  }

  /** The current generation: pass it to {@link set} so rows read before an invalidation are not kept. */
  mark(): number {
    return this.generation;
  }

  set(userId: string, sessionId: string, rows: AccessRow[], readAt: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || readAt !== this.generation || now - this.clearedAt < QUIET_MS) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(`${userId}:${sessionId}`, { until: now + this.ttlMs, rows });
  }

  clear(now = Date.now()): void {
    this.generation += 1;
    this.clearedAt = now;
    this.entries.clear();
  }
}

export const accessCache = new AccessCache(ACCESS_CACHE_TTL_MS);

/** Forgets every cached access: call it wherever users, roles, assignments or sessions change. */
export function invalidateAccessCache(): void {
  accessCache.clear();
}
