/**
 * The map defaults of spec §9, set explicitly (Leaflet 1.9 happens to default to the same values,
 * but an upgrade must not change the screen silently): keyboard pan 80 px, wheel debounce 40 ms,
 * 60 px of wheel per zoom level, tap-hold 600 ms, tap tolerance 15 px, inertia deceleration 3400,
 * tile size 256, tile max zoom 18, popup width 50–300, geolocation time-out 10 s, hover throttle 32 ms.
 */
export const MAP_DEFAULTS = {
  keyboard: true,
  keyboardPanDelta: 80,
  scrollWheelZoom: true,
  wheelDebounceTime: 40,
  wheelPxPerZoomLevel: 60,
  tapHold: true,
  tapTolerance: 15,
  inertia: true,
  inertiaDeceleration: 3400,
  maxZoom: 18,
  minZoom: 1,
  preferCanvas: true,
  worldCopyJump: false,
  zoomSnap: 1,
} as const;

/** Tile layer defaults (spec §9). */
export const TILE_DEFAULTS = { tileSize: 256, maxZoom: 18 } as const;

/** Popup width bounds (spec §9). */
export const POPUP_DEFAULTS = { minWidth: 50, maxWidth: 300 } as const;

/** Geolocation time-out (spec §9), used by "centre on my position". */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** Mouse hover throttle (spec §9): pointer moves are handled at most every 32 ms. */
export const HOVER_THROTTLE_MS = 32;

/** Ship icon size (spec §9). */
export const SHIP_ICON = { width: 25, height: 73 } as const;

/** Below this zoom nearby ships are drawn as a cluster with their count. */
export const CLUSTER_BELOW_ZOOM = 7;

/** The land and sea colours of the offline basemap in each theme. */
export const BASEMAP_COLOURS = {
  light: { sea: '#c9dfea', land: '#f3efe6', coast: '#a9bfca', graticule: 'rgba(40,80,110,0.10)' },
  dark: { sea: '#0b1428', land: '#26304f', coast: '#3a4a72', graticule: 'rgba(160,190,255,0.08)' },
} as const;
