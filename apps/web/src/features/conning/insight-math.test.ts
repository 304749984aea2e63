import { describe, expect, it } from 'vitest';
import { pairSeries, resolutionFor } from './api/insight';
import { alignSeries, axisLabel, relationCsv, speedLoss, timeChartCsv } from './insight-math';
import { bodyOf, emptySourceForm, validateCreate } from './source-form';

const p = (t: number, v: number) => ({ t, v, min: v, max: v });

describe('insight', () => {
  it('reads a month of 10-second data at hourly buckets, a day at minutes, an hour at 10 s', () => {
    expect(resolutionFor(0, 3_600_000)).toBe('10s');
    expect(resolutionFor(0, 86_400_000)).toBe('1m');
    expect(resolutionFor(0, 30 * 86_400_000)).toBe('1h');
    expect(resolutionFor(0, 5 * 365 * 86_400_000)).toBe('1d');
  });

  it('aligns series on one time axis in display units and pairs two for a relation', () => {
    const { times, values } = alignSeries([
      { path: 'environment.outside.temperature', points: [p(1, 293.15), p(2, 294.15)] },
      { path: 'environment.water.temperature', points: [p(2, 283.15)] },
    ]);
    expect(times).toEqual([1, 2]);
    expect(values[0]!.map((v) => Number(v!.toFixed(2)))).toEqual([20, 21]);
    expect(values[1]![0]).toBeNull();
    expect(pairSeries([p(1, 1), p(2, 2)], [p(2, 5)])).toEqual([{ x: 2, y: 5, t: 2 }]);
    expect(axisLabel('navigation.speedThroughWater')).toBe('Speed through water (kn)');
  });

  it('fits calm-weather speed per RPM and gives the loss in wind', () => {
    const result = speedLoss([
      { rpmHz: 1, stwMs: 6, windMs: 2 },
      { rpmHz: 1.5, stwMs: 9, windMs: 3 },
      { rpmHz: 2, stwMs: 12, windMs: 1 },
      { rpmHz: 2, stwMs: 9, windMs: 15 },
    ])!;
    expect(result.k).toBeCloseTo(6);
    expect(result.points[3]!.lossPct).toBeCloseTo(25);
    expect(result.points[0]!.lossPct).toBeCloseTo(0);
    expect(speedLoss([])).toBeNull();
  });
});

describe('source form', () => {
  it('sends only the fields of its kind and keeps a stored password unless typed or cleared', () => {
    const form = {
      ...emptySourceForm(),
      name: 'Broker',
      kind: 'mqtt' as const,
      url: 'mqtts://b:8883',
      topic: 't',
    };
    const body = bodyOf(form, 'ship');
    expect(body).toMatchObject({ kind: 'mqtt', port: null, url: 'mqtts://b:8883', topic: 't' });
    expect('password' in body).toBe(false);
    expect(bodyOf({ ...form, password: 'pw' }, 'ship')).toMatchObject({ password: 'pw' });
    expect(bodyOf({ ...form, clearPassword: true }, 'ship')).toMatchObject({ password: null });
    expect(
      validateCreate({ ...form, url: 'tcp://b' }, '7f1f6c1e-8c3b-4c1e-9d2a-0a1b2c3d4e5f').errors,
    ).toEqual({
      url: 'url must be an mqtt://, mqtts://, ws:// or wss:// URL',
    });
  });
});

describe('chart export (CSV)', () => {
  it('writes a time chart in display units with its labels, empty where a series has no value', () => {
    const paths = ['environment.outside.temperature', 'environment.water.temperature'];
    const { times, values } = alignSeries([
      {
        path: paths[0]!,
        points: [p(Date.UTC(2026, 2, 10, 10), 293.15), p(Date.UTC(2026, 2, 10, 11), 294.65)],
      },
      { path: paths[1]!, points: [p(Date.UTC(2026, 2, 10, 11), 283.15)] },
    ]);
    expect(timeChartCsv(paths, times, values)).toBe(
      'Time (UTC),Air temperature (°C),Sea temperature (°C)\r\n' +
        '2026-03-10T10:00:00.000Z,20,\r\n' +
        '2026-03-10T11:00:00.000Z,21.5,10\r\n',
    );
  });

  it('writes a relation as time, x and y in display units', () => {
    const pairs = pairSeries(
      [p(Date.UTC(2026, 2, 10, 10), 1.5)],
      [p(Date.UTC(2026, 2, 10, 10), 6.173333333333333)],
    );
    const csv = relationCsv('propulsion.main.revolutions', 'navigation.speedThroughWater', pairs).split(
      '\r\n',
    );
    expect(csv[0]).toBe(
      `Time (UTC),${axisLabel('propulsion.main.revolutions')},${axisLabel('navigation.speedThroughWater')}`,
    );
    const [time, rpm, stw] = csv[1]!.split(',');
    expect(time).toBe('2026-03-10T10:00:00.000Z');
    expect(Number(rpm)).toBeCloseTo(90, 9);
    expect(Number(stw)).toBeCloseTo(12, 6);
    expect(csv[2]).toBe('');
  });
});
