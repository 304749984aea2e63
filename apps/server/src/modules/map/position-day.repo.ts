import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PositionBucket } from './position-bucket.repo';

/**
 * Packed days `map_position_days` (docs/map-server.md "Packed days"): a speed trick of the history track. One
 * row per ship and completed UTC day holds that day's per-10-minute position buckets as one bytea, so a 30-day
 * track reads 30 rows instead of 4,320 (the driver parsed 18 columns of each, the largest part of the route's
 * Node time). A cache of `map_position_buckets`: the track read packs a day once it has ended
 * (`selectPackedDays`), every write to a day's buckets deletes its pack (`lockAndForgetDays`). Both take the
 * day's advisory lock first, so a pack is never built from buckets a concurrent write is changing.
 * map-track.integration.test.ts proves the packed read answers what the bucket rows answer.
 */
export const DAY_MS = 86_400_000;

/** The packed fields of one bucket, in order (16 big-endian float8 each; NaN for null). */
export const PACKED_FIELDS = 16;

const ms = (c: string) => `floor(extract(epoch from ${c}) * 1000)::float8`;
const f8 = (expr: string) => `float8send(coalesce(${expr}, 'NaN'::float8))`;
/** The bytes of one bucket row: the same epoch-ms times as the bucket read's `READ_COLUMNS`. */
const PACK = sql.raw(
  [
    ms('bucket'),
    'count::float8',
    ms('first_ts'),
    'first_lat',
    'first_lon',
    ms('last_ts'),
    'last_lat',
    'last_lon',
    'median_interval_ms',
    'max_interval_ms',
    ms('gap_from_ts'),
    'gap_from_lat',
    'gap_from_lon',
    ms('gap_to_ts'),
    'gap_to_lat',
    'gap_to_lon',
  ]
    .map(f8)
    .join(' || '),
);

/**
 * The advisory lock key of a ship's day (`shipId` a uuid, `day` a timestamptz expression): the same lock guards
 * the day's position pack and its speed pack (speed-day.repo.ts).
 */
export const dayLock = (shipId: SQL, day: SQL) =>
  sql`pg_advisory_xact_lock(hashtextextended(${shipId}::text || '/' || floor(extract(epoch from ${day}))::bigint::text, 16))`;

/**
 * Takes the advisory locks of the ship-days (day starts, epoch ms) and deletes their packs — the position pack
 * and the speed pack (speed-day.repo.ts) — in the caller's transaction, with its bucket or aggregate write: a
 * pack being built waits for the write, a build that got the lock first is deleted. `keys` may also be a
 * statement giving `(ship_id, day)` rows.
 */
export async function lockAndForgetDays(tx: DbOrTx, keys: { shipId: string; day: number }[] | SQL) {
  let days: SQL;
  if (Array.isArray(keys)) {
    if (keys.length === 0) return;
    const unique = [...new Map(keys.map((k) => [`${k.shipId}|${k.day}`, k])).values()];
    const ships = `{${unique.map((k) => k.shipId).join(',')}}`;
    const starts = `{${unique.map((k) => new Date(k.day).toISOString()).join(',')}}`;
    days = sql`select * from unnest(${ships}::uuid[], ${starts}::timestamptz[]) as u(ship_id, day)`;
  } else days = keys;
  // In one order (ship, day), so two writers never wait on each other's locks in a cycle.
  await tx.execute(sql`
    select ${dayLock(sql`k.ship_id`, sql`k.day`)}
    from (select distinct ship_id, day from (${days}) d order by ship_id, day) k`);
  await tx.execute(sql`
    with k as (${days}),
    speeds as (delete from map_speed_days p using k where p.ship_id = k.ship_id and p.day = k.day)
    delete from map_position_days p using k where p.ship_id = k.ship_id and p.day = k.day`);
}

/**
 * Deletes a ship's packs (positions and speeds) of days starting before `before` (the position retention, after
 * its sweep).
 */
export async function forgetDaysBefore(db: DbOrTx, shipId: string, before: Date) {
  const cutDay = new Date(Math.floor(before.getTime() / DAY_MS) * DAY_MS);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select ${dayLock(sql`${shipId}::uuid`, sql`${cutDay.toISOString()}::timestamptz`)}`);
    await tx.execute(
      sql`delete from map_position_days where ship_id = ${shipId} and day <= ${cutDay.toISOString()}::timestamptz`,
    );
    await tx.execute(
      sql`delete from map_speed_days where ship_id = ${shipId} and day <= ${cutDay.toISOString()}::timestamptz`,
    );
  });
}

type PackedRow = { day: number; buckets: number; data: Uint8Array; extraGaps: [number, number[][]][] | null };

const toPacked = (r: Record<string, unknown>): PackedRow => ({
  day: Number(r.day),
  buckets: Number(r.buckets),
  data: r.data as Uint8Array,
  extraGaps: (typeof r.extra_gaps === 'string'
    ? JSON.parse(r.extra_gaps)
    : (r.extra_gaps ?? null)) as PackedRow['extraGaps'],
});

/** Packs one ship-day from its bucket rows (under the day's lock) and returns the pack. */
async function packDay(db: DbOrTx, shipId: string, day: number): Promise<PackedRow> {
  const start = new Date(day).toISOString();
  const end = new Date(day + DAY_MS).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${dayLock(sql`${shipId}::uuid`, sql`${start}::timestamptz`)}`);
    const result = await tx.execute(sql`
      insert into map_position_days (ship_id, day, buckets, data, extra_gaps)
      select ${shipId}::uuid, ${start}::timestamptz, count(*)::int,
        coalesce(string_agg(${PACK}, ''::bytea order by bucket), ''::bytea),
        jsonb_agg(jsonb_build_array(${sql.raw(ms('bucket'))}, extra_gaps) order by bucket)
          filter (where extra_gaps is not null)
      from map_position_buckets
      where ship_id = ${shipId} and bucket >= ${start}::timestamptz and bucket < ${end}::timestamptz
      on conflict (ship_id, day) do update
        set buckets = excluded.buckets, data = excluded.data, extra_gaps = excluded.extra_gaps
      returning ${sql.raw(ms('day'))} as day, buckets, data, extra_gaps`);
    return toPacked(result.rows[0] as Record<string, unknown>);
  });
}

const orNull = (v: number) => (Number.isNaN(v) ? null : v);

/** The buckets of packed rows, in time order. */
function unpack(rows: PackedRow[]): PositionBucket[] {
  const out: PositionBucket[] = [];
  for (const row of rows) {
    const view = new DataView(row.data.buffer, row.data.byteOffset, row.data.byteLength);
    const extra = new Map(row.extraGaps ?? []);
    for (let i = 0; i < row.buckets; i++) {
      const f = (n: number) => view.getFloat64((i * PACKED_FIELDS + n) * 8);
      const bucket = f(0);
      out.push({
        bucket,
        count: f(1),
        firstT: f(2),
        firstLat: f(3),
        firstLon: f(4),
        lastT: f(5),
        lastLat: f(6),
        lastLon: f(7),
        medianMs: orNull(f(8)),
        maxMs: f(9),
        gapFromT: orNull(f(10)),
        gapFromLat: orNull(f(11)),
        gapFromLon: orNull(f(12)),
        gapToT: orNull(f(13)),
        gapToLat: orNull(f(14)),
        gapToLon: orNull(f(15)),
        extraGaps: extra.has(bucket) ? extra.get(bucket)!.map((g) => g.map(Number)) : null,
      });
    }
  }
  return out;
}

/**
 * The buckets of a ship's whole days in [from, to) (day-aligned, all ended) from their packs; the days without
 * one are packed from the bucket rows first (each in its own short transaction, one lock at a time).
 */
export async function selectPackedDays(
  db: DbOrTx,
  q: { shipId: string; from: number; to: number },
): Promise<PositionBucket[]> {
  if (q.to <= q.from) return [];
  const result = await db.execute(sql`
    select ${sql.raw(ms('day'))} as day, buckets, data, extra_gaps from map_position_days
    where ship_id = ${q.shipId} and day >= ${new Date(q.from).toISOString()}::timestamptz
      and day < ${new Date(q.to).toISOString()}::timestamptz`);
  const byDay = new Map(
    (result.rows as Record<string, unknown>[]).map((r) => {
      const p = toPacked(r);
      return [p.day, p] as const;
    }),
  );
  const rows: PackedRow[] = [];
  for (let day = q.from; day < q.to; day += DAY_MS)
    rows.push(byDay.get(day) ?? (await packDay(db, q.shipId, day)));
  return unpack(rows);
}
