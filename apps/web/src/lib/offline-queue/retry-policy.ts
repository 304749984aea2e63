import { ApiError } from '../api-error';

/** First retry after about 2 s, doubling, never more than 5 minutes apart. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * The wait before attempt `attempts + 1`: doubling from {@link BACKOFF_BASE_MS} up to {@link BACKOFF_MAX_MS},
 * spread by ±25% (`random` in [0, 1)) so devices that lost the same link do not all call back at once.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const plain = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (0.75 + random() * 0.5));
}

/**
 * What a failed attempt means for the entry:
 * - `retry`: the answer never came or the server could not take it now (no connection, timeout, 5xx,
 *   408, 429, a repeat of a key still being processed, a session that must be renewed) — send again later
 *   with the same key;
 * - `refused`: the server answered for good (validation 400/422, conflict 409, no access 403, 404) —
 *   nothing was created, the user must decide.
 */
export function classifyFailure(error: unknown): 'retry' | 'refused' {
  if (error instanceof ApiError) {
    const { status } = error;
    if (status === 0 || status >= 500 || status === 408 || status === 429 || status === 401) return 'retry';
    // The IETF draft answers 409 to a repeat whose first request is still running: not a record conflict.
    if (status === 409 && /idempotency/i.test(error.message)) return 'retry';
    return 'refused';
  }
  const name = (error as Error | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError' ? 'retry' : 'refused';
}
