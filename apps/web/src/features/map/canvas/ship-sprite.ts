import { SHIP_ICON } from '../map-defaults';

/** Room around the hull for the glow. */
export const GLOW = 9;

const sprites = new Map<string, HTMLCanvasElement>();

/** The hull outline of the 25 × 73 px ship icon (spec §9), bow up, in its own pixel box. */
export function traceHull(ctx: CanvasRenderingContext2D, x: number, y: number) {
  const w = SHIP_ICON.width;
  const h = SHIP_ICON.height;
  ctx.beginPath();
  ctx.moveTo(x + w / 2, y); // bow
  ctx.bezierCurveTo(x + w * 0.95, y + h * 0.18, x + w, y + h * 0.3, x + w, y + h * 0.42);
  ctx.lineTo(x + w, y + h * 0.94);
  ctx.quadraticCurveTo(x + w, y + h, x + w * 0.85, y + h);
  ctx.lineTo(x + w * 0.15, y + h);
  ctx.quadraticCurveTo(x, y + h, x, y + h * 0.94);
  ctx.lineTo(x, y + h * 0.42);
  ctx.bezierCurveTo(x, y + h * 0.3, x + w * 0.05, y + h * 0.18, x + w / 2, y);
  ctx.closePath();
}

/**
 * `#rrggbb` with each channel rounded to a multiple of 17 (16 levels): the speed scale's colours fall into
 * a few dozen sprites instead of one per ship (a 1,000-ship fleet would otherwise outgrow the cache and
 * re-blur its glows every frame). Other colour strings are kept as they are.
 */
export function quantiseColour(colour: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) return colour;
  return `#${m
    .slice(1, 4)
    .map((h) => (Math.round(parseInt(h, 16) / 17) * 17).toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * A pre-drawn ship icon with its glow in `colour` (spec §9: 25 × 73 px, glow in the speed colour).
 * Drawn once per colour and reused, so a frame with 1,000 ships is 1,000 `drawImage` calls, not
 * 1,000 blurred paths.
 */
export function shipSprite(speedColour: string, hull: string, stale: boolean): HTMLCanvasElement {
  const colour = quantiseColour(speedColour);
  const key = `${colour}|${hull}|${stale ? 1 : 0}`;
  const cached = sprites.get(key);
  if (cached) return cached;
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  const canvas = document.createElement('canvas');
  const w = SHIP_ICON.width + 2 * GLOW;
  const h = SHIP_ICON.height + 2 * GLOW;
  canvas.width = Math.ceil(w * dpr);
  canvas.height = Math.ceil(h * dpr);
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.scale(dpr, dpr);
    ctx.save();
    ctx.shadowColor = colour;
    ctx.shadowBlur = stale ? 0 : GLOW;
    traceHull(ctx, GLOW, GLOW);
    ctx.fillStyle = stale ? 'rgba(128,128,128,0.55)' : colour;
    ctx.fill();
    ctx.restore();
    // The deck: the hull's own colour inside a rim of the glow colour, and a bridge line aft.
    ctx.save();
    ctx.translate(GLOW + 3, GLOW + 5);
    ctx.scale((SHIP_ICON.width - 6) / SHIP_ICON.width, (SHIP_ICON.height - 8) / SHIP_ICON.height);
    traceHull(ctx, 0, 0);
    ctx.fillStyle = hull;
    ctx.fill();
    ctx.restore();
    ctx.fillStyle = stale ? 'rgba(128,128,128,0.9)' : colour;
    ctx.fillRect(GLOW + 5, GLOW + SHIP_ICON.height * 0.72, SHIP_ICON.width - 10, 4);
    if (sprites.size > 400) sprites.clear();
    sprites.set(key, canvas);
  }
  return canvas;
}
