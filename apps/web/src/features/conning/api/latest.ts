import { queryOptions } from '@tanstack/react-query';
import { historyResponseSchema, latestResponseSchema, type LatestValue } from '@keel/domain';
import { api } from '../../../lib/api-client';

/** Query keys of the conning display. */
export const conningKeys = {
  all: ['conning'] as const,
  latest: (shipId: string) => [...conningKeys.all, 'latest', shipId] as const,
};

/** `GET /conning/ships/:shipId/latest`: every path's current value (SI units), source and staleness. */
export function getLatest(shipId: string, signal?: AbortSignal): Promise<LatestValue[]> {
  return api
    .get(`/conning/ships/${encodeURIComponent(shipId)}/latest`, { signal, schema: latestResponseSchema })
    .then((r) => r.data);
}

export const latestQuery = (shipId: string) =>
  queryOptions({
    queryKey: conningKeys.latest(shipId),
    queryFn: ({ signal }) => getLatest(shipId, signal),
    enabled: shipId !== '',
  });

/** The values of `update` laid over `previous`, one per path, sorted by path. */
export function mergeLatest(previous: readonly LatestValue[] | undefined, update: readonly LatestValue[]) {
  const byPath = new Map((previous ?? []).map((v) => [v.path, v]));
  for (const v of update) {
    const old = byPath.get(v.path);
    // A late message never replaces a newer sample.
    if (!old || Date.parse(old.timestamp) <= Date.parse(v.timestamp) || old.source !== v.source)
      byPath.set(v.path, v);
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** A value is shown as stale when the server says so or no update came within its timeout. */
export function isStale(value: LatestValue, now: number): boolean {
  return value.stale || now - Date.parse(value.timestamp) > value.timeoutMs;
}

/** The depth paths the echo sounder's trend follows, best first. */
export const DEPTH_TREND_PATHS = [
  'environment.depth.belowKeel',
  'environment.depth.belowTransducer',
] as const;

/**
 * `GET /conning/ships/:shipId/history` at 10 s for the depth paths over the last `minutes`: the
 * echo sounder's trend on first paint (live values extend it).
 */
export const depthHistoryQuery = (shipId: string, minutes = 10) =>
  queryOptions({
    queryKey: [...conningKeys.all, 'depth-history', shipId] as const,
    queryFn: ({ signal }) => {
      const to = new Date();
      const from = new Date(to.getTime() - minutes * 60_000);
      return api
        .get(`/conning/ships/${encodeURIComponent(shipId)}/history`, {
          signal,
          query: {
            paths: DEPTH_TREND_PATHS.join(','),
            from: from.toISOString(),
            to: to.toISOString(),
            resolution: '10s',
            limit: 500,
          },
          schema: historyResponseSchema,
        })
        .then((r) => r.data);
    },
    enabled: shipId !== '',
    staleTime: Infinity,
  });
