import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { DAY_MS, dayLock } from './position-day.repo';

/**
 * Packed speeds `map_speed_days` (docs/map-server.md "Packed speeds"): a speed trick of the history track's
 * default colouring. The colour of a kept fix is the parameter's mean over its time bucket (range / 8,000 for
 * 2,000 points: 5.4 minutes over 30 days, not aligned to minutes), summed from the 1-minute conning aggregate;
 * for speed over ground, one row per ship and ended UTC day holds that day's 1,440 minute sums and counts, so a
 * 30-day track reads 30 rows instead of ~2,000 index ranges. A cache of `conning_aggregates`: built by the track
 * read once a day has ended (`selectSpeedDays`), deleted with the day's position pack by every batch that
 * aggregates a speed or writes a position of that day (`lockAndForgetDays`, the conning store's history hook),
 * by `rebuildPositionBuckets`/`catchUpPositionBuckets`, and by the retention sweep (`forgetDaysBefore`). Build
 * and delete take the same per-day advisory lock as the position pack.
 */

/** The parameter whose 1-minute aggregate is packed (the track's default colouring). */
export const PACKED_PARAMETER = 'navigation.speedOverGround';
export const MINUTE_MS = 60_000;
/** Minute slots of a day. */
export const DAY_SLOTS = DAY_MS / MINUTE_MS;

/** One ship-day's minute sums and counts (`null`: the day has no speed). */
export type SpeedDay = DataView | null;

const toDay = (data: Uint8Array): SpeedDay =>
  data.byteLength === 0 ? null : new DataView(data.buffer, data.byteOffset, data.byteLength);

/** Minute `slot` of a packed day: its sum and count (count 0: no aggregate row; the writer never stores 0). */
export const slotSum = (day: DataView, slot: number) => day.getFloat64(slot * 8);
export const slotCount = (day: DataView, slot: number) => day.getInt32(DAY_SLOTS * 8 + slot * 4);

/** Packs one ship-day from its 1-minute aggregate rows (under the day's lock) and returns the pack. */
async function packSpeedDay(db: DbOrTx, shipId: string, day: number): Promise<SpeedDay> {
  const start = new Date(day).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${dayLock(sql`${shipId}::uuid`, sql`${start}::timestamptz`)}`);
    const result = await tx.execute(sql`
      with a as (
        select floor(extract(epoch from bucket - ${start}::timestamptz) / 60)::int as i, sum, count
        from conning_aggregates
        where ship_id = ${shipId} and path = ${PACKED_PARAMETER} and resolution = '1m'
          and bucket >= ${start}::timestamptz and bucket < ${start}::timestamptz + interval '1 day'
      )
      insert into map_speed_days (ship_id, day, data)
      select ${shipId}::uuid, ${start}::timestamptz,
        case when count(a.i) = 0 then ''::bytea
          else string_agg(float8send(coalesce(a.sum, 0)), ''::bytea order by s.i)
            || string_agg(int4send(coalesce(a.count, 0)), ''::bytea order by s.i) end
      from generate_series(0, ${sql.raw(String(DAY_SLOTS - 1))}) as s(i) left join a on a.i = s.i
      on conflict (ship_id, day) do update set data = excluded.data
      returning data`);
    return toDay((result.rows[0] as { data: Uint8Array }).data);
  });
}

/**
 * The packs of a ship's ended days (day starts, epoch ms); the days without one are packed from the aggregate
 * first (each in its own short transaction, one lock at a time).
 */
export async function selectSpeedDays(
  db: DbOrTx,
  q: { shipId: string; days: number[] },
): Promise<Map<number, SpeedDay>> {
  const out = new Map<number, SpeedDay>();
  if (q.days.length === 0) return out;
  const days = [...new Set(q.days)].sort((a, b) => a - b);
  const result = await db.execute(sql`
    select floor(extract(epoch from day) * 1000)::float8 as day, data from map_speed_days
    where ship_id = ${q.shipId} and day >= ${new Date(days[0]!).toISOString()}::timestamptz
      and day <= ${new Date(days.at(-1)!).toISOString()}::timestamptz`);
  for (const r of result.rows as { day: unknown; data: Uint8Array }[]) out.set(Number(r.day), toDay(r.data));
  for (const day of days) if (!out.has(day)) out.set(day, await packSpeedDay(db, q.shipId, day));
  return out;
}
