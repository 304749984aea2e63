import L from 'leaflet';

/** A numbered round handle for a route or distance point (draggable markers are few: DOM is fine). */
export function pointIcon(label: string, colour: string, first = false, selected = false): L.DivIcon {
  const size = first ? 26 : 22;
  const ring = selected ? `,0 0 0 3px ${colour}` : '';
  return L.divIcon({
    className: 'keel-map-point',
    html: `<div style="width:${size}px;height:${size}px;border-radius:50%;background:${colour};color:#fff;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)${ring};display:flex;align-items:center;justify-content:center;font:600 11px Roboto,sans-serif">${label}</div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** The "+" handle in the middle of a leg: a click inserts a point there. */
export function insertIcon(colour: string): L.DivIcon {
  return L.divIcon({
    className: 'keel-map-insert',
    html: `<div style="width:16px;height:16px;border-radius:50%;background:#fff;color:${colour};border:2px solid ${colour};display:flex;align-items:center;justify-content:center;font:700 13px/1 Roboto,sans-serif">+</div>`,
    iconSize: [16, 16],
    iconAnchor: [8, 8],
  });
}

/** The midpoint of two points, taken the short way round the antimeridian. */
export function midpoint(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  let lng2 = b.lng;
  if (lng2 - a.lng > 180) lng2 -= 360;
  if (lng2 - a.lng < -180) lng2 += 360;
  return { lat: (a.lat + b.lat) / 2, lng: L.Util.wrapNum((a.lng + lng2) / 2, [-180, 180], true) };
}

/** Longitudes made continuous along a line, so a leg across 180° is drawn the short way. */
export function unwrapLine(points: readonly { lat: number; lng: number }[]): [number, number][] {
  const out: [number, number][] = [];
  let previous: number | null = null;
  for (const p of points) {
    let lng = p.lng;
    if (previous !== null) lng += 360 * Math.round((previous - lng) / 360);
    out.push([p.lat, lng]);
    previous = lng;
  }
  return out;
}
