import { describe, expect, it } from 'vitest';
import { landRings, splitRingAtAntimeridian, unwrapRing, type Position } from './antimeridian';

const maxStep = (ring: Position[]) =>
  ring.reduce((m, p, i) => (i ? Math.max(m, Math.abs(p[0] - ring[i - 1]![0])) : m), 0);

describe('land split at the antimeridian', () => {
  it('unwraps a ring that jumps from 179° to -179°', () => {
    expect(
      unwrapRing([
        [178, 0],
        [-179, 0],
        [-179, 1],
        [178, 1],
      ]),
    ).toEqual([
      [178, 0],
      [181, 0],
      [181, 1],
      [178, 1],
    ]);
  });

  it('cuts an island across 180° into two pieces inside [-180, 180] with no edge across the map', () => {
    const fiji: Position[] = [
      [178, -17],
      [-179, -17],
      [-179, -16],
      [178, -16],
      [178, -17],
    ];
    const pieces = splitRingAtAntimeridian(fiji);
    expect(pieces).toHaveLength(2);
    for (const piece of pieces) {
      expect(piece.every(([x]) => x >= -180 && x <= 180)).toBe(true);
      expect(maxStep(piece)).toBeLessThanOrEqual(180);
      expect(piece[0]).toEqual(piece[piece.length - 1]);
    }
    const xs = pieces.map((p) => p.map(([x]) => x));
    expect(xs.some((x) => Math.min(...x) === 178 && Math.max(...x) === 180)).toBe(true);
    expect(xs.some((x) => Math.min(...x) === -180 && Math.max(...x) === -179)).toBe(true);
  });

  it('closes a ring around the South Pole over the pole (Antarctica)', () => {
    const ring: Position[] = [];
    for (let lng = -180; lng < 180; lng += 30) ring.push([lng, -70]);
    ring.push([-180, -70]);
    const [piece, ...rest] = splitRingAtAntimeridian(ring);
    expect(rest).toHaveLength(0);
    expect(piece!.some(([, lat]) => lat === -90)).toBe(true);
    expect(Math.min(...piece!.map(([x]) => x))).toBe(-180);
    expect(Math.max(...piece!.map(([x]) => x))).toBe(180);
  });

  it('leaves an ordinary ring alone and repeats the land one world either side', () => {
    const square: Position[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ];
    expect(splitRingAtAntimeridian(square)).toEqual([square]);
    const rings = landRings([[square]], 1);
    expect(rings.map((r) => r[0]![0])).toEqual([-360, 0, 360]);
  });
});
