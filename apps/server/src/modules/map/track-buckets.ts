import type { DbOrTx } from '../../db/client';
import { GAP_FACTOR, selectPositionBuckets } from './position-bucket.repo';

export { GAP_FACTOR };

/** A fix the answer is chosen from: time (epoch ms), position, whether a segment starts at it, the range's fix count. */
export type FixRow = { t: number; lat: number; lon: number; gap: boolean; n: number };

/** Tracks longer than this read the per-10-minute position aggregate instead of raw history. */
export const AGGREGATE_AFTER_MS = 2 * 86_400_000;

/**
 * The fixes of a long track from the per-10-minute position aggregate (docs/map-server.md "Track"): each
 * bucket's first and last fix, and the two fixes around each of its intervals that is a gap (the largest,
 * and the others stored in `extra_gaps`: those longer than GAP_FACTOR × the bucket's own median).
 * Gaps are the raw path's rule (interval > 10 × the median interval), with the median taken as the
 * count-weighted median of the buckets' median intervals; intervals between buckets come from one bucket's
 * last fix to the next one's first. `packed`: ended days from their packs (position-day.repo.ts), the same buckets.
 */
export async function selectBucketTrackFixes(
  db: DbOrTx,
  q: { shipId: string; from: Date; to: Date; packed?: boolean; now?: number },
): Promise<FixRow[]> {
  const buckets = await selectPositionBuckets(db, q);
  const n = buckets.reduce((s, b) => s + b.count, 0);
  const medians = buckets
    .filter((b) => b.medianMs !== null && b.count > 1)
    .map((b) => [b.medianMs!, b.count - 1] as const)
    .sort((a, b) => a[0] - b[0]);
  const half = medians.reduce((s, [, w]) => s + w, 0) / 2;
  let med = 0;
  for (let i = 0, acc = 0; i < medians.length; i++) {
    acc += medians[i]![1];
    if (acc >= half) {
      med = medians[i]![0];
      break;
    }
  }
  const limit = GAP_FACTOR * med;
  const out: FixRow[] = [];
  let previousLast: number | null = null;
  for (const b of buckets) {
    const cross = previousLast === null ? null : b.firstT - previousLast;
    out.push({
      t: b.firstT,
      lat: b.firstLat,
      lon: b.firstLon,
      gap: med > 0 && cross !== null && cross > limit,
      n,
    });
    if (med > 0) {
      const gaps: number[][] = [];
      if (b.maxMs > limit && b.gapFromT !== null && b.gapToT !== null)
        gaps.push([b.gapFromT, b.gapFromLat!, b.gapFromLon!, b.gapToT, b.gapToLat!, b.gapToLon!]);
      for (const g of b.extraGaps ?? []) if (g[3]! - g[0]! > limit) gaps.push(g);
      // In time order; two gaps sharing a fix give it twice (as an end, then as a start): the track keeps the first.
      gaps.sort((x, y) => x[0]! - y[0]!);
      for (const [fromT, fromLat, fromLon, toT, toLat, toLon] of gaps) {
        out.push({ t: fromT!, lat: fromLat!, lon: fromLon!, gap: false, n });
        out.push({ t: toT!, lat: toLat!, lon: toLon!, gap: true, n });
      }
    }
    if (b.lastT !== b.firstT) out.push({ t: b.lastT, lat: b.lastLat, lon: b.lastLon, gap: false, n });
    previousLast = b.lastT;
  }
  return out;
}
