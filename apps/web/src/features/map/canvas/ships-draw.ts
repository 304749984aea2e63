import { CLUSTER_BELOW_ZOOM, SHIP_ICON } from '../map-defaults';
import type { CanvasFrame } from './canvas-layer';
import { mercatorX, mercatorY, nearestCopy } from './projection';
import { GLOW, shipSprite } from './ship-sprite';

/** One ship as the canvas draws it. */
export interface ShipMark {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** Heading, else course over ground, else null (drawn bow north, no rotation implied). */
  rotationDeg: number | null;
  colour: string;
  stale: boolean;
}

/** What was drawn where (canvas pixels) in the last frame, for clicks and hover. */
export type DrawnItem =
  | { kind: 'ship'; x: number; y: number; rotationDeg: number; ship: ShipMark }
  | { kind: 'cluster'; x: number; y: number; radius: number; ships: ShipMark[] };

const CELL = 64;

const badges = new Map<string, HTMLCanvasElement>();

/**
 * A cluster's badge (disc, white rim, count) drawn once per size, count and colours and reused: text and
 * arcs are the dearest things to rasterise on the CPU, and a low-zoom view of a large fleet has hundreds.
 */
function clusterBadge(radius: number, label: string, fill: string, text: string): HTMLCanvasElement | null {
  const key = `${radius}|${label}|${fill}|${text}`;
  const cached = badges.get(key);
  if (cached) return cached;
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  const size = 2 * (radius + 2);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(size * dpr);
  canvas.height = Math.ceil(size * dpr);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.scale(dpr, dpr);
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, radius, 0, 2 * Math.PI);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.stroke();
  ctx.fillStyle = text;
  ctx.font = '600 12px Roboto, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, size / 2, size / 2);
  if (badges.size > 500) badges.clear();
  badges.set(key, canvas);
  return canvas;
}

/**
 * Groups ships whose screen positions share a 64 px cell (below zoom {@link CLUSTER_BELOW_ZOOM});
 * O(n) per frame. Lone ships stay ships.
 */
export function clusterShips(frame: CanvasFrame, ships: readonly ShipMark[]): DrawnItem[] {
  const { scale, offsetX, offsetY, width, height, centerLng, zoom } = frame;
  const margin = SHIP_ICON.height;
  const items: DrawnItem[] = [];
  const cells = new Map<number, { x: number; y: number; ships: ShipMark[] }>();
  const cluster = zoom < CLUSTER_BELOW_ZOOM;
  for (const ship of ships) {
    const x = mercatorX(nearestCopy(ship.lng, centerLng)) * scale - offsetX;
    const y = mercatorY(ship.lat) * scale - offsetY;
    if (x < -margin || y < -margin || x > width + margin || y > height + margin) continue;
    if (!cluster) {
      items.push({ kind: 'ship', x, y, rotationDeg: ship.rotationDeg ?? 0, ship });
      continue;
    }
    const key = Math.floor(x / CELL) * 100_000 + Math.floor(y / CELL);
    const cell = cells.get(key);
    if (cell) {
      cell.x += x;
      cell.y += y;
      cell.ships.push(ship);
    } else cells.set(key, { x, y, ships: [ship] });
  }
  for (const cell of cells.values()) {
    const n = cell.ships.length;
    if (n === 1) {
      const ship = cell.ships[0]!;
      items.push({ kind: 'ship', x: cell.x, y: cell.y, rotationDeg: ship.rotationDeg ?? 0, ship });
    } else {
      items.push({
        kind: 'cluster',
        x: cell.x / n,
        y: cell.y / n,
        radius: Math.round(Math.min(30, 13 + 4 * Math.log2(n))),
        ships: cell.ships,
      });
    }
  }
  return items;
}

/** Draws ships (rotated sprites with their glow) and clusters; returns what it drew. */
export function drawShips(
  frame: CanvasFrame,
  ships: readonly ShipMark[],
  style: {
    hull: string;
    clusterFill: string;
    clusterText: string;
    selectedId: string | null;
    labels: boolean;
  },
): DrawnItem[] {
  const { ctx } = frame;
  const items = clusterShips(frame, ships);
  const sw = SHIP_ICON.width + 2 * GLOW;
  const sh = SHIP_ICON.height + 2 * GLOW;
  for (const item of items) {
    if (item.kind === 'cluster') {
      const badge = clusterBadge(
        item.radius,
        String(item.ships.length),
        style.clusterFill,
        style.clusterText,
      );
      if (badge) {
        const size = 2 * (item.radius + 2);
        ctx.drawImage(badge, item.x - size / 2, item.y - size / 2, size, size);
        continue;
      }
      ctx.beginPath();
      ctx.arc(item.x, item.y, item.radius, 0, 2 * Math.PI);
      ctx.fillStyle = style.clusterFill;
      ctx.fill();
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(255,255,255,0.85)';
      ctx.stroke();
      ctx.fillStyle = style.clusterText;
      ctx.font = '600 12px Roboto, sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(item.ships.length), item.x, item.y);
      continue;
    }
    const sprite = shipSprite(item.ship.colour, style.hull, item.ship.stale);
    const angle = (item.rotationDeg * Math.PI) / 180;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const dpr = window.devicePixelRatio || 1;
    ctx.setTransform(dpr * cos, dpr * sin, -dpr * sin, dpr * cos, dpr * item.x, dpr * item.y);
    ctx.drawImage(sprite, -sw / 2, -sh / 2, sw, sh);
    if (item.ship.id === style.selectedId) {
      ctx.strokeStyle = style.clusterFill;
      ctx.lineWidth = 2;
      ctx.setLineDash([4, 3]);
      ctx.strokeRect(-sw / 2 + 4, -sh / 2 + 4, sw - 8, sh - 8);
      ctx.setLineDash([]);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  }
  if (style.labels) {
    ctx.font = '500 11px Roboto, sans-serif';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 3;
    ctx.strokeStyle = 'rgba(0,0,0,0.55)';
    ctx.fillStyle = '#fff';
    for (const item of items) {
      if (item.kind !== 'ship') continue;
      ctx.strokeText(item.ship.name, item.x + 20, item.y);
      ctx.fillText(item.ship.name, item.x + 20, item.y);
    }
  }
  return items;
}

/** The drawn item under a canvas pixel: a ship whose rotated icon contains it, else a cluster. */
export function hitTest(items: readonly DrawnItem[], x: number, y: number): DrawnItem | null {
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    const dx = x - item.x;
    const dy = y - item.y;
    if (item.kind === 'cluster') {
      if (dx * dx + dy * dy <= item.radius * item.radius) return item;
      continue;
    }
    // Into the icon's own frame (undo the rotation), then a box test with a little slack.
    const a = (-item.rotationDeg * Math.PI) / 180;
    const lx = dx * Math.cos(a) - dy * Math.sin(a);
    const ly = dx * Math.sin(a) + dy * Math.cos(a);
    if (Math.abs(lx) <= SHIP_ICON.width / 2 + 4 && Math.abs(ly) <= SHIP_ICON.height / 2 + 4) return item;
  }
  return null;
}
