import { describe, expect, it } from 'vitest';
import {
  appendForecastPoint,
  deleteForecastPoint,
  ForecastEditError,
  forecastDistanceNm,
  forecastEta,
  initForecast,
  insertForecastPoint,
  legMs,
  setForecastSpeed,
  updateForecastPoint,
  type ForecastPoint,
} from './forecast-route';
import { destinationPoint } from './sphere';

// Route with round legs: A (0,0) → B 60 NM east → C 30 NM north of B. At 10 kn: 6 h and 3 h.
const A = { lat: 0, lng: 0 };
const B = destinationPoint(A, 90, 60);
const C = destinationPoint(B, 0, 30);
const T0 = '2026-03-01T00:00:00.000Z';
const at = (h: number, m = 0, s = 0, ms = 0) => new Date(Date.UTC(2026, 2, 1, h, m, s, ms)).toISOString();
const times = (pts: ForecastPoint[]) => pts.map((p) => p.timestamp);
const base = () => initForecast([A, B, C], 10, T0);

describe('initForecast (a route and a speed)', () => {
  it('gives every point the speed, chains timestamps by distance / speed and courses by initial bearing', () => {
    const f = base();
    expect(f.map((p) => p.sog)).toEqual([10, 10, 10]);
    expect(times(f)).toEqual([T0, at(6), at(9)]);
    expect(f[0]!.cog).toBeCloseTo(90, 9);
    expect(f[1]!.cog).toBeCloseTo(0, 9);
    expect(f[2]!.cog).toBeNull();
    expect(forecastEta(f)).toBe(at(9));
    expect(forecastDistanceNm(f)).toBeCloseTo(90, 9);
  });

  it('one degree of the equator at 10 kn is 6 h 0 min 14.565 s (ms = hours × 3,600,000)', () => {
    const f = initForecast([A, { lat: 0, lng: 1 }], 10, T0);
    expect(f[1]!.timestamp).toBe('2026-03-01T06:00:14.565Z');
    expect(legMs(60.040_4, 10)).toBe(21_614_544);
  });

  it('accepts an empty route, a single point at speed 0 and a Date start; refuses bad input', () => {
    expect(initForecast([], 10, T0)).toEqual([]);
    expect(initForecast([A], 0, new Date(T0))).toEqual([
      { lat: 0, lng: 0, cog: null, sog: 0, timestamp: T0 },
    ]);
    expect(() => initForecast([A, B], 0, T0)).toThrow(ForecastEditError);
    expect(() => initForecast([A, B], -1, T0)).toThrow(/speed must be a number of knots ≥ 0/);
    expect(() => initForecast([A, B], 10, 'yesterday')).toThrow(/start must be an ISO date-time/);
    expect(() => initForecast([A, { lat: 91, lng: 0 }], 10, T0)).toThrow(/route\[1\]/);
  });
});

describe('setForecastSpeed', () => {
  it('gives every point the speed and recomputes each later timestamp; point 0 keeps its time', () => {
    const f = setForecastSpeed(base(), 12);
    expect(f.map((p) => p.sog)).toEqual([12, 12, 12]);
    expect(times(f)).toEqual([T0, at(5), at(7, 30)]);
    expect(f[0]!.cog).toBeCloseTo(90, 9);
  });

  it('refuses 0 and negative speeds on a route of more than one point; does not change its input', () => {
    const f = base();
    expect(() => setForecastSpeed(f, 0)).toThrow(ForecastEditError);
    expect(() => setForecastSpeed(f, -2)).toThrow(ForecastEditError);
    expect(() => setForecastSpeed(f, Number.NaN)).toThrow(ForecastEditError);
    setForecastSpeed(f, 20);
    expect(times(f)).toEqual([T0, at(6), at(9)]);
  });
});

describe('appendForecastPoint', () => {
  it('times the new point from distance and speed and sets the course on the previous point', () => {
    const D = destinationPoint(C, 180, 15);
    const f = appendForecastPoint(base(), D, 5);
    expect(f).toHaveLength(4);
    expect(f[3]!.timestamp).toBe(at(12)); // 09:00 + 15 NM / 5 kn
    expect(f[3]!.sog).toBe(5);
    expect(f[3]!.cog).toBeNull();
    expect(f[2]!.cog).toBeCloseTo(180, 9);
    expect(times(f).slice(0, 3)).toEqual([T0, at(6), at(9)]);
  });

  it('works only with a non-zero speed and a non-empty route', () => {
    expect(() => appendForecastPoint(base(), A, 0)).toThrow(/speed must not be 0/);
    expect(() => appendForecastPoint([], A, 10)).toThrow(/route is empty/);
    expect(() => appendForecastPoint(base(), { lat: 0, lng: 181 }, 10)).toThrow(/point must have/);
  });
});

describe('updateForecastPoint', () => {
  it('moves a point and recomputes courses and timestamps from it onward', () => {
    const C2 = destinationPoint(B, 0, 60);
    const f = updateForecastPoint(base(), 2, C2);
    expect(times(f)).toEqual([T0, at(6), at(12)]);
    expect(f[2]!.lat).toBeCloseTo(C2.lat, 12);
    const B2 = destinationPoint(A, 90, 30);
    const g = updateForecastPoint(base(), 1, B2);
    expect(g[1]!.timestamp).toBe(at(3));
    expect(g[0]!.cog).toBeCloseTo(90, 9);
    expect(g[1]!.cog).not.toBeCloseTo(0, 1); // course to C changed: C is now north-east of B2
    expect(g[2]!.timestamp > at(3)).toBe(true);
  });

  it('refuses index 0 and indexes beyond the route', () => {
    expect(() => updateForecastPoint(base(), 0, B)).toThrow(/index 0\) cannot be moved/);
    expect(() => updateForecastPoint(base(), 3, B)).toThrow(/index must be a whole number from 0 to 2/);
    expect(() => updateForecastPoint(base(), 1.5, B)).toThrow(ForecastEditError);
  });
});

describe('deleteForecastPoint', () => {
  it('removes a point and re-chains course and timestamps of the following points', () => {
    const f = deleteForecastPoint(base(), 1);
    expect(f).toHaveLength(2);
    const direct = initForecast([A, C], 10, T0);
    expect(times(f)).toEqual(times(direct));
    expect(f[0]!.cog).toBeCloseTo(direct[0]!.cog!, 12);
    expect(f[1]!.cog).toBeNull();
    const last = deleteForecastPoint(base(), 2);
    expect(last[1]!.cog).toBeNull();
    expect(times(last)).toEqual([T0, at(6)]);
  });

  it('refuses index 0', () => {
    expect(() => deleteForecastPoint(base(), 0)).toThrow(/index 0\) cannot be deleted/);
    expect(() => deleteForecastPoint(base(), -1)).toThrow(ForecastEditError);
  });
});

describe('insertForecastPoint', () => {
  it("uses the previous point's speed and recomputes later timestamps (same time factor as every edit)", () => {
    // Route A–B–C at 10 kn, then D appended at 5 kn: D.sog = 5 while C.sog = 10.
    const D = destinationPoint(C, 180, 15);
    const f = appendForecastPoint(base(), D, 5);
    const E = destinationPoint(C, 180, 6);
    const g = insertForecastPoint(f, 3, E);
    expect(g).toHaveLength(5);
    expect(g[3]!.sog).toBe(10); // the previous point's (C's) speed, not D's 5
    // 6 NM at 10 kn = 0.6 h → 09:36. The spec's source used a factor 100 for this one point (09:03:36); Keel
    // uses ms = hours × 3,600,000 like everywhere else.
    expect(g[3]!.timestamp).toBe(at(9, 36));
    expect(g[3]!.timestamp).not.toBe(at(9, 3, 36));
    expect(g[4]!.timestamp).toBe(at(11, 24)); // 9 NM on to D at D's 5 kn = 1.8 h
    expect(g[2]!.cog).toBeCloseTo(180, 9);
    expect(g[3]!.cog).toBeCloseTo(180, 9);
  });

  it('may insert at the end (index = length) and refuses index 0 and an empty route', () => {
    const g = insertForecastPoint(base(), 3, destinationPoint(C, 0, 20));
    expect(g[3]!.timestamp).toBe(at(11));
    expect(() => insertForecastPoint(base(), 0, A)).toThrow(/index 0\) cannot be inserted before/);
    expect(() => insertForecastPoint(base(), 4, A)).toThrow(/from 0 to 3/);
    expect(() => insertForecastPoint([], 1, A)).toThrow(/route is empty/);
  });

  it('refuses a leg at speed 0 (a point that was never given a speed)', () => {
    const single = initForecast([A], 0, T0);
    expect(() => insertForecastPoint(single, 1, B)).toThrow(/speed must be above 0/);
  });
});
