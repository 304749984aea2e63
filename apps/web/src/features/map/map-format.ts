/** Formatting of the map's figures (positions, speeds, courses, ages). */

/** 12°34.5′N — degrees and decimal minutes, as charts show them. */
export function formatLat(lat: number): string {
  return degMin(Math.abs(lat), 2) + (lat >= 0 ? 'N' : 'S');
}
export function formatLng(lng: number): string {
  return degMin(Math.abs(lng), 3) + (lng >= 0 ? 'E' : 'W');
}
function degMin(value: number, width: number): string {
  let deg = Math.floor(value);
  let min = Math.round((value - deg) * 600) / 10;
  if (min >= 60) {
    deg += 1;
    min = 0;
  }
  return `${String(deg).padStart(width, '0')}°${min.toFixed(1).padStart(4, '0')}′`;
}

/** 12.3 kn, or — when unknown. */
export function formatKnots(kn: number | null | undefined): string {
  return kn === null || kn === undefined || !Number.isFinite(kn) ? '—' : `${kn.toFixed(1)} kn`;
}

/** 045°, or — when unknown. */
export function formatCourse(deg: number | null | undefined): string {
  if (deg === null || deg === undefined || !Number.isFinite(deg)) return '—';
  return `${String(Math.round(((deg % 360) + 360) % 360) % 360).padStart(3, '0')}°`;
}

/** How long ago: "just now", "4 min ago", "3 h 5 min ago", "2 d 4 h ago". */
export function formatAge(timestamp: string | null, now: number): string {
  if (!timestamp) return 'never';
  const ms = now - Date.parse(timestamp);
  if (!Number.isFinite(ms)) return '—';
  if (ms < 60_000) return 'just now';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min ago`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h ago`;
}

/** 123.4 NM. */
export function formatNm(nm: number): string {
  return `${nm.toFixed(nm < 10 ? 2 : 1)} NM`;
}

/** A duration in hours as "2 d 3 h 10 min". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  const minutes = Math.round(ms / 60_000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return [d ? `${d} d` : '', h ? `${h} h` : '', `${m} min`].filter(Boolean).join(' ');
}
