/** A position as GeoJSON has it: [longitude, latitude]. */
export type Position = [number, number];
export type Ring = Position[];

/**
 * Makes a ring's longitudes continuous: each step of more than 180° is taken the short way round,
 * so a ring that crosses the antimeridian runs past ±180 instead of jumping across the map.
 */
export function unwrapRing(ring: readonly Position[]): Ring {
  const out: Ring = [];
  let offset = 0;
  let previous: number | null = null;
  for (const [lon, lat] of ring) {
    if (previous !== null) {
      const step = lon + offset - previous;
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    const x = lon + offset;
    out.push([x, lat]);
    previous = x;
  }
  return out;
}

/** Clips a closed ring to the half-plane `x >= edge` (keep 'above') or `x <= edge` (Sutherland–Hodgman). */
function clipX(ring: Ring, edge: number, keepAbove: boolean): Ring {
  const inside = (p: Position) => (keepAbove ? p[0] >= edge : p[0] <= edge);
  const out: Ring = [];
  for (let i = 0; i < ring.length; i++) {
    const current = ring[i]!;
    const previous = ring[(i + ring.length - 1) % ring.length]!;
    const cin = inside(current);
    const pin = inside(previous);
    if (cin !== pin) {
      const t = (edge - previous[0]) / (current[0] - previous[0]);
      out.push([edge, previous[1] + t * (current[1] - previous[1])]);
    }
    if (cin) out.push(current);
  }
  return out;
}

/**
 * Splits the rings of a land polygon at the antimeridian (TOOLCHAIN-NOTES pitfall 10): each ring is
 * unwrapped, a ring around a pole (Antarctica) is closed along the pole, and the result is cut into
 * pieces inside [-180, 180] — so no edge ever runs across the whole map. Returns closed rings.
 */
export function splitRingAtAntimeridian(ring: readonly Position[]): Ring[] {
  if (ring.length < 3) return [];
  let open = unwrapRing(ring);
  const first = open[0]!;
  const last = open[open.length - 1]!;
  const drift = last[0] - first[0];
  if (Math.abs(drift) > 180) {
    // A ring that winds round a pole: close it over the pole on the side it lies.
    const meanLat = open.reduce((sum, p) => sum + p[1], 0) / open.length;
    const pole = meanLat < 0 ? -90 : 90;
    open = [...open, [last[0], pole], [first[0], pole]];
  }
  let min = Infinity;
  let max = -Infinity;
  for (const [x] of open) {
    if (x < min) min = x;
    if (x > max) max = x;
  }
  const pieces: Ring[] = [];
  for (const shift of [-720, -360, 0, 360, 720]) {
    if (max + shift <= -180 || min + shift >= 180) continue;
    const shifted: Ring = open.map(([x, y]) => [x + shift, y]);
    if (min + shift >= -180 && max + shift <= 180) {
      pieces.push(shifted);
      continue;
    }
    const clipped = clipX(clipX(shifted, -180, true), 180, false);
    if (clipped.length >= 3) pieces.push(clipped);
  }
  return pieces.map((p) => {
    const a = p[0]!;
    const z = p[p.length - 1]!;
    return a[0] === z[0] && a[1] === z[1] ? p : [...p, a];
  });
}

/**
 * The land of a GeoJSON (Multi)Polygon as closed rings inside [-180, 180], repeated `copies` times
 * either side (shifted by 360°) so a view across the Pacific shows land on both sides.
 */
export function landRings(coordinates: readonly (readonly (readonly Position[])[])[], copies = 1): Ring[] {
  const base: Ring[] = [];
  for (const polygon of coordinates) for (const ring of polygon) base.push(...splitRingAtAntimeridian(ring));
  const out: Ring[] = [];
  for (let k = -copies; k <= copies; k++)
    for (const ring of base) out.push(ring.map(([x, y]) => [x + 360 * k, y]));
  return out;
}
