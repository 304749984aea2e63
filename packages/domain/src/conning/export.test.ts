import { describe, expect, it } from 'vitest';
import { createConningSourceSchema, missingSourceFields } from './conning.schema';
import {
  csvLine,
  exportCells,
  exportColumns,
  exportRowTimeCount,
  firstRowTime,
  nearest,
  toDisplayUnit,
} from './export-table';
import { createExportJobSchema } from './export.schema';
import { describePath, extraPropulsion } from './paths';

const job = {
  shipId: '7f1f6c1e-8c3b-4c1e-9d2a-0a1b2c3d4e5f',
  paths: ['navigation.speedOverGround'],
  from: '2026-03-01T00:00:00Z',
  to: '2026-03-02T00:00:00Z',
  frequency: 'HOURLY',
};

describe('export jobs', () => {
  it('checks period, frequency, paths and the longest period per frequency', () => {
    expect(createExportJobSchema.parse(job).format).toBe('xlsx');
    const issues = (body: object) =>
      createExportJobSchema
        .safeParse({ ...job, ...body })
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ to: job.from })).toEqual(['to: to must be after from']);
    expect(issues({ frequency: 'WEEKLY' })?.[0]).toMatch(
      /^frequency: frequency must be one of DAILY, HOURLY/,
    );
    expect(issues({ paths: [] })).toEqual(['paths: paths needs at least one path']);
    expect(issues({ paths: ['a', 'a'] })).toEqual(['paths: paths must not repeat a path']);
    expect(issues({ frequency: 'TEN_SECONDS', to: '2026-04-02T00:00:00Z' })).toEqual([
      'to: an export at Every Ten Seconds covers at most 31 days',
    ]);
  });

  it('lays rows on the frequency: buckets holding from, or each noon UTC', () => {
    const from = Date.parse('2026-03-01T10:00:05Z');
    expect(new Date(firstRowTime(from, 'MINUTES')).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(new Date(firstRowTime(from, 'DAILY')).toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(new Date(firstRowTime(Date.parse('2026-03-01T13:00:00Z'), 'DAILY')).toISOString()).toBe(
      '2026-03-02T12:00:00.000Z',
    );
    // 30 days at ten seconds: the bench's 259,200 rows.
    expect(exportRowTimeCount(0, 30 * 86_400_000, 'TEN_SECONDS')).toBe(259_200);
    expect(exportRowTimeCount(0, 3 * 86_400_000, 'DAILY')).toBe(3);
    expect(nearest([{ t: 100 }, { t: 180 }, { t: 220 }], 200)).toEqual({ t: 180 });
  });

  it('writes columns in display units, the position as two columns, CSV quoted per RFC 4180', () => {
    const columns = exportColumns([
      'navigation.speedOverGround',
      'navigation.position',
      'environment.outside.temperature',
    ]);
    expect(columns.map((c) => c.header)).toEqual([
      'Speed over ground (kn)',
      'Latitude (°)',
      'Longitude (°)',
      'Air temperature (°C)',
    ]);
    const cells = exportCells(
      columns,
      new Map<string, number | { latitude: number; longitude: number }>([
        ['navigation.speedOverGround', 6.1733333333],
        ['navigation.position', { latitude: 59.5, longitude: 10.25 }],
      ]),
    );
    expect(cells).toEqual([12, 59.5, 10.25, null]);
    expect(toDisplayUnit('K', 293.15)).toBeCloseTo(20);
    expect(csvLine(['a,b', 'say "hi"', null, 1.5])).toBe('"a,b","say ""hi""",,1.5\r\n');
  });
});

describe('thruster and engine paths', () => {
  it('describes thruster and extra engine paths and lists them', () => {
    expect(describePath('keel.thrusters.1.revolutions')).toEqual({
      group: 'bowThruster',
      unit: 'Hz',
      label: 'Thruster 1 RPM',
    });
    expect(describePath('keel.thrusters.2.demand.azimuth')?.label).toBe('Thruster 2 azimuth (demand)');
    expect(describePath('propulsion.port.revolutions')).toEqual({
      group: 'mainEngine',
      unit: 'Hz',
      label: 'Engine port RPM',
    });
    expect(describePath('keel.propulsion.aux_1.power')?.label).toBe('Engine aux 1 power');
    expect(describePath('nothing.here')).toBeNull();
    expect(
      extraPropulsion([
        'keel.thrusters.2.load',
        'keel.thrusters.10.revolutions',
        'keel.thrusters.1.demand.revolutions',
        'propulsion.main.revolutions',
        'propulsion.port.revolutions',
        'keel.propulsion.starboard.power',
      ]),
    ).toEqual({ thrusters: ['1', '2', '10'], engines: ['port', 'starboard'] });
  });
});

describe('MQTT source fields', () => {
  it('takes login and TLS, refuses a URL of the wrong kind and a CA that is not PEM', () => {
    const base = { shipId: job.shipId, name: 'Broker', kind: 'mqtt', url: 'mqtts://b:8883', topic: 't' };
    expect(createConningSourceSchema.parse({ ...base, username: 'u', password: 'p' })).toMatchObject({
      tls: false,
      tlsRejectUnauthorized: true,
      username: 'u',
    });
    expect(missingSourceFields({ kind: 'mqtt', url: 'ws://x', topic: 't' })).toEqual([]);
    expect(missingSourceFields({ kind: 'mqtt', url: 'tcp://x', topic: 't' })).toEqual([
      { field: 'url', message: 'url must be an mqtt://, mqtts://, ws:// or wss:// URL' },
    ]);
    const ca = createConningSourceSchema.safeParse({ ...base, tlsCa: 'hello' });
    expect(ca.error?.issues[0]?.message).toBe('tlsCa must be a PEM certificate');
  });
});
