import { queryOptions } from '@tanstack/react-query';
import { historyResponseSchema, statisticsResponseSchema, type HistoryResolution } from '@keel/domain';
import { api } from '../../../lib/api-client';

/** The resolutions a chart may read, finest first, with their widths. */
const RESOLUTIONS: [Exclude<HistoryResolution, 'raw'>, number][] = [
  ['10s', 10_000],
  ['1m', 60_000],
  ['1h', 3_600_000],
  ['1d', 86_400_000],
];

/** The finest resolution that keeps a period at most `maxPoints` points per path (charts stay fast). */
export function resolutionFor(
  fromMs: number,
  toMs: number,
  maxPoints = 1500,
): Exclude<HistoryResolution, 'raw'> {
  const span = Math.max(0, toMs - fromMs);
  return (RESOLUTIONS.find(([, width]) => span / width <= maxPoints) ?? RESOLUTIONS[3]!)[0];
}

/** One path's points over a period at a resolution: `{ t, v, min, max }` in SI units. */
export interface SeriesPoint {
  t: number;
  v: number;
  min: number | null;
  max: number | null;
}

/** `GET /conning/ships/:shipId/history` for one path (≤ 5000 points: the resolution keeps it so). */
export const seriesQuery = (
  shipId: string,
  path: string,
  from: string,
  to: string,
  resolution: Exclude<HistoryResolution, 'raw'>,
) =>
  queryOptions({
    queryKey: ['conning', 'series', shipId, path, from, to, resolution] as const,
    queryFn: ({ signal }) =>
      api
        .get(`/conning/ships/${encodeURIComponent(shipId)}/history`, {
          signal,
          query: { paths: path, from, to, resolution, limit: 5000 },
          schema: historyResponseSchema,
        })
        .then((r) =>
          r.data
            .filter((p) => typeof p.value === 'number')
            .map((p): SeriesPoint => ({
              t: Date.parse(p.time),
              v: p.value as number,
              min: p.min,
              max: p.max,
            })),
        ),
    enabled: shipId !== '' && path !== '',
    staleTime: 60_000,
  });

/** `GET /conning/ships/:shipId/statistics`: count, min, mean, max per path (SI units). */
export const statisticsQuery = (shipId: string, paths: readonly string[], from: string, to: string) =>
  queryOptions({
    queryKey: ['conning', 'statistics', shipId, paths.join(','), from, to] as const,
    queryFn: ({ signal }) =>
      api
        .get(`/conning/ships/${encodeURIComponent(shipId)}/statistics`, {
          signal,
          query: { paths: paths.join(','), from, to },
          schema: statisticsResponseSchema,
        })
        .then((r) => r.data),
    enabled: shipId !== '' && paths.length > 0,
    staleTime: 60_000,
  });

/** Pairs two series by time (same resolution): the points of a relation chart. */
export function pairSeries(
  x: readonly SeriesPoint[],
  y: readonly SeriesPoint[],
): { x: number; y: number; t: number }[] {
  const ys = new Map(y.map((p) => [p.t, p.v]));
  const out: { x: number; y: number; t: number }[] = [];
  for (const p of x) {
    const v = ys.get(p.t);
    if (v !== undefined) out.push({ x: p.v, y: v, t: p.t });
  }
  return out;
}
