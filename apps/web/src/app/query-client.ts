import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { UNAVAILABLE_OFFLINE_MESSAGE } from '../sw/api-cache';

/** The work feature's query key root (features/work/api/work-keys.ts; app/ may not import features). */
export const WORK_QUERY_KEY = ['work'] as const;

/** Retry delay of spec §9: exponential from 1 s, capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * Queries retry up to 3 times (spec §9); an answer the server gave on purpose (4xx: bad input,
 * forbidden, not found, stale version) will not change by asking again, so it is not retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  // The service worker's "no copy kept offline" will not change by asking again before the link is back.
  if (error instanceof ApiError && error.message === UNAVAILABLE_OFFLINE_MESSAGE) return false;
  return failureCount < 3;
}

/** The query cache of spec §9: fresh for 5 min, 3 retries for queries, none for mutations. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // Any change the user makes may change what waits for him (an approval leaves his queue, a bulk
    // action empties it): the "My work" counts and lists (`['work']`) are refetched after every write,
    // wherever it was made, instead of each feature remembering to.
    mutationCache: new MutationCache({
      // Not awaited: a returned promise would hold every mutation's own callbacks until the refetch ends.
      onSettled: () => {
        void client.invalidateQueries({ queryKey: WORK_QUERY_KEY });
      },
    }),
    defaultOptions: {
      // offlineFirst: a query runs once even when the browser reports no connection, so the service
      // worker can answer it from the device's copy (docs/offline-reads.md); retries wait for the link.
      queries: { staleTime: 5 * 60_000, retry: shouldRetry, retryDelay, networkMode: 'offlineFirst' },
      mutations: { retry: 0 },
    },
  });
  return client;
}
