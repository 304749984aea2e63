/**
 * The packed speeds of the track's colouring (docs/map-server.md "Packed speeds"): the speed's mean over each
 * kept fix's bucket read from one row per ended ship-day is exactly the mean the 1-minute aggregate statement
 * answers — buckets of several widths off the minute and day edges, an empty day, a day not ended — a late speed
 * value deletes its day's pack (so the next read shows it), and the retention sweep drops the packs of the days
 * it empties.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackResponse } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { conningRuntime, type ConningRuntime } from '../conning/conning-runtime';
import { sweepPositionBuckets } from './position-retention';
import { PACKED_PARAMETER } from './speed-day.repo';
import { displayUnit, PRESELECT_FACTOR, selectParameterValues, selectTrackValues } from './track.service';

let t: TestApp;
let admin: TestSession;
let ship: string;
let runtime: ConningRuntime;

const D = Date.UTC(2026, 4, 1);
const M = 60_000;
const H = 3_600_000;
const DAY = 24 * H;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  ship = (await shipsByName(t)).byName('Keel Cassiopeia').id;
  runtime = await conningRuntime(t.ctx, t.app.log);
});
afterAll(() => t?.close());

/** Day 1 10:00–14:00 every 10 s (a 3-minute hole), day 2 empty, day 3 00:00–02:00 every 7 s. */
function times(): number[] {
  const out: number[] = [];
  for (let ts = D + 10 * H; ts < D + 14 * H; ts += 10_000)
    if (ts < D + 11 * H + 20 * M || ts >= D + 11 * H + 23 * M) out.push(ts);
  for (let ts = D + 2 * DAY; ts < D + 2 * DAY + 2 * H; ts += 7_000) out.push(ts);
  return out;
}

/** A speed (m/s) whose sums are not round numbers. */
const speed = (ts: number) => 5 + Math.sin((ts - D) / 7e5) * 3 + 0.1234567;

/** Positions and speeds of `list`, in batches of `batch` (the aggregate's sums add up across batches). */
async function ingest(list: number[], sourceKey = 'gps1', batch = 400, value = speed) {
  for (let i = 0; i < list.length; i += batch) {
    runtime.store.ingest(
      ship,
      list.slice(i, i + batch).flatMap((ts) => [
        {
          sourceKey,
          source: 'GPS',
          priority: 1,
          timeoutMs: null,
          timestamp: ts,
          path: 'navigation.position',
          value: { latitude: 5 + (ts - D) / 4e8, longitude: 170 + Math.cos((ts - D) / 7e5) * 0.2 },
        },
        {
          sourceKey,
          source: 'GPS',
          priority: 1,
          timeoutMs: null,
          timestamp: ts,
          path: PACKED_PARAMETER,
          value: value(ts),
        },
      ]),
    );
    await runtime.store.flush();
  }
}

async function packs(): Promise<string[]> {
  const { rows } = await t.ctx.database.db.execute<{ day: string; bytes: number }>(sql`
    select to_char(day at time zone 'UTC', 'YYYY-MM-DD') as day, length(data) as bytes from map_speed_days
    where ship_id = ${ship} order by day`);
  return rows.map((r) => `${r.day} ${Number(r.bytes)}`);
}

/** Every key of the range (floor(t / bucketMs) for t in [from, to)): the packed read and the statement's. */
async function both(from: number, to: number, bucketMs: number, now?: number) {
  const keys: number[] = [];
  for (let k = Math.floor(from / bucketMs); k * bucketMs < to; k++) keys.push(k);
  const q = { shipId: ship, path: PACKED_PARAMETER, from: new Date(from), to: new Date(to), bucketMs, keys };
  const db = t.ctx.database.db;
  return {
    packed: await selectTrackValues(db, { ...q, packed: true, now }),
    plain: await selectParameterValues(db, q),
  };
}

describe('packed speeds of the track colouring', () => {
  beforeAll(async () => {
    await ingest(times());
    // A second GPS every 10 s, 5 s after the first, over day 1 11:00–12:00: minutes of 12 values from two sources.
    const second: number[] = [];
    for (let ts = D + 11 * H + 5_000; ts < D + 12 * H; ts += 10_000) second.push(ts);
    await ingest(second, 'gps2', 150);
  });

  it('answers exactly what the unpacked path answers, off the minute and day edges', async () => {
    expect(await packs()).toEqual([]);
    const cases: [number, number, number, number?][] = [
      [D - 7 * M - 1_234, D + 3 * DAY + 13 * M + 5, 324_000], // 5.4 minutes (30 days at 2,000 points)
      [D, D + 3 * DAY, M], // one minute per bucket, on the day edges
      [D + 10 * H + 30_001, D + 2 * DAY + H + 17, 77_777], // odd width, off the minute edges
      [D - DAY, D + 3 * DAY, H - 1], // just under an hour: buckets across midnight
      [D - DAY, D + 3 * DAY, 324_000, D + 2 * DAY + 90 * M], // day 3 not ended at `now`: the statement for it
    ];
    for (const [from, to, bucketMs, now] of cases) {
      const { packed, plain } = await both(from, to, bucketMs, now);
      expect(plain.size, `${bucketMs}`).toBeGreaterThan(5);
      expect(packed, `${new Date(from).toISOString()} ${bucketMs}`).toEqual(plain);
    }
    // One row per ended day, a day without speed empty (so it is not packed again at every read).
    expect(await packs()).toEqual([
      '2026-04-30 0',
      '2026-05-01 17280',
      '2026-05-02 0',
      '2026-05-03 17280',
      '2026-05-04 0',
    ]);
    // The values do come from the packs: a changed minute sum (day 1, 10:00) changes its bucket's mean.
    await t.ctx.database.db.execute(sql`
      update map_speed_days set data = overlay(data placing float8send(1000.0) from ${600 * 8 + 1} for 8)
      where ship_id = ${ship} and day = ${new Date(D).toISOString()}::timestamptz`);
    const changed = await both(D, D + 3 * DAY, 324_000);
    const key = Math.floor((D + 10 * H) / 324_000);
    expect(changed.packed.get(key)).toBeGreaterThan(changed.plain.get(key)! + 10);
    await t.ctx.database.db.execute(sql`delete from map_speed_days where ship_id = ${ship}`);
    const repacked = await both(D, D + 3 * DAY, 324_000);
    expect(repacked.packed).toEqual(repacked.plain);
  });

  it('reads other parameters and buckets under a minute or from an hour with the statement alone', async () => {
    await t.ctx.database.db.execute(sql`delete from map_speed_days where ship_id = ${ship}`);
    for (const bucketMs of [59_999, H]) {
      const { packed, plain } = await both(D, D + 3 * DAY, bucketMs);
      expect(packed).toEqual(plain);
    }
    expect(await packs()).toEqual([]);
  });

  it('forgets a pack when a late speed value lands in its day, and the next read shows it', async () => {
    const before = await both(D, D + 3 * DAY, 324_000);
    expect(await packs()).toHaveLength(3);
    // A third GPS's speed alone (no position), 20 m/s at day 1 12:30:03, arriving after the day has ended.
    const late = D + 12 * H + 30 * M + 3_000;
    runtime.store.ingest(ship, [
      {
        sourceKey: 'gps3',
        source: 'GPS',
        priority: 1,
        timeoutMs: null,
        timestamp: late,
        path: PACKED_PARAMETER,
        value: 20,
      },
    ]);
    await runtime.store.flush();
    expect((await packs()).map((p) => p.slice(0, 10))).toEqual(['2026-05-02', '2026-05-03']);
    const after = await both(D, D + 3 * DAY, 324_000);
    expect(after.packed).toEqual(after.plain);
    const key = Math.floor(late / 324_000);
    expect(after.packed.get(key)).toBeGreaterThan(before.packed.get(key)!);
    expect(await packs()).toHaveLength(3);
  });

  it('colours the API track with the statement means of the kept fixes, from the packs', async () => {
    await t.ctx.database.db.execute(sql`delete from map_speed_days where ship_id = ${ship}`);
    const from = D;
    const to = D + 3 * DAY;
    const url = `/map/ships/${ship}/track?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}&maxPoints=300`;
    const track = dataOf<TrackResponse>(await admin.get(url));
    const fixes = track.segments.flat();
    expect(fixes.length).toBeGreaterThan(50);
    // Packed by the read: the days of the kept fixes (day 2 has none).
    expect(await packs()).toEqual(['2026-05-01 17280', '2026-05-03 17280']);
    const bucketMs = Math.floor((to - from) / (300 * PRESELECT_FACTOR));
    const plain = await selectParameterValues(t.ctx.database.db, {
      shipId: ship,
      path: PACKED_PARAMETER,
      from: new Date(from),
      to: new Date(to),
      bucketMs,
      keys: fixes.map((f) => Math.floor(f[0] / bucketMs)),
    });
    const { convert } = displayUnit(PACKED_PARAMETER);
    const expected = fixes.map((f) => {
      const v = plain.get(Math.floor(f[0] / bucketMs));
      return v === undefined ? null : Math.round(convert(v) * 1000) / 1000;
    });
    expect(fixes.map((f) => f[3])).toEqual(expected);
    expect(expected.filter((v) => v !== null).length).toBeGreaterThan(50);
  });

  it('drops the speed packs of the days the retention sweep empties', async () => {
    await both(D - DAY, D + 3 * DAY, 324_000);
    expect(await packs()).toHaveLength(4);
    // Five years (the default) before D + 1.5 days: the position buckets of day 1 go, day 3's stay.
    const now = new Date(Date.UTC(2031, 4, 2, 12));
    expect((await sweepPositionBuckets(t.ctx.database.db, { now })).deleted).toBeGreaterThan(0);
    expect(await packs()).toEqual(['2026-05-03 17280']);
  });
});
