import { describe, expect, it } from 'vitest';
import type { LatestValue } from '@keel/domain';
import { isStale, mergeLatest } from './api/latest';
import {
  beaufort,
  bearing,
  displayValue,
  formatAge,
  formatLatLon,
  hzToRpm,
  kelvinToCelsius,
  msToKnots,
  paToHpa,
  radToDeg,
} from './display-format';

describe('conning display conversions', () => {
  it('converts SI units to the bridge units', () => {
    expect(radToDeg(Math.PI)).toBeCloseTo(180);
    expect(msToKnots(1852 / 3600)).toBeCloseTo(1);
    expect(msToKnots(10)).toBeCloseTo(19.438, 3);
    expect(kelvinToCelsius(273.15)).toBe(0);
    expect(kelvinToCelsius(300)).toBeCloseTo(26.85);
    expect(paToHpa(101_325)).toBeCloseTo(1013.25);
    expect(hzToRpm(1.5)).toBe(90);
    expect(bearing(-10)).toBe(350);
    expect(bearing(725)).toBe(5);
  });

  it('shows each unit with its display unit', () => {
    expect(displayValue('rad', Math.PI / 2, 'bearing')).toEqual({ text: '090', unit: '°' });
    expect(displayValue('rad', -0.1)).toEqual({ text: '-5.7', unit: '°' });
    expect(displayValue('rad', (2 * Math.PI * 359.8) / 360, 'bearing')).toEqual({ text: '000', unit: '°' });
    expect(displayValue('m/s', 6.5)).toEqual({ text: '12.6', unit: 'kn' });
    expect(displayValue('K', 288.15)).toEqual({ text: '15.0', unit: '°C' });
    expect(displayValue('Pa', 101_325)).toEqual({ text: '1013.3', unit: 'hPa' });
    expect(displayValue('Hz', 1.6)).toEqual({ text: '96', unit: 'rpm' });
    expect(displayValue('W', 8_450_000)).toEqual({ text: '8450', unit: 'kW' });
    expect(displayValue('ratio', 0.82)).toEqual({ text: '82', unit: '%' });
    expect(displayValue('m', 23.46)).toEqual({ text: '23.5', unit: 'm' });
    expect(displayValue('m', 18_520)).toEqual({ text: '10.0', unit: 'NM' });
    expect(displayValue('rad/s', 0.01)).toEqual({ text: '34.4', unit: '°/min' });
    expect(displayValue('m', -0.01)).toEqual({ text: '0.0', unit: 'm' });
  });

  it('names the Beaufort force of a true wind speed', () => {
    expect(beaufort(0.2)).toEqual({ force: 0, name: 'Calm' });
    expect(beaufort(9)).toEqual({ force: 5, name: 'Fresh breeze' });
    expect(beaufort(18)).toEqual({ force: 8, name: 'Gale' });
    expect(beaufort(40)).toEqual({ force: 12, name: 'Hurricane force' });
  });

  it('writes the age of a value shortly', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(formatAge('2026-01-01T12:00:00Z', now)).toBe('now');
    expect(formatAge('2026-01-01T11:59:48Z', now)).toBe('12 s');
    expect(formatAge('2026-01-01T11:55:30Z', now)).toBe('4 min');
    expect(formatAge('2026-01-01T09:00:00Z', now)).toBe('3 h');
    expect(formatAge('2025-12-30T12:00:00Z', now)).toBe('2 d');
    expect(formatAge('not a date', now)).toBe('—');
  });

  it('writes a position in degrees and minutes', () => {
    expect(formatLatLon(-6.5, 'lat')).toBe('06°30.0′S');
    expect(formatLatLon(104.2, 'lon')).toBe('104°12.0′E');
  });
});

describe('live values', () => {
  const v = (path: string, at: string, extra: Partial<LatestValue> = {}): LatestValue => ({
    path,
    value: 1,
    timestamp: at,
    source: 'a',
    stale: false,
    failover: false,
    timeoutMs: 10_000,
    ...extra,
  });

  it('lays updates over the snapshot, one per path, never replacing a newer sample of the same source', () => {
    const merged = mergeLatest(
      [v('b', '2026-01-01T12:00:10Z'), v('a', '2026-01-01T12:00:00Z')],
      [v('b', '2026-01-01T12:00:05Z', { value: 2 }), v('a', '2026-01-01T12:00:01Z', { value: 3 })],
    );
    expect(merged.map((m) => [m.path, m.value])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    // A failover answers from another source: taken even when its sample is older.
    expect(mergeLatest(merged, [v('b', '2026-01-01T12:00:02Z', { source: 'b', value: 4 })])[1]!.value).toBe(
      4,
    );
  });

  it('is stale when the server says so or its timeout passed without an update', () => {
    const now = Date.parse('2026-01-01T12:00:20Z');
    expect(isStale(v('a', '2026-01-01T12:00:15Z'), now)).toBe(false);
    expect(isStale(v('a', '2026-01-01T12:00:05Z'), now)).toBe(true);
    expect(isStale(v('a', '2026-01-01T12:00:19Z', { stale: true }), now)).toBe(true);
  });
});
