import { describe, expect, it } from 'vitest';
import {
  distanceLegs,
  distanceToolReducer,
  initialDistanceToolState,
  type DistanceToolAction,
} from './distance-tool';
import { destinationPoint } from './sphere';

const run = (...actions: DistanceToolAction[]) =>
  actions.reduce(distanceToolReducer, initialDistanceToolState);
const P = { lat: 0, lng: 0 };
const Q = destinationPoint(P, 90, 60);
const R = destinationPoint(Q, 0, 30);

describe('distanceToolReducer (spec §4 "Distance tool")', () => {
  it('starts inactive and ignores edits until activated', () => {
    expect(initialDistanceToolState).toEqual({ active: false, markers: [], startVessel: null });
    const s = run({ type: 'append', point: P });
    expect(s).toBe(initialDistanceToolState);
    expect(run({ type: 'activate' }).active).toBe(true);
  });

  it('appends, inserts at an index, moves and removes markers', () => {
    let s = run({ type: 'activate' }, { type: 'append', point: P }, { type: 'append', point: R });
    expect(s.markers).toEqual([P, R]);
    s = distanceToolReducer(s, { type: 'insert', index: 1, point: Q });
    expect(s.markers).toEqual([P, Q, R]);
    s = distanceToolReducer(s, { type: 'move', index: 2, point: { lat: 5, lng: 5 } });
    expect(s.markers[2]).toEqual({ lat: 5, lng: 5 });
    s = distanceToolReducer(s, { type: 'remove', index: 0 });
    expect(s.markers).toEqual([Q, { lat: 5, lng: 5 }]);
    s = distanceToolReducer(s, { type: 'insert', index: 2, point: P }); // at the end
    expect(s.markers).toHaveLength(3);
  });

  it('leaves the state as it is for bad indexes and bad points', () => {
    const s = run({ type: 'activate' }, { type: 'append', point: P });
    expect(distanceToolReducer(s, { type: 'remove', index: 1 })).toBe(s);
    expect(distanceToolReducer(s, { type: 'move', index: -1, point: Q })).toBe(s);
    expect(distanceToolReducer(s, { type: 'insert', index: 3, point: Q })).toBe(s);
    expect(distanceToolReducer(s, { type: 'append', point: { lat: 95, lng: 0 } })).toBe(s);
  });

  it('sets and clears the start vessel; deactivating clears markers and the start vessel', () => {
    const vessel = { vesselID: 'ship-1', lat: 1, lng: 1, speed: 12.5, timestamp: '2026-03-01T00:00:00.000Z' };
    let s = run({ type: 'activate' }, { type: 'setStartVessel', vessel }, { type: 'append', point: P });
    expect(s.startVessel).toEqual(vessel);
    s = distanceToolReducer(s, { type: 'setStartVessel', vessel: null });
    expect(s.startVessel).toBeNull();
    s = distanceToolReducer(s, { type: 'setStartVessel', vessel });
    s = distanceToolReducer(s, { type: 'deactivate' });
    expect(s).toEqual({ active: false, markers: [], startVessel: null });
  });
});

describe('distanceLegs', () => {
  it('gives legs with initial bearings and the total in nautical miles (three legs)', () => {
    const S = destinationPoint(R, 270, 45);
    const { legs, totalNm } = distanceLegs({ markers: [P, Q, R, S], startVessel: null });
    expect(legs.map((l) => Math.round(l.distanceNm * 1e9) / 1e9)).toEqual([60, 30, 45]);
    expect(legs[0]!.bearingDeg).toBeCloseTo(90, 9);
    expect(legs[1]!.bearingDeg).toBeCloseTo(0, 9);
    expect(legs[2]!.bearingDeg).toBeCloseTo(270, 9);
    expect(totalNm).toBeCloseTo(135, 9);
  });

  it('starts from the start vessel when one is set; no legs with fewer than two points', () => {
    const vessel = {
      vesselID: 'v',
      ...destinationPoint(P, 180, 12),
      speed: null,
      timestamp: '2026-03-01T00:00:00Z',
    };
    const { legs, totalNm } = distanceLegs({ markers: [P], startVessel: vessel });
    expect(legs).toHaveLength(1);
    expect(legs[0]!.bearingDeg).toBeCloseTo(0, 9);
    expect(totalNm).toBeCloseTo(12, 9);
    expect(distanceLegs({ markers: [P], startVessel: null })).toEqual({ legs: [], totalNm: 0 });
  });
});
