import { describe, expect, it } from 'vitest';
import { beaufortOf } from '@keel/domain';
import { ITINERARIES, PORTS } from '../../db/seed/noon-report-voyages';
import { distance, routeOf, simulate, type SimShip } from './simulator-model';

const ship = (serviceRpm = 98): SimShip => ({
  seed: 1,
  route: routeOf(ITINERARIES['Keel Aurora'] ?? { start: PORTS.santos, legs: [] }),
  ports: Object.values(PORTS),
  serviceKnots: 12.5,
  serviceRpm,
  servicePower: 6_500_000,
  draught: 12.8,
});

/** The simulated values at `t`: `n(path)` a number, `position` the position (throws when missing). */
function valuesAt(s: SimShip, t: number) {
  const values = new Map(simulate(s, t).map((v) => [v.path, v.value]));
  const n = (path: string): number => {
    const value = values.get(path);
    if (typeof value !== 'number') throw new Error(`no number at ${path}`);
    return value;
  };
  const position = values.get('navigation.position') as { latitude: number; longitude: number };
  return { n, position };
}

describe('the simulator', () => {
  it('sails the noon-report route at about the speed its RPM gives', () => {
    const t0 = Date.UTC(2026, 10, 25, 0, 0, 0);
    const a = valuesAt(ship(), t0);
    const b = valuesAt(ship(), t0 + 3_600_000);
    const from = a.position;
    const to = b.position;
    const nm =
      distance({ lat: from.latitude, lon: from.longitude }, { lat: to.latitude, lon: to.longitude }) / 1852;
    expect(nm).toBeGreaterThan(11);
    expect(nm).toBeLessThan(14);
    // Speed through water follows RPM (less the speed the weather takes off).
    const rpm = a.n('propulsion.main.revolutions') * 60;
    expect(rpm).toBeGreaterThan(90);
    expect(a.n('navigation.speedThroughWater') / 0.514444).toBeLessThanOrEqual(12.5 * (rpm / 98) + 1e-9);
    // Power by the propeller law, torque from power and shaft speed.
    expect(a.n('keel.propulsion.main.torque') * 2 * Math.PI * a.n('propulsion.main.revolutions')).toBeCloseTo(
      a.n('keel.propulsion.main.power'),
      3,
    );
  });

  it('keeps wind, weather and motion consistent', () => {
    for (const t of [0, 3_600_000, 7_200_000, 36_000_000]) {
      const v = valuesAt(ship(), Date.UTC(2026, 10, 25) + t);
      // Gusts above the mean wind; more wind, lower pressure; Beaufort from the true wind.
      expect(v.n('keel.environment.wind.gust')).toBeGreaterThan(v.n('environment.wind.speedTrue'));
      expect(v.n('environment.outside.pressure')).toBeCloseTo(
        101_300 - (v.n('environment.wind.speedTrue') - 8) * 90,
        6,
      );
      expect(beaufortOf(v.n('environment.wind.speedTrue'))).toBeLessThanOrEqual(8);
      // Roll amplitude grows with the sea state the wind raises (Hs ≈ 0.0246·U² + 0.6).
      const hs = Math.min(8, 0.0246 * v.n('environment.wind.speedTrue') ** 2 + 0.6);
      expect(Math.abs(v.n('navigation.attitude.roll'))).toBeLessThanOrEqual(
        (1.2 * hs * Math.PI) / 180 + 1e-12,
      );
      expect(Math.abs(v.n('environment.heave'))).toBeLessThanOrEqual(hs / 2 + 1e-12);
      expect(v.n('environment.outside.relativeHumidity')).toBeGreaterThan(0);
      expect(v.n('environment.outside.relativeHumidity')).toBeLessThan(1);
    }
  });
});
