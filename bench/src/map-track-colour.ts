/**
 * `node --import tsx src/map-track-colour.ts` (from bench/): the track's speed colouring alone, one call at a
 * time on PostgreSQL — the statement (`selectParameterValues`: one index range of the 1-minute aggregate per kept
 * fix's bucket) against the packed speeds (`selectTrackValues` with `packed`: one row per ended ship-day). 30 days
 * of 1-minute speed aggregates (6 values a minute) of one ship, the keys of 2,000 fixes spread over the range as
 * the bench's bare route takes them (bucket = range / 8,000 = 5.4 min). Checks that both answer the same Map.
 * Settings: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_TRACK_DAYS (30).
 */
import type pg from 'pg';
import { seedDemoData } from '../../apps/server/src/db/seed/seed';
import { LocalDiskStorage } from '../../apps/server/src/plugins/storage';
import {
  PRESELECT_FACTOR,
  selectParameterValues,
  selectTrackValues,
} from '../../apps/server/src/modules/map/track.service';
import { openPostgres } from '../lib/databases';
import { BENCH, loadAverage, log, runBench } from '../lib/harness';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const DAYS = Number(process.env.BENCH_TRACK_DAYS ?? 30);
const POINTS = 2000;

async function main() {
  const db = await openPostgres(BENCH.postgresUrl);
  try {
    await db.database.migrate();
    await seedDemoData(db.database.db, { storage: new LocalDiskStorage(path.join(db.dataDir, 'files')) });
    const pool = db.driver as unknown as pg.Pool;
    const shipId = (await pool.query<{ id: string }>(`select id from ships where name = 'Keel Aurora'`))
      .rows[0]!.id;
    const to = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
    const from = new Date(to.getTime() - DAYS * 86_400_000);
    await pool.query(
      `insert into conning_aggregates (ship_id, path, resolution, bucket, count, sum, min, max)
       select $1, 'navigation.speedOverGround', '1m', b, 6, 6 * (6 + sin(extract(epoch from b) / 20000.0)) + 0.1234567, 5, 7
       from generate_series($2::timestamptz, $3::timestamptz - interval '1 minute', interval '1 minute') b
       on conflict do nothing`,
      [shipId, from.toISOString(), to.toISOString()],
    );
    await pool.query('analyze conning_aggregates');
    const bucketMs = Math.floor((to.getTime() - from.getTime()) / (POINTS * PRESELECT_FACTOR));
    const keys: number[] = [];
    for (let i = 0; i < POINTS; i++)
      keys.push(
        Math.floor((from.getTime() + ((i + 0.5) * (to.getTime() - from.getTime())) / POINTS) / bucketMs),
      );
    const q = { shipId, path: 'navigation.speedOverGround', from, to, bucketMs, keys };
    const before = loadAverage();
    const time = async (f: () => Promise<Map<number, number>>) => {
      const times: number[] = [];
      let last = new Map<number, number>();
      for (let i = 0; i < 25; i++) {
        const s = performance.now();
        last = await f();
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      return { median: times[12]!, p90: times[22]!, last };
    };
    const firstPack = performance.now();
    await selectTrackValues(db.database.db, { ...q, packed: true });
    const packMs = performance.now() - firstPack;
    const statement = await time(() => selectParameterValues(db.database.db, q));
    const packed = await time(() => selectTrackValues(db.database.db, { ...q, packed: true }));
    if (!isDeepStrictEqual(statement.last, packed.last) || packed.last.size !== POINTS)
      throw new Error('the packed speeds do not answer what the statement answers');
    log(
      `colouring of ${POINTS} fixes over ${DAYS} days, one call at a time (median / 90th of 25, ms): ` +
        `statement ${statement.median.toFixed(1)} / ${statement.p90.toFixed(1)}, ` +
        `packed ${packed.median.toFixed(1)} / ${packed.p90.toFixed(1)} (first read, packing ${DAYS} days: ${packMs.toFixed(0)} ms); ` +
        `load average ${before.toFixed(1)} → ${loadAverage().toFixed(1)}`,
    );
  } finally {
    await db.dispose();
  }
}

runBench(main);
