/**
 * The browser side of the map render bench (bench/src/map-render.ts): the fleet map's own canvas
 * layers (apps/web/src/features/map/canvas) on a Leaflet map with the spec defaults — the offline
 * basemap, 1,000 ships and 100,000 track points — and a bare Leaflet map as the baseline.
 */
import L from 'leaflet';
import { speedColour } from '../../packages/domain/src/geo/speed-colour';
import { createCanvasLayer, type CanvasFrame } from '../../apps/web/src/features/map/canvas/canvas-layer';
import { drawLand, loadLand, type ProjectedLand } from '../../apps/web/src/features/map/canvas/basemap';
import { drawShips, type ShipMark } from '../../apps/web/src/features/map/canvas/ships-draw';
import {
  drawTracks,
  projectTrack,
  type TrackPoint,
} from '../../apps/web/src/features/map/canvas/tracks-draw';
import { speedColouring } from '../../apps/web/src/features/map/track-colouring';
import { BASEMAP_COLOURS, MAP_DEFAULTS } from '../../apps/web/src/features/map/map-defaults';

declare global {
  interface Window {
    bench: {
      setup: (withLayers: boolean, ships: number, trackPoints: number, layers?: string) => Promise<number>;
      frames: (
        kind: 'pan' | 'pan-far' | 'zoom',
        count: number,
      ) => Promise<{ frames: number[]; draws: number[] }>;
    };
  }
}

/** A repeatable pseudo-random sequence (mulberry32). */
function random(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let map: L.Map;
let drawMs: number[] = [];

function timed(draw: (f: CanvasFrame) => void) {
  return (f: CanvasFrame) => {
    const t0 = performance.now();
    draw(f);
    drawMs.push(performance.now() - t0);
  };
}

window.bench = {
  async setup(withLayers, shipCount, trackPoints, layers = 'base,tracks,ships') {
    const t0 = performance.now();
    map = L.map('map', {
      ...MAP_DEFAULTS,
      center: [20, 60],
      zoom: 3,
      zoomAnimation: false,
      fadeAnimation: false,
    });
    if (!withLayers) {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return performance.now() - t0;
    }
    const rnd = random(42);
    const ships: ShipMark[] = Array.from({ length: shipCount }, (_, i) => {
      const sog = rnd() * 30;
      return {
        id: `s${i}`,
        name: `Ship ${i}`,
        lat: -50 + rnd() * 110,
        lng: -180 + rnd() * 360,
        rotationDeg: rnd() * 360,
        colour: speedColour(sog),
        stale: rnd() < 0.05,
      };
    });
    // 50 tracks of 2,000 fixes (10-second fixes, random walk), one gap each.
    const tracks = Array.from({ length: 50 }, (_, k) => {
      let lat = -40 + rnd() * 80;
      let lng = -170 + rnd() * 340;
      const per = Math.floor(trackPoints / 50);
      const points: TrackPoint[] = [];
      for (let i = 0; i < per; i++) {
        lat += (rnd() - 0.4) * 0.02;
        lng += (rnd() - 0.2) * 0.03;
        points.push([i * 10_000, lat, lng, 5 + rnd() * 20]);
      }
      const cut = Math.floor(per / 2);
      return projectTrack(`t${k}`, [points.slice(0, cut), points.slice(cut + 5)]);
    });
    const land: ProjectedLand = await loadLand('coarse');
    const colours = BASEMAP_COLOURS.light;
    map.getContainer().style.background = colours.sea;
    map.createPane('base').style.zIndex = '150';
    map.createPane('ships').style.zIndex = '450';
    createCanvasLayer(
      timed((f) => drawLand(f, land, colours)),
      { pane: 'base' },
    ).addTo(map);
    if (layers.includes('tracks'))
      createCanvasLayer(timed((f) => drawTracks(f, tracks, speedColouring, null))).addTo(map);
    if (layers.includes('ships'))
      createCanvasLayer(
        timed((f) => {
          drawShips(f, ships, {
            hull: '#fff',
            clusterFill: '#037BA0',
            clusterText: '#fff',
            selectedId: null,
            labels: false,
          });
        }),
        { pane: 'ships' },
      ).addTo(map);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now() - t0;
  },
  async frames(kind, count) {
    const frames: number[] = [];
    drawMs = [];
    let last = performance.now();
    for (let i = 0; i < count; i++) {
      if (kind === 'pan') map.panBy([i % 2 ? -37 : 41, i % 3 ? 23 : -29], { animate: false });
      // Steps past the canvases' drawn margin (10 % of the view): every step redraws every layer.
      else if (kind === 'pan-far') map.panBy([i % 2 ? -300 : 320, i % 2 ? -190 : 200], { animate: false });
      else map.setZoom(3 + (i % 6), { animate: false });
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    return { frames, draws: drawMs };
  },
};
