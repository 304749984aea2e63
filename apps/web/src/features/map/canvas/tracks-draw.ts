import type { CanvasFrame } from './canvas-layer';
import { mercatorX, mercatorY } from './projection';

/** A track point as the API sends it: [time ms, lat, lon, value | null]. */
export type TrackPoint = [number, number, number, number | null];

/** One ship's track projected once to world pixels (zoom 0), longitudes unwrapped across ±180. */
export interface ProjectedTrack {
  shipId: string;
  t: Float64Array;
  x: Float64Array;
  y: Float64Array;
  v: Float64Array;
  /** Index where each segment starts (gaps lie between segments); the last entry is the length. */
  starts: number[];
  midX: number;
}

/** Projects a track's segments; a gap between segments is kept (never joined by a line). */
export function projectTrack(shipId: string, segments: readonly (readonly TrackPoint[])[]): ProjectedTrack {
  const n = segments.reduce((sum, s) => sum + s.length, 0);
  const t = new Float64Array(n);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const v = new Float64Array(n);
  const starts: number[] = [];
  let i = 0;
  let offset = 0;
  let previousLng: number | null = null;
  let sumX = 0;
  for (const segment of segments) {
    starts.push(i);
    for (const [tm, lat, lng, value] of segment) {
      let l = lng + offset;
      if (previousLng !== null) {
        if (l - previousLng > 180) {
          offset -= 360;
          l -= 360;
        } else if (l - previousLng < -180) {
          offset += 360;
          l += 360;
        }
      }
      previousLng = l;
      t[i] = tm;
      x[i] = mercatorX(l);
      y[i] = mercatorY(lat);
      v[i] = value ?? Number.NaN;
      sumX += x[i]!;
      i++;
    }
  }
  starts.push(i);
  return { shipId, t, x, y, v, starts, midX: n ? sumX / n : 128 };
}

/**
 * Points closer than this (CSS px) to the last drawn one are skipped: the track is thinned to what the
 * zoom can show (a 3 px line), whatever the number of fixes.
 */
const MIN_STEP_PX = 2;

/** Colours a value: the index into `palette` of the value's bucket. */
export interface TrackColouring {
  palette: readonly string[];
  bucket: (value: number) => number;
  /** Colour of points without a value. */
  none: string;
}

/**
 * Draws tracks coloured by value. Lines are batched into one path per colour (a 100,000-point
 * track is a few dozen strokes, not 100,000; a run of one colour is one polyline), points closer than
 * 2 px to the last drawn one are skipped (thinned per zoom), pieces outside the canvas are skipped, and gaps between segments stay gaps. Parts after
 * `untilMs` (playback) are drawn faint.
 */
export function drawTracks(
  frame: CanvasFrame,
  tracks: readonly ProjectedTrack[],
  colouring: TrackColouring,
  untilMs: number | null,
) {
  const { ctx, scale, width, height, offsetY } = frame;
  const paths = colouring.palette.map(() => new Path2D());
  const none = new Path2D();
  const future = new Path2D();
  const centreWorldX = (frame.offsetX + frame.viewLeft + (width - 2 * frame.viewLeft) / 2) / scale;
  const minStep2 = MIN_STEP_PX * MIN_STEP_PX;
  for (const track of tracks) {
    const shift = 256 * Math.round((centreWorldX - track.midX) / 256);
    const offsetX = frame.offsetX - shift * scale;
    for (let s = 0; s + 1 < track.starts.length; s++) {
      const from = track.starts[s]!;
      const to = track.starts[s + 1]!;
      if (to - from < 2) continue;
      let lastX = track.x[from]! * scale - offsetX;
      let lastY = track.y[from]! * scale - offsetY;
      // The path the last piece went into, still open at (lastX, lastY): a run of one colour is one
      // polyline (one join per point, no cap per piece — far less to rasterise on the CPU).
      let open: Path2D | null = null;
      for (let i = from + 1; i < to; i++) {
        const px = track.x[i]! * scale - offsetX;
        const py = track.y[i]! * scale - offsetY;
        const dx = px - lastX;
        const dy = py - lastY;
        if (dx * dx + dy * dy < minStep2 && i < to - 1) continue;
        const outside =
          (px < 0 && lastX < 0) ||
          (py < 0 && lastY < 0) ||
          (px > width && lastX > width) ||
          (py > height && lastY > height);
        if (outside) open = null;
        else {
          const value = track.v[i]!;
          const path =
            untilMs !== null && track.t[i]! > untilMs
              ? future
              : Number.isNaN(value)
                ? none
                : paths[colouring.bucket(value)]!;
          if (path !== open) path.moveTo(lastX, lastY);
          path.lineTo(px, py);
          open = path;
        }
        lastX = px;
        lastY = py;
      }
    }
  }
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3;
  ctx.globalAlpha = 0.3;
  ctx.strokeStyle = colouring.none;
  ctx.stroke(future);
  ctx.globalAlpha = 1;
  ctx.stroke(none);
  paths.forEach((path, i) => {
    ctx.strokeStyle = colouring.palette[i]!;
    ctx.stroke(path);
  });
}

/** The interpolated position of a track at `timeMs` (null outside its time or in a gap). */
export function positionAt(
  track: ProjectedTrack,
  timeMs: number,
): { x: number; y: number; value: number; bearingDeg: number } | null {
  for (let s = 0; s + 1 < track.starts.length; s++) {
    const from = track.starts[s]!;
    const to = track.starts[s + 1]!;
    if (to - from < 1 || timeMs < track.t[from]! || timeMs > track.t[to - 1]!) continue;
    // Binary search for the last point at or before timeMs.
    let lo = from;
    let hi = to - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (track.t[mid]! <= timeMs) lo = mid;
      else hi = mid - 1;
    }
    const next = Math.min(lo + 1, to - 1);
    const span = track.t[next]! - track.t[lo]!;
    const k = span > 0 ? (timeMs - track.t[lo]!) / span : 0;
    const dx = track.x[next]! - track.x[lo]!;
    const dy = track.y[next]! - track.y[lo]!;
    return {
      x: track.x[lo]! + k * dx,
      y: track.y[lo]! + k * dy,
      value: track.v[lo]!,
      bearingDeg: ((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360,
    };
  }
  return null;
}
