import {
  distanceToolReducer,
  initialDistanceToolState,
  type DistanceToolAction,
  type DistanceToolState,
  type ForecastPoint,
} from '@keel/domain';

/** The map's modes (spec §4 "Map mode"): any can be switched to any; the screen starts live. */
export const MAP_MODES = ['live', 'history', 'forecast'] as const;
export type MapMode = (typeof MAP_MODES)[number];

/** Forecast stage (spec §4: starts as planning; no other stage is specified). */
export type ForecastStage = 'planning';

/**
 * The map screen's client state, shaped as spec §3 "Conning state": mode, overlay parameter, the
 * distance tool, CCTV and the forecast details (stage, route, speed). The latest vessel positions
 * live in the live query's cache (`features/map/live`), which the socket updates in place.
 */
export interface MapState {
  mode: MapMode;
  overlayParam: string;
  distanceTool: DistanceToolState;
  cctv: { active: boolean };
  forecast: {
    stage: ForecastStage;
    shipId: string | null;
    routeId: string | null;
    route: ForecastPoint[];
    speed: number;
  };
}

export type MapAction =
  | { type: 'setMode'; mode: MapMode }
  | { type: 'setOverlayParam'; param: string }
  | { type: 'distance'; action: DistanceToolAction }
  | { type: 'setCctv'; active: boolean }
  | {
      type: 'setForecast';
      shipId: string | null;
      routeId: string | null;
      route: ForecastPoint[];
      speed: number;
    }
  | { type: 'editForecast'; route: ForecastPoint[]; speed?: number };

/** The speed-over-ground path: the default overlay parameter. */
export const DEFAULT_OVERLAY = 'navigation.speedOverGround';

export const initialMapState: MapState = {
  mode: 'live',
  overlayParam: DEFAULT_OVERLAY,
  distanceTool: initialDistanceToolState,
  cctv: { active: false },
  forecast: { stage: 'planning', shipId: null, routeId: null, route: [], speed: 12 },
};

/** The map screen's reducer. Unknown modes are ignored; the distance tool's own reducer is the domain's. */
export function mapReducer(state: MapState, action: MapAction): MapState {
  switch (action.type) {
    case 'setMode':
      if (!MAP_MODES.includes(action.mode) || action.mode === state.mode) return state;
      return { ...state, mode: action.mode };
    case 'setOverlayParam':
      return action.param === state.overlayParam ? state : { ...state, overlayParam: action.param };
    case 'distance': {
      const next = distanceToolReducer(state.distanceTool, action.action);
      return next === state.distanceTool ? state : { ...state, distanceTool: next };
    }
    case 'setCctv':
      return action.active === state.cctv.active ? state : { ...state, cctv: { active: action.active } };
    case 'setForecast':
      return {
        ...state,
        forecast: {
          stage: 'planning',
          shipId: action.shipId,
          routeId: action.routeId,
          route: action.route,
          speed: action.speed,
        },
      };
    case 'editForecast':
      return {
        ...state,
        forecast: { ...state.forecast, route: action.route, speed: action.speed ?? state.forecast.speed },
      };
  }
  return state;
}
