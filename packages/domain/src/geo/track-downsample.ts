/**
 * Track handling for the history map: split a track where data is missing (so gaps are drawn as gaps, not
 * straight lines) and down-sample it to what the screen can show.
 *
 * A fix is a tuple `[tMs, lat, lng, value|null]` (the wire shape of the track API: compact JSON).
 * - splitGaps: a new segment starts where the time between two fixes is more than `factor` (10) × the median
 *   interval of the track.
 * - downsampleTrack: Largest-Triangle-Three-Buckets (Steinarsson 2013) on the plane (lng·cos φ, lat): keeps
 *   the first and last fix and in each bucket the fix that makes the largest triangle with the fix kept before
 *   and the next bucket's average — turns and speed changes survive, straight runs thin out. O(n).
 * - downsampleSegments: shares `maxPoints` between segments in proportion to their length (each keeps at least
 *   its two ends).
 */

export type TrackFix = [tMs: number, lat: number, lng: number, value: number | null];

/** Median of the positive intervals between consecutive fixes (ms); 0 with fewer than two. */
export function medianIntervalMs(points: ReadonlyArray<TrackFix>): number {
  const d: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const dt = points[i]![0] - points[i - 1]![0];
    if (dt > 0) d.push(dt);
  }
  if (d.length === 0) return 0;
  d.sort((a, b) => a - b);
  const m = d.length >> 1;
  return d.length % 2 ? d[m]! : (d[m - 1]! + d[m]!) / 2;
}

/** Splits a time-ordered track where an interval exceeds `factor` × the median interval. */
export function splitGaps(
  points: ReadonlyArray<TrackFix>,
  factor = 10,
  medianMs = medianIntervalMs(points),
): TrackFix[][] {
  if (points.length === 0) return [];
  if (medianMs <= 0) return [points.slice()];
  const limit = factor * medianMs;
  const segments: TrackFix[][] = [];
  let start = 0;
  for (let i = 1; i < points.length; i++) {
    if (points[i]![0] - points[i - 1]![0] > limit) {
      segments.push(points.slice(start, i));
      start = i;
    }
  }
  segments.push(points.slice(start));
  return segments;
}

/** Longitude unwrapped against the previous one so a track over the antimeridian stays continuous. */
function unwrap(prev: number, lng: number): number {
  let l = lng;
  while (l - prev > 180) l -= 360;
  while (l - prev < -180) l += 360;
  return l;
}

/** Down-samples a track to at most `maxPoints` fixes (LTTB); returns the input when it is small enough. */
export function downsampleTrack(points: ReadonlyArray<TrackFix>, maxPoints: number): TrackFix[] {
  const n = points.length;
  const m = Math.floor(maxPoints);
  if (m >= n || n <= 2) return points.slice();
  if (m <= 0) return [];
  if (m === 1) return [points[0]!];
  if (m === 2) return [points[0]!, points[n - 1]!];
  // Plane coordinates: x = unwrapped lng · cos(mean lat), y = lat.
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  let meanLat = 0;
  for (let i = 0; i < n; i++) meanLat += points[i]![1];
  const k = Math.cos((meanLat / n) * (Math.PI / 180));
  let prevLng = points[0]![2];
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    prevLng = unwrap(prevLng, p[2]);
    xs[i] = prevLng * k;
    ys[i] = p[1];
  }
  const out: TrackFix[] = [points[0]!];
  const every = (n - 2) / (m - 2);
  let a = 0;
  for (let i = 0; i < m - 2; i++) {
    const bStart = Math.floor(i * every) + 1;
    const bEnd = Math.floor((i + 1) * every) + 1;
    const nStart = bEnd;
    const nEnd = Math.min(Math.floor((i + 2) * every) + 1, n);
    let ax = 0;
    let ay = 0;
    const len = nEnd - nStart;
    if (len > 0) {
      for (let j = nStart; j < nEnd; j++) {
        ax += xs[j]!;
        ay += ys[j]!;
      }
      ax /= len;
      ay /= len;
    } else {
      ax = xs[n - 1]!;
      ay = ys[n - 1]!;
    }
    const px = xs[a]!;
    const py = ys[a]!;
    let best = -1;
    let bestIdx = bStart;
    for (let j = bStart; j < bEnd; j++) {
      const area = Math.abs((px - ax) * (ys[j]! - py) - (px - xs[j]!) * (ay - py));
      if (area > best) {
        best = area;
        bestIdx = j;
      }
    }
    out.push(points[bestIdx]!);
    a = bestIdx;
  }
  out.push(points[n - 1]!);
  return out;
}

/** Down-samples several segments to at most `maxPoints` fixes in all, in proportion to their length. */
export function downsampleSegments(
  segments: ReadonlyArray<ReadonlyArray<TrackFix>>,
  maxPoints: number,
): TrackFix[][] {
  const total = segments.reduce((s, seg) => s + seg.length, 0);
  if (total <= maxPoints) return segments.map((s) => s.slice());
  // Each segment keeps at least min(len, 2); the rest of the budget goes in proportion to length.
  const floor = segments.map((s) => Math.min(s.length, 2));
  const floorSum = floor.reduce((a, b) => a + b, 0);
  if (floorSum >= maxPoints) {
    // Too many segments for the budget: keep the ends of the longest segments.
    const order = segments.map((s, i) => i).sort((x, y) => segments[y]!.length - segments[x]!.length);
    const keep = new Set<number>();
    let used = 0;
    for (const i of order) {
      if (used + floor[i]! > maxPoints) continue;
      keep.add(i);
      used += floor[i]!;
    }
    return segments.filter((_, i) => keep.has(i)).map((s) => downsampleTrack(s, 2));
  }
  const spare = maxPoints - floorSum;
  const extra = segments.map((s, i) => Math.floor(((s.length - floor[i]!) / (total - floorSum)) * spare));
  return segments.map((s, i) => downsampleTrack(s, floor[i]! + extra[i]!));
}
