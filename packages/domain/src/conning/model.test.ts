import { describe, expect, it } from 'vitest';
import { effectiveValue, isStale, nextInterval, timeoutOf, type ConningSample } from './model';
import { beaufortOf, groupOfPath } from './paths';

const sample = (over: Partial<ConningSample>): ConningSample => ({
  path: 'navigation.headingTrue',
  value: 1,
  timestamp: 0,
  sourceKey: 'a',
  source: 'Gyro 1',
  priority: 1,
  intervalMs: 1000,
  ...over,
});

describe('staleness', () => {
  it('is 5× the observed interval, a per-path override, or 30 s while the interval is unknown', () => {
    expect(timeoutOf({ intervalMs: 1000 })).toBe(5000);
    expect(timeoutOf({ intervalMs: 1000, timeoutMs: 12_000 })).toBe(12_000);
    expect(timeoutOf({ intervalMs: null })).toBe(30_000);
    expect(timeoutOf({ intervalMs: 10 })).toBe(2000);
  });

  it('turns a value stale once its timeout has passed', () => {
    const s = sample({ timestamp: 10_000 });
    expect(isStale(s, 15_000)).toBe(false);
    expect(isStale(s, 15_001)).toBe(true);
  });

  it('smooths the interval so one late sample does not double the timeout', () => {
    expect(nextInterval({ timestamp: 0, intervalMs: null }, 1000)).toBe(1000);
    expect(nextInterval({ timestamp: 0, intervalMs: 1000 }, 3000)).toBe(1400);
    expect(nextInterval({ timestamp: 5000, intervalMs: 1000 }, 4000)).toBe(1000);
  });
});

describe('source priority and failover', () => {
  const primary = sample({ sourceKey: 'p', source: 'Gyro 1', priority: 1, timestamp: 0 });
  const secondary = sample({ sourceKey: 's', source: 'Gyro 2', priority: 2, timestamp: 9_000 });

  it('shows the primary while it is fresh', () => {
    const shown = effectiveValue([primary, sample({ ...secondary, timestamp: 1000 })], 2000);
    expect(shown).toMatchObject({ sample: { source: 'Gyro 1' }, stale: false, failover: false });
  });

  it('fails over to the secondary when the primary goes stale, and says so', () => {
    expect(effectiveValue([primary, secondary], 10_000)).toMatchObject({
      sample: { source: 'Gyro 2' },
      stale: false,
      failover: true,
    });
  });

  it('shows the newest value, stale, when every source is stale', () => {
    expect(effectiveValue([primary, secondary], 60_000)).toMatchObject({
      sample: { source: 'Gyro 2' },
      stale: true,
      failover: false,
    });
    expect(effectiveValue([], 0)).toBeNull();
  });
});

describe('path catalogue', () => {
  it('groups Signal K, keel. and per-thruster paths; Beaufort from true wind', () => {
    expect(groupOfPath('navigation.speedThroughWaterTransverse')).toBe('speedLog');
    expect(groupOfPath('keel.propulsion.main.torque')).toBe('mainEngine');
    expect(groupOfPath('keel.thrusters.2.demand.load')).toBe('bowThruster');
    expect(groupOfPath('propulsion.engine_1.revolutions')).toBe('mainEngine');
    expect(beaufortOf(0.2)).toBe(0);
    expect(beaufortOf(10)).toBe(5);
    expect(beaufortOf(40)).toBe(12);
  });
});
