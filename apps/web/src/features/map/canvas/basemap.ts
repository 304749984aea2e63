import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';
import land110Url from 'world-atlas/land-110m.json?url';
import land50Url from 'world-atlas/land-50m.json?url';
import { landRings, type Position } from './antimeridian';
import type { CanvasFrame } from './canvas-layer';
import { mercatorX, mercatorY } from './projection';

/** Land rings projected once to world pixels at zoom 0, with their bounding boxes for culling. */
export interface ProjectedLand {
  rings: Float64Array[];
  boxes: Float64Array; // minX, minY, maxX, maxY per ring
}

/** Projects rings (already split at the antimeridian) to world pixels at zoom 0. */
export function projectLand(rings: readonly (readonly Position[])[]): ProjectedLand {
  const out: Float64Array[] = [];
  const boxes = new Float64Array(rings.length * 4);
  rings.forEach((ring, r) => {
    const a = new Float64Array(ring.length * 2);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    ring.forEach(([lng, lat], i) => {
      const x = mercatorX(lng);
      const y = mercatorY(lat);
      a[2 * i] = x;
      a[2 * i + 1] = y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    });
    boxes.set([minX, minY, maxX, maxY], r * 4);
    out.push(a);
  });
  return { rings: out, boxes };
}

/** Land of a world-atlas topology, split at the antimeridian, with one world copy either side. */
export function landFromTopology(topology: Topology): ProjectedLand {
  const object = topology.objects.land as GeometryCollection;
  const collection = feature(topology, object) as unknown as {
    features: { geometry: Polygon | MultiPolygon }[];
  };
  const polygons: Position[][][] = [];
  for (const f of collection.features) {
    if (f.geometry.type === 'Polygon') polygons.push(f.geometry.coordinates as Position[][]);
    else polygons.push(...(f.geometry.coordinates as Position[][][]));
  }
  return projectLand(landRings(polygons, 1));
}

const cache = new Map<string, Promise<ProjectedLand>>();

/**
 * The offline basemap (Natural Earth via world-atlas, shipped with the app as static files): the
 * 1:110m land first, the 1:50m land once the user zooms in. Fetched once, kept for the session (and
 * by the service worker's runtime cache when online once).
 */
export function loadLand(detail: 'coarse' | 'fine'): Promise<ProjectedLand> {
  const url = detail === 'fine' ? land50Url : land110Url;
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((r) => {
        if (!r.ok) throw new Error(`basemap ${r.status}`);
        return r.json() as Promise<Topology>;
      })
      .then(landFromTopology);
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/** Draws land over the sea colour; rings outside the canvas are skipped, sub-pixel steps merged. */
export function drawLand(
  frame: CanvasFrame,
  land: ProjectedLand,
  colours: { land: string; coast: string; graticule: string },
) {
  const { ctx, scale, offsetX, offsetY, width, height } = frame;
  drawGraticule(frame, colours.graticule);
  ctx.beginPath();
  for (let r = 0; r < land.rings.length; r++) {
    const minX = land.boxes[4 * r]! * scale - offsetX;
    const minY = land.boxes[4 * r + 1]! * scale - offsetY;
    const maxX = land.boxes[4 * r + 2]! * scale - offsetX;
    const maxY = land.boxes[4 * r + 3]! * scale - offsetY;
    if (maxX < 0 || maxY < 0 || minX > width || minY > height) continue;
    if (maxX - minX < 0.5 && maxY - minY < 0.5) continue;
    const ring = land.rings[r]!;
    let lastX = ring[0]! * scale - offsetX;
    let lastY = ring[1]! * scale - offsetY;
    ctx.moveTo(lastX, lastY);
    for (let i = 2; i < ring.length; i += 2) {
      const x = ring[i]! * scale - offsetX;
      const y = ring[i + 1]! * scale - offsetY;
      if (Math.abs(x - lastX) + Math.abs(y - lastY) < 0.7 && i < ring.length - 2) continue;
      ctx.lineTo(x, y);
      lastX = x;
      lastY = y;
    }
    ctx.closePath();
  }
  ctx.fillStyle = colours.land;
  ctx.fill('evenodd');
  ctx.lineWidth = 0.6;
  ctx.strokeStyle = colours.coast;
  ctx.stroke();
}

/** Meridians and parallels every 30° (10° when zoomed in), a quiet grid for orientation at sea. */
function drawGraticule(frame: CanvasFrame, colour: string) {
  const { ctx, scale, offsetX, offsetY, width, height, zoom } = frame;
  const step = zoom >= 5 ? 5 : zoom >= 3 ? 10 : 30;
  ctx.beginPath();
  for (let lng = -540; lng <= 540; lng += step) {
    const x = mercatorX(lng) * scale - offsetX;
    if (x < 0 || x > width) continue;
    ctx.moveTo(x, 0);
    ctx.lineTo(x, height);
  }
  for (let lat = -80; lat <= 80; lat += step) {
    const y = mercatorY(lat) * scale - offsetY;
    if (y < 0 || y > height) continue;
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1;
  ctx.stroke();
}
