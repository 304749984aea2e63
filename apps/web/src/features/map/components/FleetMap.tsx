import { useEffect, useRef, type ReactNode } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useTheme } from '@mui/material/styles';
import { speedColour } from '@keel/domain';
import { createCanvasLayer, type CanvasFrame, type CanvasLayer } from '../canvas/canvas-layer';
import { drawLand, loadLand, type ProjectedLand } from '../canvas/basemap';
import { drawShips, hitTest, type DrawnItem, type ShipMark } from '../canvas/ships-draw';
import { drawTracks, positionAt, type ProjectedTrack, type TrackColouring } from '../canvas/tracks-draw';
import { GLOW, shipSprite } from '../canvas/ship-sprite';
import { BASEMAP_COLOURS, HOVER_THROTTLE_MS, MAP_DEFAULTS, SHIP_ICON, TILE_DEFAULTS } from '../map-defaults';

/** What the fleet map draws and how it answers clicks. */
export interface FleetMapProps {
  ships: readonly ShipMark[];
  selectedShipId: string | null;
  onSelectShip: (shipId: string | null) => void;
  tracks?: readonly ProjectedTrack[];
  trackColouring?: TrackColouring;
  /** Playback time: tracks after it are faint and each ship is drawn where it was then. */
  playbackMs?: number | null;
  /** A click on open water (not on a ship): the distance tool or the forecast editor takes it. */
  onMapClick?: (point: { lat: number; lng: number }) => void;
  tileUrl: string;
  tileAttribution: string;
  children?: ReactNode;
  /** Called once with the Leaflet map (the page pans to a ship picked from a list). */
  onReady?: (map: L.Map) => void;
}

/**
 * The Leaflet map (spec §9 defaults, canvas rendering): the offline Natural Earth basemap under an
 * optional tile layer (so a lost tile server still leaves land and sea), tracks, then ships drawn
 * on their own canvas (rotated sprites with a glow in the speed colour, clusters at low zoom).
 */
export function FleetMap(props: FleetMapProps) {
  const theme = useTheme();
  const colours = BASEMAP_COLOURS[theme.palette.mode];
  return (
    <MapContainer
      {...MAP_DEFAULTS}
      center={[25, 20]}
      zoom={2}
      style={{ height: '100%', width: '100%', background: colours.sea }}
      attributionControl
    >
      {props.tileUrl ? (
        <TileLayer
          url={props.tileUrl}
          tileSize={TILE_DEFAULTS.tileSize}
          maxZoom={TILE_DEFAULTS.maxZoom}
          attribution={props.tileAttribution || undefined}
        />
      ) : null}
      <CanvasLayers {...props} />
      {props.children}
    </MapContainer>
  );
}

function usePane(map: L.Map, name: string, zIndex: number) {
  if (!map.getPane(name)) {
    const pane = map.createPane(name);
    pane.style.zIndex = String(zIndex);
    pane.style.pointerEvents = 'none';
  }
  return name;
}

function CanvasLayers(props: FleetMapProps) {
  const map = useMap();
  const theme = useTheme();
  const mode = theme.palette.mode;
  const basePane = usePane(map, 'keel-basemap', 150);
  const shipPane = usePane(map, 'keel-ships', 450);
  const layers = useRef<{ base: CanvasLayer; tracks: CanvasLayer; ships: CanvasLayer } | null>(null);
  const land = useRef<ProjectedLand | null>(null);
  const drawn = useRef<{ items: DrawnItem[] }>({ items: [] });
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  // Create the three canvases once.
  useEffect(() => {
    const base = createCanvasLayer(() => undefined, { pane: basePane, padding: 0.1 });
    const tracks = createCanvasLayer(() => undefined, { pane: 'overlayPane', padding: 0.1 });
    const ships = createCanvasLayer(() => undefined, { pane: shipPane, padding: 0.1 });
    base.addTo(map);
    tracks.addTo(map);
    ships.addTo(map);
    layers.current = { base, tracks, ships };
    map.attributionControl?.addAttribution('Land: Natural Earth');
    props.onReady?.(map);
    let cancelled = false;
    const showLand = (detail: 'coarse' | 'fine') =>
      loadLand(detail)
        .then((l) => {
          if (cancelled) return;
          land.current = l;
          base.redraw();
        })
        .catch(() => undefined);
    void showLand('coarse');
    let fine = false;
    const onZoom = () => {
      if (!fine && map.getZoom() >= 4) {
        fine = true;
        void showLand('fine');
      }
    };
    map.on('zoomend', onZoom);
    return () => {
      cancelled = true;
      map.off('zoomend', onZoom);
      base.remove();
      tracks.remove();
      ships.remove();
      layers.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, basePane, shipPane]);

  // The basemap in the theme's colours.
  useEffect(() => {
    const colours = BASEMAP_COLOURS[mode];
    map.getContainer().style.background = colours.sea;
    layers.current?.base.setDraw((frame) => {
      if (land.current) drawLand(frame, land.current, colours);
    });
  }, [map, mode]);

  // Tracks and the playback positions.
  const { tracks, trackColouring, playbackMs } = props;
  useEffect(() => {
    const hull = mode === 'dark' ? '#1a223f' : '#ffffff';
    layers.current?.tracks.setDraw((frame) => {
      if (!tracks?.length || !trackColouring) return;
      drawTracks(frame, tracks, trackColouring, playbackMs ?? null);
      if (playbackMs === null || playbackMs === undefined) return;
      for (const track of tracks) drawPlaybackShip(frame, track, playbackMs, hull);
    });
  }, [tracks, trackColouring, playbackMs, mode]);

  // Ships.
  const { ships, selectedShipId } = props;
  useEffect(() => {
    const style = {
      hull: mode === 'dark' ? '#1a223f' : '#ffffff',
      clusterFill: theme.palette.primary.main,
      clusterText: theme.palette.primary.contrastText,
      selectedId: selectedShipId,
      labels: false,
    };
    layers.current?.ships.setDraw((frame) => {
      style.labels = frame.zoom >= 6 && ships.length <= 200;
      drawn.current = { items: drawShips(frame, ships, style) };
    });
  }, [ships, selectedShipId, mode, theme.palette.primary.main, theme.palette.primary.contrastText]);

  // Clicks and hover: ships and clusters are hit-tested on the canvas.
  useEffect(() => {
    const itemAt = (p: L.Point) => {
      const layer = layers.current?.ships;
      if (!layer) return null;
      const c = layer.canvasPoint(p);
      return hitTest(drawn.current.items, c.x, c.y);
    };
    const onClick = (e: L.LeafletMouseEvent) => {
      const item = itemAt(e.containerPoint);
      if (item?.kind === 'cluster') {
        const lat = item.ships.reduce((s, x) => s + x.lat, 0) / item.ships.length;
        const lng = item.ships.reduce((s, x) => s + x.lng, 0) / item.ships.length;
        map.setView([lat, nearestLng(lng, map.getCenter().lng)], Math.min(map.getZoom() + 2, 18));
        return;
      }
      if (item?.kind === 'ship') {
        latest.current.onSelectShip(item.ship.id);
        return;
      }
      latest.current.onMapClick?.({
        lat: e.latlng.lat,
        lng: L.Util.wrapNum(e.latlng.lng, [-180, 180], true),
      });
    };
    let last = 0;
    const onMove = (e: L.LeafletMouseEvent) => {
      const now = performance.now();
      if (now - last < HOVER_THROTTLE_MS) return;
      last = now;
      map.getContainer().style.cursor = itemAt(e.containerPoint)
        ? 'pointer'
        : latest.current.onMapClick
          ? 'crosshair'
          : '';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
    };
  }, [map]);

  return null;
}

function nearestLng(lng: number, centre: number) {
  return lng + 360 * Math.round((centre - lng) / 360);
}

/** The ship of a played-back track where it was at `timeMs`, pointing along its track. */
function drawPlaybackShip(frame: CanvasFrame, track: ProjectedTrack, timeMs: number, hull: string) {
  const at = positionAt(track, timeMs);
  if (!at) return;
  const { ctx, scale, offsetY } = frame;
  const centreWorldX = (frame.offsetX + frame.width / 2) / scale;
  const shift = 256 * Math.round((centreWorldX - track.midX) / 256);
  const x = (at.x + shift) * scale - frame.offsetX;
  const y = at.y * scale - offsetY;
  const sprite = shipSprite(speedColour(Number.isNaN(at.value) ? 0 : at.value), hull, false);
  const dpr = window.devicePixelRatio || 1;
  const a = (at.bearingDeg * Math.PI) / 180;
  const sw = SHIP_ICON.width + 2 * GLOW;
  const sh = SHIP_ICON.height + 2 * GLOW;
  ctx.setTransform(
    dpr * Math.cos(a),
    dpr * Math.sin(a),
    -dpr * Math.sin(a),
    dpr * Math.cos(a),
    dpr * x,
    dpr * y,
  );
  ctx.drawImage(sprite, -sw / 2, -sh / 2, sw, sh);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
}
