/**
 * The packed days of the position aggregate (docs/map-server.md "Packed days"): a track read gets from one row
 * per ended day exactly the fixes it gets from the per-10-minute bucket rows — ranges on and off the day edges,
 * a day without fixes, a bucket holding one fix, two gaps inside one bucket, a day that has not ended — and a
 * late fix written into a packed day deletes the pack, so the next read shows it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackResponse } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { conningRuntime, type ConningRuntime } from '../conning/conning-runtime';
import { sweepPositionBuckets } from './position-retention';
import { selectBucketTrackFixes } from './track-buckets';

let t: TestApp;
let admin: TestSession;
let ship: string;
let runtime: ConningRuntime;

const D = Date.UTC(2026, 4, 1);
const H = 3_600_000;
const DAY = 24 * H;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  ship = (await shipsByName(t)).byName('Keel Cassiopeia').id;
  runtime = await conningRuntime(t.ctx, t.app.log);
});
afterAll(() => t?.close());

/** Day 1 10:00–14:00 and day 3 00:00–02:00 every 10 s (day 2 empty), a lone fix at day 3 23:59:50. */
function times(): number[] {
  const out: number[] = [];
  // Two holes in the bucket [10:10, 10:20) of day 1 (both > 10 × the 10 s median): 10:11→10:13, 10:15→10:17:30.
  const holes = [
    [D + 10 * H + 11 * 60_000, D + 10 * H + 13 * 60_000],
    [D + 10 * H + 15 * 60_000, D + 10 * H + 17.5 * 60_000],
  ];
  for (let ts = D + 10 * H; ts < D + 14 * H; ts += 10_000)
    if (!holes.some(([a, b]) => ts > a! && ts < b!)) out.push(ts);
  for (let ts = D + 2 * DAY; ts < D + 2 * DAY + 2 * H; ts += 10_000) out.push(ts);
  out.push(D + 3 * DAY - 10_000);
  return out;
}

const position = (ts: number) => ({
  latitude: 5 + (ts - D) / 4e8,
  longitude: 170 + Math.cos((ts - D) / 7e5) * 0.2,
});

function ingest(list: number[], sourceKey = 'gps1') {
  runtime.store.ingest(
    ship,
    list.map((ts) => ({
      sourceKey,
      source: 'GPS',
      priority: 1,
      timeoutMs: null,
      timestamp: ts,
      path: 'navigation.position',
      value: position(ts),
    })),
  );
  return runtime.store.flush();
}

async function packs(): Promise<{ day: string; buckets: number }[]> {
  const { rows } = await t.ctx.database.db.execute<{ day: string; buckets: number }>(sql`
    select to_char(day at time zone 'UTC', 'YYYY-MM-DD') as day, buckets from map_position_days
    where ship_id = ${ship} order by day`);
  return rows.map((r) => ({ day: r.day, buckets: Number(r.buckets) }));
}

describe('packed days of the position aggregate', () => {
  beforeAll(() => ingest(times()));

  it('answers exactly what the bucket rows answer, on and off the day edges', async () => {
    const db = t.ctx.database.db;
    expect(await packs()).toEqual([]);
    const ranges: [number, number, number?][] = [
      [D - 7 * 60_000 - 1_234, D + 3 * DAY + 13 * 60_000 + 5], // off the edges: days 1–3 packed
      [D, D + 3 * DAY], // on the edges
      [D + 10 * H + 5 * 60_000, D + 2 * DAY + H], // day 2 (empty) packed alone
      [D + 10 * H + 14 * 60_000, D + 10 * H + 16 * 60_000], // inside one bucket: nothing packed
      [D - DAY, D + 3 * DAY, D + 2 * DAY + 90 * 60_000], // day 3 not ended yet at `now`: read from bucket rows
    ];
    for (const [from, to, now] of ranges) {
      const q = { shipId: ship, from: new Date(from), to: new Date(to), now };
      const plain = await selectBucketTrackFixes(db, q);
      const packed = await selectBucketTrackFixes(db, { ...q, packed: true });
      expect(packed, new Date(from).toISOString()).toEqual(plain);
    }
    // The whole range really has the lone fix, the two gaps of one bucket and the gap across day 2.
    const all = await selectBucketTrackFixes(db, {
      shipId: ship,
      from: new Date(D),
      to: new Date(D + 3 * DAY),
    });
    expect(all[0]!.n).toBe(times().length);
    expect(all.filter((f) => f.gap).map((f) => f.t)).toEqual([
      D + 10 * H + 13 * 60_000,
      D + 10 * H + 17.5 * 60_000,
      D + 2 * DAY,
      D + 3 * DAY - 10_000,
    ]);
    // One row per day, the empty day included (so it is not packed again at every read).
    expect(await packs()).toEqual([
      { day: '2026-04-30', buckets: 0 },
      { day: '2026-05-01', buckets: 24 },
      { day: '2026-05-02', buckets: 0 },
      { day: '2026-05-03', buckets: 13 },
    ]);
  });

  it('forgets a pack when a late fix lands in its day, and the next read shows the fix', async () => {
    const db = t.ctx.database.db;
    const q = { shipId: ship, from: new Date(D), to: new Date(D + 3 * DAY) };
    await selectBucketTrackFixes(db, { ...q, packed: true });
    const late = D + 10 * H + 12 * 60_000; // inside the first hole of day 1
    await ingest([late], 'gps2'); // a second GPS whose batch comes late (gps1 has newer fixes)
    expect((await packs()).map((p) => p.day)).toEqual(['2026-04-30', '2026-05-02', '2026-05-03']);
    const plain = await selectBucketTrackFixes(db, q);
    const packed = await selectBucketTrackFixes(db, { ...q, packed: true });
    expect(packed).toEqual(plain);
    // The fix closes the first hole: its gap is gone.
    expect(packed.filter((f) => f.gap).map((f) => f.t)).toEqual([
      D + 10 * H + 17.5 * 60_000,
      D + 2 * DAY,
      D + 3 * DAY - 10_000,
    ]);
    expect(packed[0]!.n).toBe(times().length + 1);
    expect((await packs()).map((p) => p.day)).toContain('2026-05-01');
  });

  it('gives the same track through the API from the packs as from the bucket rows', async () => {
    const url = `/map/ships/${ship}/track?from=${new Date(D - 60_000).toISOString()}&to=${new Date(D + 3 * DAY + 60_000).toISOString()}&maxPoints=300`;
    const packed = dataOf<TrackResponse>(await admin.get(url));
    expect(packed.segments.flat().length).toBeGreaterThan(50);
    // Without any pack the read falls back to the bucket rows (and packs them again): the same answer.
    await t.ctx.database.db.execute(sql`delete from map_position_days where ship_id = ${ship}`);
    const { rows } = await t.ctx.database.db.execute(
      sql`select count(*)::int as n from map_position_days where ship_id = ${ship}`,
    );
    expect(rows[0]).toEqual({ n: 0 });
    expect(dataOf<TrackResponse>(await admin.get(url))).toEqual(packed);
    expect((await packs()).length).toBe(3);
  });

  it('drops the packs of the days the retention sweep empties, so they do not outlive their buckets', async () => {
    const db = t.ctx.database.db;
    const q = { shipId: ship, from: new Date(D - DAY), to: new Date(D + 3 * DAY) };
    await selectBucketTrackFixes(db, { ...q, packed: true });
    // Five years (the default) before D + 1.5 days: day 1's buckets go, day 3's stay.
    const now = new Date(Date.UTC(2031, 4, 2, 12));
    expect((await sweepPositionBuckets(db, { now })).deleted).toBe(24);
    expect((await packs()).map((p) => p.day)).toEqual(['2026-05-03']);
    const packed = await selectBucketTrackFixes(db, { ...q, packed: true });
    expect(packed).toEqual(await selectBucketTrackFixes(db, q));
    expect(packed[0]!.t).toBe(D + 2 * DAY);
  });
});
