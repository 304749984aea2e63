/**
 * Great-circle geometry on the spec's sphere (§9 "Map and geometry"): radius 6,371,000 m, 1 NM = 1,852 m.
 * Latitudes and longitudes in degrees, bearings in degrees true (0–360), distances in nautical miles.
 * Formulas: haversine distance, initial bearing and destination point (Ed Williams' aviation formulary,
 * Movable Type "Calculate distance, bearing and more between latitude/longitude points").
 */

/** Mean Earth radius of the spec, metres. */
export const EARTH_RADIUS_M = 6_371_000;
/** One international nautical mile, metres. */
export const NM_M = 1852;
/** The sphere's radius in nautical miles (≈ 3,440.065). */
export const EARTH_RADIUS_NM = EARTH_RADIUS_M / NM_M;

/** A point on the map, decimal degrees (north and east positive). */
export type LatLng = { lat: number; lng: number };

const RAD = Math.PI / 180;

/** True when the point has finite coordinates within ±90 latitude and ±180 longitude. */
export function isValidLatLng(p: { lat: unknown; lng: unknown } | null | undefined): p is LatLng {
  return (
    !!p &&
    typeof p.lat === 'number' &&
    typeof p.lng === 'number' &&
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng) &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lng) <= 180
  );
}

/** Longitude brought into −180…180. */
export function normaliseLng(lng: number): number {
  const l = ((((lng + 180) % 360) + 360) % 360) - 180;
  return l === -180 && lng > 0 ? 180 : l;
}

/** Central angle between two points, radians (haversine: accurate for small and large distances). */
export function centralAngleRad(a: LatLng, b: LatLng): number {
  const φ1 = a.lat * RAD;
  const φ2 = b.lat * RAD;
  const dφ = φ2 - φ1;
  const dλ = (b.lng - a.lng) * RAD;
  const h = Math.sin(dφ / 2) ** 2 + Math.cos(φ1) * Math.cos(φ2) * Math.sin(dλ / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance in metres. */
export function distanceM(a: LatLng, b: LatLng): number {
  return centralAngleRad(a, b) * EARTH_RADIUS_M;
}

/** Great-circle distance in nautical miles. */
export function distanceNm(a: LatLng, b: LatLng): number {
  return centralAngleRad(a, b) * EARTH_RADIUS_NM;
}

/** Initial great-circle bearing from a to b, degrees true 0 ≤ x < 360 (0 when the points coincide). */
export function initialBearingDeg(a: LatLng, b: LatLng): number {
  const φ1 = a.lat * RAD;
  const φ2 = b.lat * RAD;
  const dλ = (b.lng - a.lng) * RAD;
  const y = Math.sin(dλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(dλ);
  const θ = Math.atan2(y, x) / RAD;
  const deg = (θ + 360) % 360;
  return deg === 360 ? 0 : deg + 0;
}

/** The point reached from `a` after `distanceNm` along the great circle leaving on `bearingDeg`. */
export function destinationPoint(a: LatLng, bearingDeg: number, distanceNmValue: number): LatLng {
  const δ = distanceNmValue / EARTH_RADIUS_NM;
  const θ = bearingDeg * RAD;
  const φ1 = a.lat * RAD;
  const λ1 = a.lng * RAD;
  const sinφ2 = Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ);
  const φ2 = Math.asin(Math.max(-1, Math.min(1, sinφ2)));
  const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * sinφ2);
  return { lat: φ2 / RAD, lng: normaliseLng(λ2 / RAD) };
}
