/**
 * Forecast-route editing of spec §4 "Forecast editing": pure functions that return new arrays.
 *
 * Conventions (the spec leaves them open; Keel fixes them so every rule is one arithmetic):
 * - A point's `sog` is the speed made good on the leg that ENDS at it (point 0: the starting speed). So a
 *   point's timestamp = previous timestamp + legMs(distance to it, its own sog).
 * - A point's `cog` is the initial great-circle bearing of the leg that STARTS at it; the last point has
 *   `cog: null` (no leg leaves it), as does a point whose next point is at the same place.
 * - One time arithmetic everywhere: ms = hours × 3_600_000 with hours = distanceNm / speedKn, rounded to the
 *   whole millisecond per leg (timestamps are ISO strings with milliseconds).
 *
 * The spec records that insert times the new point with a factor of 100 where everything else uses 1000
 * (a defect of the system it describes: the inserted point lands at a tenth of its true leg time). Keel does
 * NOT copy it: insert uses the same legMs as append, update, delete and set-speed.
 */
import { distanceNm, initialBearingDeg, isValidLatLng, type LatLng } from './sphere';

/** A point of a forecast route (spec §3 "Forecast route point"). */
export type ForecastPoint = { lat: number; lng: number; cog: number | null; sog: number; timestamp: string };

/** Refusal of an edit the spec forbids (index 0, zero speed, empty route, bad input). */
export class ForecastEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForecastEditError';
  }
}

/** Milliseconds per hour: the one time factor. */
export const MS_PER_HOUR = 3_600_000;

/** Time to sail `nm` at `knots`, whole milliseconds. A zero-length leg takes 0; a non-zero one needs speed > 0. */
export function legMs(nm: number, knots: number): number {
  if (nm === 0) return 0;
  if (!(knots > 0)) throw new ForecastEditError('speed must be above 0 to sail a leg');
  return Math.round((nm / knots) * MS_PER_HOUR);
}

function checkSpeed(speedKn: number, field = 'speed'): number {
  if (typeof speedKn !== 'number' || !Number.isFinite(speedKn) || speedKn < 0)
    throw new ForecastEditError(`${field} must be a number of knots ≥ 0`);
  return speedKn;
}

function checkPoint(p: LatLng, field = 'point'): LatLng {
  if (!isValidLatLng(p)) throw new ForecastEditError(`${field} must have lat −90…90 and lng −180…180`);
  return { lat: p.lat, lng: p.lng };
}

function toMs(timestamp: string | Date, field = 'timestamp'): number {
  const ms = timestamp instanceof Date ? timestamp.getTime() : Date.parse(timestamp);
  if (!Number.isFinite(ms)) throw new ForecastEditError(`${field} must be an ISO date-time`);
  return ms;
}

const iso = (ms: number) => new Date(ms).toISOString();

function cogOf(from: LatLng, to: LatLng | undefined): number | null {
  if (!to || (from.lat === to.lat && from.lng === to.lng)) return null;
  return initialBearingDeg(from, to);
}

/**
 * Recomputes, from `from` onward, each point's timestamp (previous + leg at the point's own sog) and the
 * courses of the point before `from` and every later point. Points before `from` keep their timestamps.
 */
function rechain(points: ForecastPoint[], from: number): ForecastPoint[] {
  const out = points.map((p) => ({ ...p }));
  const start = Math.max(from, 1);
  for (let i = start; i < out.length; i++) {
    const prev = out[i - 1]!;
    const p = out[i]!;
    p.timestamp = iso(toMs(prev.timestamp) + legMs(distanceNm(prev, p), p.sog));
  }
  for (let i = Math.max(from - 1, 0); i < out.length; i++) out[i]!.cog = cogOf(out[i]!, out[i + 1]);
  return out;
}

function checkIndex(points: ForecastPoint[], index: number, what: string, max = points.length - 1): void {
  if (!Number.isInteger(index) || index < 0 || index > max)
    throw new ForecastEditError(`index must be a whole number from 0 to ${max}`);
  if (index === 0) throw new ForecastEditError(`the first point (index 0) cannot be ${what}`);
}

/** Initialises a forecast from a route and a speed: every point gets the speed; point 0 is at `start`. */
export function initForecast(route: LatLng[], speedKn: number, start: Date | string): ForecastPoint[] {
  checkSpeed(speedKn);
  const t0 = toMs(start, 'start');
  if (route.length > 1 && speedKn === 0)
    throw new ForecastEditError('speed must be above 0 for a route of more than one point');
  const pts = route.map((p, i) => ({
    ...checkPoint(p, `route[${i}]`),
    cog: null,
    sog: speedKn,
    timestamp: iso(t0),
  }));
  return rechain(pts, 1);
}

/**
 * Sets the speed: every point gets it and each later timestamp is recomputed as the previous timestamp plus
 * distance / speed. Point 0 keeps its time. Speed 0 is refused on a route of more than one point.
 */
export function setForecastSpeed(points: ForecastPoint[], speedKn: number): ForecastPoint[] {
  checkSpeed(speedKn);
  if (points.length > 1 && speedKn === 0)
    throw new ForecastEditError('speed must be above 0 for a route of more than one point');
  return rechain(
    points.map((p) => ({ ...p, sog: speedKn })),
    1,
  );
}

/**
 * Appends a point: only with a non-zero speed and a non-empty route. The new point's timestamp is the last
 * one's plus distance / speed; the previous point gets the course towards it; the new point has no course.
 */
export function appendForecastPoint(points: ForecastPoint[], p: LatLng, speedKn: number): ForecastPoint[] {
  checkSpeed(speedKn);
  if (speedKn === 0) throw new ForecastEditError('speed must not be 0 to append a point');
  if (points.length === 0) throw new ForecastEditError('the route is empty: initialise it before appending');
  const point = checkPoint(p);
  const last = points[points.length - 1]!;
  const added: ForecastPoint = {
    ...point,
    cog: null,
    sog: speedKn,
    timestamp: iso(toMs(last.timestamp) + legMs(distanceNm(last, point), speedKn)),
  };
  const out = points.map((q) => ({ ...q }));
  out[out.length - 1]!.cog = cogOf(last, point);
  out.push(added);
  return out;
}

/** Moves point `index` (not 0) to `p`; courses and timestamps are recomputed from it onward. */
export function updateForecastPoint(points: ForecastPoint[], index: number, p: LatLng): ForecastPoint[] {
  checkIndex(points, index, 'moved');
  const point = checkPoint(p);
  const out = points.map((q, i) => (i === index ? { ...q, ...point } : q));
  return rechain(out, index);
}

/** Deletes point `index` (not 0); the following points' courses and timestamps are re-chained. */
export function deleteForecastPoint(points: ForecastPoint[], index: number): ForecastPoint[] {
  checkIndex(points, index, 'deleted');
  const out = points.filter((_, i) => i !== index);
  return rechain(out, index);
}

/**
 * Inserts `p` at `index` (1 … length; not 0): the new point sails at the previous point's speed, then later
 * timestamps are recomputed. Same time arithmetic as every other edit (no ×100 factor, see the file note).
 */
export function insertForecastPoint(points: ForecastPoint[], index: number, p: LatLng): ForecastPoint[] {
  if (points.length === 0) throw new ForecastEditError('the route is empty: initialise it before inserting');
  checkIndex(points, index, 'inserted before', points.length);
  const point = checkPoint(p);
  const prev = points[index - 1]!;
  const added: ForecastPoint = { ...point, cog: null, sog: prev.sog, timestamp: prev.timestamp };
  const out = [...points.slice(0, index), added, ...points.slice(index)];
  return rechain(out, index);
}

/** The forecast's ETA: the last point's timestamp, or null for an empty route. */
export function forecastEta(points: ForecastPoint[]): string | null {
  return points.length ? points[points.length - 1]!.timestamp : null;
}

/** Total length of the forecast route in nautical miles. */
export function forecastDistanceNm(points: LatLng[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++) sum += distanceNm(points[i - 1]!, points[i]!);
  return sum;
}
