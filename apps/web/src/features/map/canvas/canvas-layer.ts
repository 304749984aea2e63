import L from 'leaflet';

/** Where a layer draws: world pixels at zoom 0 (`mercatorX/Y`) map to canvas pixels as `x * scale - offsetX`. */
export interface CanvasFrame {
  ctx: CanvasRenderingContext2D;
  /** CSS pixels of the canvas (the view plus padding on each side). */
  width: number;
  height: number;
  zoom: number;
  scale: number;
  offsetX: number;
  offsetY: number;
  /** The longitude at the centre of the view (world copies are drawn nearest to it). */
  centerLng: number;
  /** The canvas pixel of the view's top-left corner. */
  viewLeft: number;
  viewTop: number;
}

/** A drawable: called on every redraw with the frame. */
export type DrawFn = (frame: CanvasFrame) => void;

export { mercatorX, mercatorY, nearestCopy } from './projection';

/** A canvas that follows the map as Leaflet's own renderers do: moved with the pane while panning,
 * scaled with CSS during the zoom animation, and redrawn when a move or zoom ends — except after a pan
 * that keeps the view inside the canvas's drawn margin (same zoom): the bitmap already shows it, so the
 * layer neither redraws nor moves (no rasterising on the CPU). */
export interface CanvasLayer extends L.Layer {
  redraw(): void;
  setDraw(draw: DrawFn): void;
  /** The canvas pixel under a point of the map's container (for hit tests). */
  canvasPoint(containerPoint: L.Point): { x: number; y: number };
}

interface RendererInternals {
  _map: L.Map;
  _container: HTMLCanvasElement;
  _bounds: L.Bounds;
  _ctx: CanvasRenderingContext2D | null;
  _draw: DrawFn;
  _frame: number;
  /** The zoom, pixel origin and view size the canvas was last laid out for. */
  _laidOut: { zoom: number; originX: number; originY: number; width: number; height: number } | null;
}

/** Whether the current view still lies inside what the canvas holds (same zoom, origin and size). */
function viewInsideCanvas(layer: RendererInternals): boolean {
  const map = layer._map;
  const last = layer._laidOut;
  if (!last || !layer._bounds) return false;
  const origin = map.getPixelOrigin();
  const size = map.getSize();
  if (
    last.zoom !== map.getZoom() ||
    last.originX !== origin.x ||
    last.originY !== origin.y ||
    last.width !== size.x ||
    last.height !== size.y
  )
    return false;
  const topLeft = map.containerPointToLayerPoint([0, 0]);
  const b = layer._bounds;
  return (
    topLeft.x >= b.min!.x &&
    topLeft.y >= b.min!.y &&
    topLeft.x + size.x <= b.max!.x &&
    topLeft.y + size.y <= b.max!.y
  );
}

/**
 * A canvas layer built on `L.Renderer` (which handles the pane, padding and zoom animation), drawing
 * with `draw` instead of Leaflet paths. `padding` is the share of the view drawn beyond each edge so
 * a pan shows drawn content until it ends.
 */
export function createCanvasLayer(
  draw: DrawFn,
  options: { pane?: string; padding?: number } = {},
): CanvasLayer {
  const Layer = (
    L.Renderer as unknown as { extend: (props: object) => new (o: object) => CanvasLayer }
  ).extend({
    _initContainer(this: RendererInternals) {
      const canvas = document.createElement('canvas');
      canvas.style.pointerEvents = 'none';
      this._container = canvas;
      // null where there is no canvas (jsdom): the layer then draws nothing.
      this._ctx = canvas.getContext('2d');
      this._draw = draw;
      this._laidOut = null;
    },
    _destroyContainer(this: RendererInternals) {
      this._laidOut = null;
      cancelAnimationFrame(this._frame);
      L.DomUtil.remove(this._container);
    },
    _updatePaths() {},
    _update(this: RendererInternals & { _zoom: number }) {
      if ((this._map as unknown as { _animatingZoom?: boolean })._animatingZoom && this._bounds) return;
      if (viewInsideCanvas(this)) return;
      (L.Renderer.prototype as unknown as { _update: () => void })._update.call(this);
      const origin = this._map.getPixelOrigin();
      const mapSize = this._map.getSize();
      this._laidOut = {
        zoom: this._map.getZoom(),
        originX: origin.x,
        originY: origin.y,
        width: mapSize.x,
        height: mapSize.y,
      };
      const b = this._bounds;
      const size = b.getSize();
      const dpr = window.devicePixelRatio || 1;
      L.DomUtil.setPosition(this._container, b.min!);
      const width = Math.round(dpr * size.x);
      const height = Math.round(dpr * size.y);
      // Resizing a canvas reallocates it: only when the view's size changed, not on every move.
      if (this._container.width !== width || this._container.height !== height) {
        this._container.width = width;
        this._container.height = height;
        this._container.style.width = `${size.x}px`;
        this._container.style.height = `${size.y}px`;
      }
      (this as unknown as CanvasLayer).redraw();
    },
    redraw(this: RendererInternals) {
      if (!this._map || !this._bounds || !this._ctx) return;
      const map = this._map;
      const b = this._bounds;
      const size = b.getSize();
      const dpr = window.devicePixelRatio || 1;
      const ctx = this._ctx;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, size.x, size.y);
      const zoom = map.getZoom();
      const origin = map.getPixelOrigin();
      const viewTopLeft = map.containerPointToLayerPoint([0, 0]);
      this._draw({
        ctx,
        width: size.x,
        height: size.y,
        zoom,
        scale: 2 ** zoom,
        offsetX: origin.x + b.min!.x,
        offsetY: origin.y + b.min!.y,
        centerLng: map.getCenter().lng,
        viewLeft: viewTopLeft.x - b.min!.x,
        viewTop: viewTopLeft.y - b.min!.y,
      });
    },
    canvasPoint(this: RendererInternals, p: L.Point) {
      const lp = this._map.containerPointToLayerPoint(p);
      return { x: lp.x - (this._bounds?.min?.x ?? 0), y: lp.y - (this._bounds?.min?.y ?? 0) };
    },
    setDraw(this: RendererInternals & CanvasLayer, next: DrawFn) {
      this._draw = next;
      this.redraw();
    },
  });
  return new Layer({ padding: options.padding ?? 0.1, pane: options.pane ?? 'overlayPane' });
}
