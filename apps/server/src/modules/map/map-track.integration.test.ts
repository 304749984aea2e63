/**
 * The fleet map's history track (docs/map-server.md "Track"): gaps, down-sampling, the colouring parameter,
 * and the per-10-minute position aggregate — kept by the conning store's batch write (late and out-of-order
 * fixes included) and answering what the raw path answers (same fixes at bucket ends, same gaps).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackResponse } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { conningRuntime, type ConningRuntime } from '../conning/conning-runtime';
import { rebuildPositionBuckets } from './position-bucket.repo';
import { selectBucketTrackFixes, type FixRow } from './track-buckets';
import {
  displayUnit,
  PRESELECT_FACTOR,
  selectParameterBuckets,
  selectParameterValues,
  selectTrackFixes,
} from './track.service';

let t: TestApp;
let admin: TestSession;
let cassiopeia: string;
let borealis: string;
let runtime: ConningRuntime;
const KN = 1852 / 3600;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  const ships = await shipsByName(t);
  cassiopeia = ships.byName('Keel Cassiopeia').id;
  borealis = ships.byName('Keel Borealis').id;
  runtime = await conningRuntime(t.ctx, t.app.log);
});
afterAll(() => t?.close());

describe('GET /map/ships/:shipId/track', () => {
  const T0 = Date.UTC(2026, 0, 10);
  const fix = (i: number, offsetMs = 0) => T0 + offsetMs + i * 10_000;
  beforeAll(async () => {
    // Two hours of 10-second fixes with a 30-minute hole: 360 fixes, gap, 360 fixes.
    const push = (ts: number, lat: number, lng: number, kn: number) => {
      const s = { sourceKey: 'gps1', source: 'GPS', priority: 1, timeoutMs: null, timestamp: ts };
      runtime.store.ingest(cassiopeia, [
        { ...s, path: 'navigation.position', value: { latitude: lat, longitude: lng } },
        { ...s, path: 'navigation.speedOverGround', value: kn * KN },
      ]);
    };
    for (let i = 0; i < 360; i++) push(fix(i), 10 + i * 0.0005, 60, 10);
    for (let i = 0; i < 360; i++) push(fix(i, 5_400_000), 10.3, 60 + i * 0.0005, 14);
    await runtime.store.flush();
  });
  const url = (q: string) =>
    `/map/ships/${cassiopeia}/track?from=${new Date(T0).toISOString()}&to=${new Date(T0 + 3 * 3_600_000).toISOString()}${q}`;

  it('splits at the gap and keeps every fix when they fit, with the speed in knots', async () => {
    const track = dataOf<TrackResponse>(await admin.get(url('&maxPoints=10000')));
    expect(track).toMatchObject({
      shipId: cassiopeia,
      parameter: 'navigation.speedOverGround',
      unit: 'kn',
      total: 720,
    });
    expect(track.segments.map((s) => s.length)).toEqual([360, 360]);
    expect(track.segments[0]![0]).toEqual([fix(0), 10, 60, 10]);
    expect(track.segments[0]![359]![0]).toBe(fix(359));
    expect(track.segments[1]![0]![0]).toBe(fix(0, 5_400_000));
    expect(track.segments[1]![10]![3]).toBe(14);
  });

  it('down-samples on the server to at most maxPoints, keeping each segment’s ends', async () => {
    const track = dataOf<TrackResponse>(await admin.get(url('&maxPoints=50')));
    expect(track.total).toBe(720);
    expect(track.segments).toHaveLength(2);
    expect(track.segments.flat().length).toBeLessThanOrEqual(50);
    expect(track.segments[0]![0]![0]).toBe(fix(0));
    expect(track.segments[1]!.at(-1)![0]).toBe(fix(359, 5_400_000));
    expect(track.segments[0]!.every((f) => f[3] === 10)).toBe(true);
  });

  it('colours by another parameter (null where it has no value) and refuses bad queries naming the field', async () => {
    const wind = dataOf<TrackResponse>(await admin.get(url('&parameter=environment.wind.speedTrue')));
    expect(wind.unit).toBe('kn');
    expect(wind.segments.flat().every((f) => f[3] === null)).toBe(true);
    for (const [q, field] of [
      ['&maxPoints=1', 'maxPoints'],
      ['&maxPoints=20000', 'maxPoints'],
      ['&parameter=navigation.position', 'parameter'],
      ['&parameter=no.such.path', 'parameter'],
    ] as const) {
      const r = await admin.get(url(q));
      expect(r.statusCode, q).toBe(400);
      expect(r.json().details[0].field).toMatch(new RegExp(`(^|\\.)${field}$`));
    }
    const backwards = await admin.get(
      `/map/ships/${cassiopeia}/track?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].field).toBe('querystring.to');
    const empty = dataOf<TrackResponse>(
      await admin.get(`/map/ships/${cassiopeia}/track?from=2025-01-01T00:00:00Z&to=2025-01-02T00:00:00Z`),
    );
    expect(empty).toMatchObject({ total: 0, segments: [] });
  });
});

describe('the per-10-minute position aggregate', () => {
  // Six hours of 10 s fixes from 00:03:20 (not on a bucket edge): a 3-minute hole inside one bucket, a
  // 40-minute hole across buckets, and one hour that arrives late from a second GPS (out of order).
  const T1 = Date.UTC(2026, 1, 10, 0, 3, 20);
  const END = T1 + 6 * 3_600_000;
  const inner = [T1 + 3_600_000 + 100_000, T1 + 3_600_000 + 280_000] as const;
  const across = [T1 + 2 * 3_600_000 + 700_000, T1 + 2 * 3_600_000 + 3_100_000] as const;
  const late = [T1 + 4 * 3_600_000, T1 + 5 * 3_600_000] as const;
  const times = () => {
    const out: number[] = [];
    for (let ts = T1; ts < END; ts += 10_000)
      if (!(ts > inner[0] && ts < inner[1]) && !(ts > across[0] && ts < across[1])) out.push(ts);
    return out;
  };
  const position = (ts: number) => ({
    latitude: 20 + (ts - T1) / 3.6e8,
    longitude: -30 + Math.sin((ts - T1) / 1e6) * 0.1,
  });
  beforeAll(async () => {
    const sample = (ts: number, sourceKey: string) => ({
      sourceKey,
      source: 'GPS',
      priority: 1,
      timeoutMs: null,
      timestamp: ts,
      path: 'navigation.position',
      value: position(ts),
    });
    const all = times();
    runtime.store.ingest(
      borealis,
      all.filter((ts) => ts < late[0] || ts >= late[1]).map((ts) => sample(ts, 'gps1')),
    );
    await runtime.store.flush();
    runtime.store.ingest(
      borealis,
      all.filter((ts) => ts >= late[0] && ts < late[1]).map((ts) => sample(ts, 'gps2')),
    );
    await runtime.store.flush();
  });
  const range = { from: new Date(T1 - 200_000), to: new Date(END + 300_000) };
  const key = (f: FixRow) => `${f.t}|${f.lat}|${f.lon}`;

  it('is kept by the batch write: one row per 10 minutes with the fixes of both sources', async () => {
    const { rows } = await t.ctx.database.db.execute(sql`
      select count(*)::int as buckets, sum(count)::int as fixes from map_position_buckets
      where ship_id = ${borealis} and bucket >= ${new Date(T1 - 600_000).toISOString()}::timestamptz
        and bucket < ${new Date(END).toISOString()}::timestamptz`);
    expect(rows[0]).toEqual({ buckets: 37 - 3, fixes: times().length });
  });

  it('answers what the raw path answers: its fixes are raw fixes at bucket ends, with the same gaps', async () => {
    const db = t.ctx.database.db;
    const raw = await selectTrackFixes(db, { shipId: borealis, ...range, bucketMs: 1 });
    const agg = await selectBucketTrackFixes(db, { shipId: borealis, ...range });
    expect(raw).toHaveLength(times().length);
    expect(agg[0]!.n).toBe(raw[0]!.n);
    const rawKeys = new Set(raw.map(key));
    expect(agg.filter((f) => !rawKeys.has(key(f)))).toEqual([]);
    // Every bucket's first and last raw fix is there.
    const aggKeys = new Set(agg.map(key));
    const byBucket = new Map<number, FixRow[]>();
    for (const f of raw) {
      const b = Math.floor(f.t / 600_000);
      byBucket.set(b, [...(byBucket.get(b) ?? []), f]);
    }
    expect(byBucket.size).toBe(34);
    for (const fixes of byBucket.values()) {
      expect(aggKeys.has(key(fixes[0]!))).toBe(true);
      expect(aggKeys.has(key(fixes.at(-1)!))).toBe(true);
    }
    // The same gaps, and the fixes on both sides of each.
    const gapsOf = (rows: FixRow[]) => rows.flatMap((f, i) => (f.gap ? [[rows[i - 1]!.t, f.t]] : []));
    expect(gapsOf(agg)).toEqual(gapsOf(raw));
    expect(gapsOf(raw)).toEqual([
      [inner[0], inner[1]],
      [across[0], across[1]],
    ]);
    expect([agg[0]!.t, agg.at(-1)!.t]).toEqual([T1, times().at(-1)]);
  });

  it('shows every gap inside one bucket, two gaps sharing a fix included, as the raw path does', async () => {
    const db = t.ctx.database.db;
    // 40 minutes of 10 s fixes; in [00:10, 00:20) holes 00:11:00→00:13:00 and 00:15:00→00:17:30; in
    // [00:20, 00:30) one lone fix at 00:23 between holes from 00:21 and to 00:25 (two gaps sharing it).
    const D = Date.UTC(2026, 1, 12);
    const m = (min: number, s = 0) => D + min * 60_000 + s * 1000;
    const holes = [
      [m(11), m(13)],
      [m(15), m(17, 30)],
      [m(21), m(23)],
      [m(23), m(25)],
    ] as const;
    const fixes: number[] = [];
    for (let ts = D; ts < m(40); ts += 10_000) if (!holes.some(([a, b]) => ts > a && ts < b)) fixes.push(ts);
    runtime.store.ingest(
      borealis,
      fixes.map((ts) => ({
        sourceKey: 'gps1',
        source: 'GPS',
        priority: 1,
        timeoutMs: null,
        timestamp: ts,
        path: 'navigation.position',
        value: { latitude: 5 + (ts - D) / 1e7, longitude: 7 },
      })),
    );
    await runtime.store.flush();
    const q = { shipId: borealis, from: new Date(D), to: new Date(m(40)) };
    const raw = await selectTrackFixes(db, { ...q, bucketMs: 1 });
    const agg = await selectBucketTrackFixes(db, q);
    const gapsOf = (rows: FixRow[]) => rows.flatMap((f, i) => (f.gap ? [[rows[i - 1]!.t, f.t]] : []));
    expect(gapsOf(raw)).toEqual(holes.map((h) => [...h]));
    expect(gapsOf(agg)).toEqual(gapsOf(raw));
    // Through the API (from the aggregate): five segments, the lone fix one of its own.
    const from = new Date(D - 2 * 86_400_000).toISOString();
    const track = dataOf<TrackResponse>(
      await admin.get(`/map/ships/${borealis}/track?from=${from}&to=${new Date(m(40)).toISOString()}`),
    );
    const tail = track.segments.slice(-5);
    expect(tail.map((seg) => [seg[0]![0], seg.at(-1)![0]])).toEqual([
      [D, m(11)],
      [m(13), m(15)],
      [m(17, 30), m(21)],
      [m(23), m(23)],
      [m(25), fixes.at(-1)],
    ]);
  });

  it('serves tracks over two days from the aggregate, which outlives raw history', async () => {
    const db = t.ctx.database.db;
    // Three days of 60 s fixes loaded straight into history (as a bulk import would), then aggregated.
    const from = new Date(Date.UTC(2026, 2, 1));
    const to = new Date(from.getTime() + 3 * 86_400_000);
    await db.execute(sql`
      insert into conning_history (ship_id, path, ts, source_key, num, val)
      select ${cassiopeia}, 'navigation.position', ts, 'gps1', null,
        jsonb_build_object('latitude', 30 + extract(epoch from ts - ${from.toISOString()}::timestamptz) / 1e6, 'longitude', 140)
      from generate_series(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz - interval '1 minute', interval '1 minute') ts
      where not (ts > '2026-03-02T06:00:00Z' and ts < '2026-03-02T09:00:00Z')`);
    await rebuildPositionBuckets(db, cassiopeia, from, to);
    const url = `/map/ships/${cassiopeia}/track?from=${from.toISOString()}&to=${to.toISOString()}&maxPoints=10000`;
    const before = dataOf<TrackResponse>(await admin.get(url));
    expect(before.total).toBe(3 * 1440 - 179);
    expect(before.segments).toHaveLength(2);
    expect(before.segments[0]!.at(-1)![0]).toBe(Date.parse('2026-03-02T06:00:00Z'));
    expect(before.segments[1]![0]![0]).toBe(Date.parse('2026-03-02T09:00:00Z'));
    // 415 buckets with fixes (one holds a single fix): their ends, not the 4,141 raw fixes.
    expect(before.segments.flat().length).toBe(2 * 415 - 1);
    await db.execute(sql`
      delete from conning_history where ship_id = ${cassiopeia} and path = 'navigation.position'
        and ts >= ${from.toISOString()}::timestamptz and ts < ${to.toISOString()}::timestamptz`);
    expect(dataOf<TrackResponse>(await admin.get(url))).toEqual(before);
    // One day of it, older than raw history is kept (the conning retention): the aggregate answers, not
    // the retired raw history (which would give an empty track).
    const day = `/map/ships/${cassiopeia}/track?from=${from.toISOString()}&to=${new Date(from.getTime() + 86_400_000).toISOString()}&maxPoints=10000`;
    const oneDay = dataOf<TrackResponse>(await admin.get(day));
    expect(oneDay.segments).toHaveLength(1);
    expect(oneDay.segments[0]!.length).toBeGreaterThan(200);
  });
});

describe('the colouring values of the kept fixes', () => {
  // Four days of 60 s fixes with a speed that changes every minute (so every aggregate resolution differs).
  const T2 = Date.UTC(2026, 3, 6);
  const kn = (i: number) => 8 + 6 * Math.sin(i / 37) + (i % 7) * 0.3;
  beforeAll(async () => {
    const samples = [];
    for (let i = 0; i < 4 * 1440; i++) {
      const s = {
        sourceKey: 'gps1',
        source: 'GPS',
        priority: 1,
        timeoutMs: null,
        timestamp: T2 + i * 60_000,
      };
      samples.push(
        {
          ...s,
          path: 'navigation.position',
          value: { latitude: -10 + i * 0.001, longitude: 100 + i * 0.002 },
        },
        { ...s, path: 'navigation.speedOverGround', value: kn(i) * KN },
      );
    }
    runtime.store.ingest(cassiopeia, samples);
    await runtime.store.flush();
  });

  it('reads for the kept fixes’ buckets exactly what the whole-range read gives them, at every resolution', async () => {
    const db = t.ctx.database.db;
    const path = 'navigation.speedOverGround';
    // Bucket widths under 10 s (raw history), of 10 s, 1 min and 1 h aggregates; ranges off the bucket edges.
    for (const [fromMs, toMs, bucketMs] of [
      [T2 + 17_000, T2 + 2 * 3_600_000 + 5_000, 900],
      [T2 + 17_000, T2 + 3.5 * 86_400_000, 37_800],
      [T2 + 17_000, T2 + 3.5 * 86_400_000, 756_000],
      [T2 - 86_400_000, T2 + 3.5 * 86_400_000 + 1_234, 7_560_000],
    ] as const) {
      const q = { shipId: cassiopeia, path, from: new Date(fromMs), to: new Date(toMs), bucketMs };
      const all = await selectParameterBuckets(db, q);
      const first = Math.floor(fromMs / bucketMs);
      const last = Math.floor((toMs - 1) / bucketMs);
      // Every third bucket, both ends, and buckets outside the data.
      const keys = [first - 5, first, last, last + 3];
      for (let k = first; k <= last; k += 3) keys.push(k);
      const some = await selectParameterValues(db, { ...q, keys });
      const expected = new Map(keys.filter((k) => all.has(k)).map((k) => [k, all.get(k)!]));
      expect(expected.size, `bucket ${bucketMs} ms`).toBeGreaterThan(1);
      // The same buckets, and the same means (summed in another order: equal to the last bits or nearly).
      expect(
        [...some.keys()].sort((a, b) => a - b),
        `bucket ${bucketMs} ms`,
      ).toEqual([...expected.keys()].sort((a, b) => a - b));
      for (const [k, v] of expected) expect(some.get(k), `bucket ${k}`).toBeCloseTo(v, 9);
    }
  });

  it('colours a down-sampled track with the means of the kept fixes’ buckets', async () => {
    const from = new Date(T2 + 17_000);
    const to = new Date(T2 + 3.5 * 86_400_000);
    const maxPoints = 100;
    const track = dataOf<TrackResponse>(
      await admin.get(
        `/map/ships/${cassiopeia}/track?from=${from.toISOString()}&to=${to.toISOString()}&maxPoints=${maxPoints}`,
      ),
    );
    const fixes = track.segments.flat();
    expect(fixes.length).toBeLessThanOrEqual(maxPoints);
    expect(fixes.length).toBeGreaterThan(50);
    const bucketMs = Math.floor((to.getTime() - from.getTime()) / (maxPoints * PRESELECT_FACTOR));
    const all = await selectParameterBuckets(t.ctx.database.db, {
      shipId: cassiopeia,
      path: 'navigation.speedOverGround',
      from,
      to,
      bucketMs,
    });
    const { convert } = displayUnit('navigation.speedOverGround');
    const expected = fixes.map(([tm, lat, lon]) => {
      const v = all.get(Math.floor(tm / bucketMs));
      return [tm, lat, lon, v === undefined ? null : Math.round(convert(v) * 1000) / 1000];
    });
    expect(fixes).toEqual(expected);
    // The values do vary along the track (a constant speed would not show a wrong bucket).
    expect(new Set(fixes.map((f) => f[3])).size).toBeGreaterThan(20);
  });
});
