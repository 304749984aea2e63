import { describe, expect, it } from 'vitest';
import { speedColour } from './speed-colour';
import {
  destinationPoint,
  distanceM,
  distanceNm,
  EARTH_RADIUS_M,
  EARTH_RADIUS_NM,
  initialBearingDeg,
  NM_M,
  normaliseLng,
} from './sphere';

const dms = (d: number, m: number, s = 0) => d + m / 60 + s / 3600;

describe('great circle on the 6,371,000 m sphere (spec §9)', () => {
  it('has the constants of the spec', () => {
    expect(EARTH_RADIUS_M).toBe(6_371_000);
    expect(NM_M).toBe(1852);
    expect(EARTH_RADIUS_NM).toBeCloseTo(3440.0648, 4);
  });

  it("LAX → JFK of Ed Williams' aviation formulary: 0.623585 rad, initial course 66°", () => {
    // Formulary: LAX 33°57'N 118°24'W, JFK 40°38'N 73°47'W, d = 0.623585 rad (2144 NM on his 1'-of-arc
    // mile); course 65.89° (he rounds to 66). On the spec's sphere 0.623585 rad × 3440.0648 NM = 2145.2 NM.
    const lax = { lat: dms(33, 57), lng: -dms(118, 24) };
    const jfk = { lat: dms(40, 38), lng: -dms(73, 47) };
    expect(distanceNm(lax, jfk) / EARTH_RADIUS_NM).toBeCloseTo(0.623585, 5);
    expect(distanceNm(lax, jfk)).toBeCloseTo(2145.17, 2);
    expect(initialBearingDeg(lax, jfk)).toBeCloseTo(65.89, 2);
  });

  it("the formulary's point 100 NM from LAX on the 66° radial: 34°37'N 116°33'W (to the minute)", () => {
    const lax = { lat: dms(33, 57), lng: -dms(118, 24) };
    const p = destinationPoint(lax, 66, 100);
    // The formulary's mile is 1' of arc (radius 3437.75 NM); ours is 1852 m, 0.07 % longer: same minute.
    expect(Math.abs(p.lat - dms(34, 37)) * 60).toBeLessThan(0.5);
    expect(Math.abs(p.lng + dms(116, 33)) * 60).toBeLessThan(0.5);
  });

  it("Movable Type's Land's End → John o' Groats: 968.9 km, initial bearing 009°07′11″", () => {
    const landsEnd = { lat: dms(50, 3, 59), lng: -dms(5, 42, 53) };
    const johnOGroats = { lat: dms(58, 38, 38), lng: -dms(3, 4, 12) };
    expect(distanceM(landsEnd, johnOGroats) / 1000).toBeCloseTo(968.9, 1);
    expect(Math.abs(initialBearingDeg(landsEnd, johnOGroats) - dms(9, 7, 11)) * 3600).toBeLessThan(1);
  });

  it("Movable Type's destination: 53°19′14″N 001°43′47″W, 096°01′18″, 124.8 km → 53°11′18″N 000°08′00″E", () => {
    const p = destinationPoint(
      { lat: dms(53, 19, 14), lng: -dms(1, 43, 47) },
      dms(96, 1, 18),
      124_800 / 1852,
    );
    expect(Math.abs(p.lat - dms(53, 11, 18)) * 3600).toBeLessThan(1);
    expect(Math.abs(p.lng - dms(0, 8, 0)) * 3600).toBeLessThan(1);
  });

  it('one degree of arc is 60.04 NM; quarter of the equator; coincident points; bearings stay in 0–360', () => {
    expect(distanceNm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(60.0405, 4);
    expect(distanceNm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(60.0405, 4);
    expect(distanceNm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(
      (Math.PI / 2) * EARTH_RADIUS_NM,
      6,
    );
    expect(distanceNm({ lat: 10, lng: 20 }, { lat: 10, lng: 20 })).toBe(0);
    expect(initialBearingDeg({ lat: 10, lng: 20 }, { lat: 10, lng: 20 })).toBe(0);
    expect(initialBearingDeg({ lat: 0, lng: 0 }, { lat: 0, lng: -1 })).toBeCloseTo(270, 9);
    expect(initialBearingDeg({ lat: 0, lng: 0 }, { lat: -1, lng: 0 })).toBeCloseTo(180, 9);
    expect(initialBearingDeg({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(0);
  });

  it('crosses the antimeridian the short way and normalises the longitude', () => {
    const a = { lat: 0, lng: 179.5 };
    const b = { lat: 0, lng: -179.5 };
    expect(distanceNm(a, b)).toBeCloseTo(60.0405, 4);
    expect(initialBearingDeg(a, b)).toBeCloseTo(90, 9);
    const p = destinationPoint(a, 90, 60.0405 * 1);
    expect(p.lng).toBeCloseTo(-179.5, 3);
    expect(normaliseLng(190)).toBe(-170);
    expect(normaliseLng(180)).toBe(180);
    expect(normaliseLng(-540)).toBe(-180);
  });

  it('destination and distance/bearing are inverse', () => {
    const a = { lat: 51.5, lng: -0.12 };
    const b = destinationPoint(a, 237.5, 412.3);
    expect(distanceNm(a, b)).toBeCloseTo(412.3, 9);
    expect(initialBearingDeg(a, b)).toBeCloseTo(237.5, 9);
  });
});

describe('speedColour (spec §9 scale, linear in RGB between the stops)', () => {
  it('is the stop colour at each stop', () => {
    expect(speedColour(0)).toBe('#ff0000');
    expect(speedColour(5)).toBe('#ffff00');
    expect(speedColour(15)).toBe('#00ff00');
    expect(speedColour(25)).toBe('#00ffff');
    expect(speedColour(35)).toBe('#800080');
  });

  it('interpolates between the stops', () => {
    expect(speedColour(2.5)).toBe('#ff8000'); // red → yellow, G 127.5 → 128
    expect(speedColour(1)).toBe('#ff3300'); // G 51
    expect(speedColour(10)).toBe('#80ff00'); // yellow → green, R 127.5 → 128
    expect(speedColour(12.5)).toBe('#40ff00'); // R 63.75 → 64
    expect(speedColour(20)).toBe('#00ff80'); // green → cyan
    expect(speedColour(30)).toBe('#4080c0'); // cyan (0,255,255) → purple (128,0,128): (64,127.5,191.5)
    expect(speedColour(34)).toBe('#731a8d'); // t 0.9: (115.2, 25.5, 140.7)
  });

  it('clamps: 35 and above purple, below 0 or not a number red', () => {
    expect(speedColour(35.01)).toBe('#800080');
    expect(speedColour(80)).toBe('#800080');
    expect(speedColour(-3)).toBe('#ff0000');
    expect(speedColour(Number.NaN)).toBe('#ff0000');
  });
});
