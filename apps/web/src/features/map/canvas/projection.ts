/** Web Mercator in world pixels at zoom 0, without Leaflet (the screen's shell uses it before the map code loads). */
const TILE = 256;
const MAX_LAT = 85.0511287798;

/** Web Mercator (EPSG:3857, as Leaflet's default CRS) in world pixels at zoom 0: x in 0…256 per world. */
export function mercatorX(lng: number): number {
  return (TILE * (lng + 180)) / 360;
}
export function mercatorY(lat: number): number {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const s = Math.sin((clamped * Math.PI) / 180);
  return TILE * (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI));
}

/** The world copy of `lng` (lng + k·360) nearest to `centerLng`. */
export function nearestCopy(lng: number, centerLng: number): number {
  return lng + 360 * Math.round((centerLng - lng) / 360);
}
