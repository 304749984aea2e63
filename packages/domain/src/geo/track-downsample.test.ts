import { describe, expect, it } from 'vitest';
import {
  downsampleSegments,
  downsampleTrack,
  medianIntervalMs,
  splitGaps,
  type TrackFix,
} from './track-downsample';

const T0 = Date.UTC(2026, 2, 1);
/** n fixes every `stepS` seconds along the equator eastwards from lng0. */
const line = (n: number, startMs = T0, stepS = 10, lng0 = 0): TrackFix[] =>
  Array.from({ length: n }, (_, i) => [startMs + i * stepS * 1000, 0, lng0 + i * 0.001, i] as TrackFix);

describe('splitGaps', () => {
  it('splits where an interval is more than 10 × the median (10 s fixes, a 5-minute hole)', () => {
    const a = line(50);
    const b = line(50, a[49]![0] + 300_000);
    const segments = splitGaps([...a, ...b]);
    expect(medianIntervalMs([...a, ...b])).toBe(10_000);
    expect(segments.map((s) => s.length)).toEqual([50, 50]);
    expect(segments[1]![0]).toBe(b[0]);
  });

  it('does not split at exactly 10 × the median, nor a track with no time step', () => {
    const a = line(10);
    const b = line(10, a[9]![0] + 100_000);
    expect(splitGaps([...a, ...b])).toHaveLength(1);
    expect(splitGaps([[T0, 0, 0, null]])).toEqual([[[T0, 0, 0, null]]]);
    expect(splitGaps([])).toEqual([]);
  });
});

describe('downsampleTrack (LTTB)', () => {
  it('keeps at most maxPoints, the first and the last fix, in time order', () => {
    const t = line(10_000);
    const d = downsampleTrack(t, 500);
    expect(d).toHaveLength(500);
    expect(d[0]).toBe(t[0]);
    expect(d[499]).toBe(t[9_999]);
    for (let i = 1; i < d.length; i++) expect(d[i]![0]).toBeGreaterThan(d[i - 1]![0]);
  });

  it('keeps the corner of an L-shaped track', () => {
    const east = line(1000);
    const north: TrackFix[] = Array.from({ length: 1000 }, (_, i) => [
      T0 + (1000 + i) * 10_000,
      (i + 1) * 0.001,
      0.999,
      null,
    ]);
    const d = downsampleTrack([...east, ...north], 20);
    expect(d.some((p) => p === east[999])).toBe(true);
  });

  it('returns small tracks unchanged and handles tiny budgets', () => {
    const t = line(5);
    expect(downsampleTrack(t, 10)).toEqual(t);
    expect(downsampleTrack(t, 2)).toEqual([t[0], t[4]]);
    expect(downsampleTrack(t, 1)).toEqual([t[0]]);
  });

  it('stays continuous across the antimeridian (picks the corner, not the wrap)', () => {
    const t: TrackFix[] = Array.from({ length: 400 }, (_, i) => [
      T0 + i * 1000,
      i < 200 ? 0 : (i - 199) * 0.01,
      normal(179.5 + Math.min(i, 199) * 0.01),
      null,
    ]);
    const d = downsampleTrack(t, 10);
    expect(d.some((p) => p === t[199] || p === t[200] || p === t[198])).toBe(true);
  });
});

function normal(l: number) {
  return l > 180 ? l - 360 : l;
}

describe('downsampleSegments', () => {
  it('shares the budget between segments in proportion to their length', () => {
    const d = downsampleSegments([line(9_000), line(1_000, T0 + 1e9)], 1_000);
    expect(d.map((s) => s.length)).toEqual([898, 101]); // 2 each + floor(8,998 / 9,996 × 996) and floor(998 / 9,996 × 996)
    expect(d.reduce((s, x) => s + x.length, 0)).toBeLessThanOrEqual(1_000);
  });

  it('keeps every segment whole when the total fits, and only the longest when there are too many segments', () => {
    expect(downsampleSegments([line(3), line(4)], 10).map((s) => s.length)).toEqual([3, 4]);
    const many = Array.from({ length: 10 }, (_, i) => line(i + 2, T0 + i * 1e9));
    const d = downsampleSegments(many, 6);
    expect(d.map((s) => s.length)).toEqual([2, 2, 2]);
    expect(d.map((s) => s[1]![3])).toEqual([8, 9, 10]); // the three longest (9, 10, 11 fixes), in time order, ends kept
  });
});
