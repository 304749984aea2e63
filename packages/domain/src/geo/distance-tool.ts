/**
 * The distance tool of spec §4: activate; append, insert at an index, move and remove markers; an optional
 * start vessel; legs and total in nautical miles with initial bearings; deactivating clears the markers and
 * the start vessel. A pure reducer: edits while inactive, bad indexes or bad points leave the state as it is
 * (the same object, so React skips the render).
 */
import { distanceNm, initialBearingDeg, isValidLatLng, type LatLng } from './sphere';

/** The ship the measurement starts from (spec §3 "Distance tool": speed, vesselID, timestamp + its position). */
export type DistanceStartVessel = {
  vesselID: string;
  lat: number;
  lng: number;
  speed: number | null;
  timestamp: string;
};

export type DistanceToolState = {
  active: boolean;
  markers: LatLng[];
  startVessel: DistanceStartVessel | null;
};

export type DistanceToolAction =
  | { type: 'activate' }
  | { type: 'deactivate' }
  | { type: 'append'; point: LatLng }
  | { type: 'insert'; index: number; point: LatLng }
  | { type: 'move'; index: number; point: LatLng }
  | { type: 'remove'; index: number }
  | { type: 'setStartVessel'; vessel: DistanceStartVessel | null };

export const initialDistanceToolState: DistanceToolState = { active: false, markers: [], startVessel: null };

const okIndex = (i: number, max: number) => Number.isInteger(i) && i >= 0 && i <= max;

export function distanceToolReducer(state: DistanceToolState, action: DistanceToolAction): DistanceToolState {
  switch (action.type) {
    case 'activate':
      return state.active ? state : { ...state, active: true };
    case 'deactivate':
      return !state.active && state.markers.length === 0 && state.startVessel === null
        ? state
        : { active: false, markers: [], startVessel: null };
  }
  if (!state.active) return state;
  switch (action.type) {
    case 'append':
      if (!isValidLatLng(action.point)) return state;
      return { ...state, markers: [...state.markers, { lat: action.point.lat, lng: action.point.lng }] };
    case 'insert': {
      if (!isValidLatLng(action.point) || !okIndex(action.index, state.markers.length)) return state;
      const markers = [...state.markers];
      markers.splice(action.index, 0, { lat: action.point.lat, lng: action.point.lng });
      return { ...state, markers };
    }
    case 'move':
      if (!isValidLatLng(action.point) || !okIndex(action.index, state.markers.length - 1)) return state;
      return {
        ...state,
        markers: state.markers.map((m, i) =>
          i === action.index ? { lat: action.point.lat, lng: action.point.lng } : m,
        ),
      };
    case 'remove':
      if (!okIndex(action.index, state.markers.length - 1)) return state;
      return { ...state, markers: state.markers.filter((_, i) => i !== action.index) };
    case 'setStartVessel':
      if (action.vessel !== null && !isValidLatLng(action.vessel)) return state;
      return { ...state, startVessel: action.vessel ? { ...action.vessel } : null };
  }
  return state;
}

export type DistanceLeg = { from: LatLng; to: LatLng; distanceNm: number; bearingDeg: number };

/** The legs from the start vessel (when set) through every marker, with the total in nautical miles. */
export function distanceLegs(state: Pick<DistanceToolState, 'markers' | 'startVessel'>): {
  legs: DistanceLeg[];
  totalNm: number;
} {
  const pts: LatLng[] = [
    ...(state.startVessel ? [{ lat: state.startVessel.lat, lng: state.startVessel.lng }] : []),
    ...state.markers,
  ];
  const legs: DistanceLeg[] = [];
  let totalNm = 0;
  for (let i = 1; i < pts.length; i++) {
    const from = pts[i - 1]!;
    const to = pts[i]!;
    const d = distanceNm(from, to);
    totalNm += d;
    legs.push({ from, to, distanceNm: d, bearingDeg: initialBearingDeg(from, to) });
  }
  return { legs, totalNm };
}
