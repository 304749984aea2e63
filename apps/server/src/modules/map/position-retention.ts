import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trackRetentionYears } from './map-settings.service';
import { every } from '../../lib/every';
import { forgetDaysBefore } from './position-day.repo';

/** The advisory lock of a sweep batch: one instance at a time deletes. */
export const POSITION_RETENTION_LOCK = 'map.position-bucket-retention';
/** Buckets deleted per transaction (short transactions, short locks). */
export const POSITION_RETENTION_BATCH = 5000;
/** How often the sweep runs (the first run one interval after start-up). */
export const POSITION_RETENTION_INTERVAL_MS = 6 * 3_600_000;

/** The cut-off of a retention of `years` at `now`: the same calendar day and time, `years` earlier (UTC). */
export function trackRetentionCutoff(years: number, now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * The ships that have buckets, read as a skip scan over the primary key (ship_id, bucket): one index probe
 * per ship instead of reading every bucket row.
 */
async function shipsWithBuckets(db: Db): Promise<string[]> {
  const result = await db.execute<{ ship_id: string }>(sql`
    with recursive s as (
      (select ship_id from map_position_buckets order by ship_id limit 1)
      union all
      select (select b.ship_id from map_position_buckets b where b.ship_id > s.ship_id order by b.ship_id limit 1)
      from s where s.ship_id is not null
    )
    select ship_id from s where ship_id is not null`);
  return result.rows.map((r) => r.ship_id);
}

/**
 * Deletes position buckets older than the map settings' `trackRetentionYears` (docs/map-server.md
 * "Retention"). Per ship, in batches of `batch` rows, each batch its own transaction holding the advisory
 * lock {@link POSITION_RETENTION_LOCK} (`pg_try_advisory_xact_lock`): when another instance holds it, that
 * instance is sweeping and this run stops (`ran: false`). Raw positions are not touched here: they go with
 * the conning history's retention (`retireRawHistory`, KEEL_CONNING_RETENTION_DAYS).
 */
export async function sweepPositionBuckets(
  db: Db,
  { now = new Date(), batch = POSITION_RETENTION_BATCH }: { now?: Date; batch?: number } = {},
): Promise<{ ran: boolean; deleted: number; cutoff: Date }> {
  const cutoff = trackRetentionCutoff(await trackRetentionYears(db), now);
  let deleted = 0;
  for (const shipId of await shipsWithBuckets(db)) {
    for (;;) {
      const n = await db.transaction(async (tx) => {
        const lock = await tx.execute<{ ok: boolean }>(
          sql`select pg_try_advisory_xact_lock(hashtext(${POSITION_RETENTION_LOCK})) as ok`,
        );
        if (!lock.rows[0]?.ok) return null;
        const result = await tx.execute(sql`
          delete from map_position_buckets
          where ship_id = ${shipId} and bucket in (
            select bucket from map_position_buckets
            where ship_id = ${shipId} and bucket < ${cutoff}
            order by bucket limit ${batch}
          )`);
        return result.rowCount ?? 0;
      });
      if (n === null) return { ran: false, deleted, cutoff };
      deleted += n;
      if (n < batch) break;
    }
    // The packed days of what was deleted (and of the day the cut-off falls in) follow their buckets.
    await forgetDaysBefore(db, shipId, cutoff);
  }
  return { ran: true, deleted, cutoff };
}

/**
 * Runs the sweep every `intervalMs` (first run after one interval, so a restart adds no load at start-up);
 * returns the stop function. Every instance may run it: the advisory lock makes them take turns.
 */
export function startPositionRetention(
  db: Db,
  options: {
    intervalMs: number;
    onDone: (result: { deleted: number; cutoff: Date }) => void;
    onError: (error: unknown) => void;
  },
): () => Promise<void> {
  return every(
    options.intervalMs,
    async () => {
      const r = await sweepPositionBuckets(db);
      if (r.deleted > 0) options.onDone(r);
    },
    options.onError,
  );
}
