/**
 * `npm run bench:map-track -w @keel/bench`: the fleet map's history track API at scale. 30 days of
 * 10-second positions of one ship (≈ 259,000 fixes, with speed over ground beside each and its 10 s / 1 min /
 * 1 h / 1 day aggregates, two data gaps) on a fresh PostgreSQL database, then the load generator (wrk or
 * autocannon, see lib/load.ts) at 50 connections against Keel's real
 * `GET /api/v1/map/ships/:shipId/track?from&to&maxPoints=2000` (buildApp in-process, a signed-in token),
 * beside a bare Fastify route in the same process that runs the same SQL statements (the per-10-minute
 * position aggregate, 30 packed days of ≤ 144 buckets each, then the speed means of ≤ 2,000 fixes' buckets from
 * 30 packed days of 1,440 minute sums and counts) and sends their rows as they come (no access check,
 * no gap split, no LTTB, no validation). A third line times, one request at a
 * time, the naive way: reading every raw fix of the 30 days (what the server would do without the
 * preselection in SQL) — too heavy to run at 50 connections.
 *
 * Settings (environment): BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_LOAD (wrk | autocannon),
 * BENCH_TRACK_DAYS (30), BENCH_TRACK_POINTS (2000).
 */
import path from 'node:path';
import Fastify from 'fastify';
import type pg from 'pg';
import { seedDemoData } from '../apps/server/src/db/seed/seed';
import { LocalDiskStorage } from '../apps/server/src/plugins/storage';
import { selectTrackValues, PRESELECT_FACTOR } from '../apps/server/src/modules/map/track.service';
import { selectBucketTrackFixes } from '../apps/server/src/modules/map/track-buckets';
import { rebuildPositionBuckets } from '../apps/server/src/modules/map/position-bucket.repo';
import type { Db } from '../apps/server/src/db/client';
import { openPostgres } from './lib/databases';
import { measure, type LoadResult } from './lib/load';
import { getJson, listen, login } from './lib/http';
import { BENCH, loadAverage, log, n, runBench, runConditions, startKeel, writeReport } from './lib/harness';

const DAYS = Number(process.env.BENCH_TRACK_DAYS ?? 30);
const MAX_POINTS = Number(process.env.BENCH_TRACK_POINTS ?? 2000);
const TARGET_P99_MS = 1000;
const STEP_S = 10;

type Track = { data: { total: number; segments: [number, number, number, number | null][][] } };

/** 30 days of 10 s fixes of one ship sailing a great-circle-ish line, two 2-hour gaps, SOG and its aggregates. */
async function loadTrack(raw: pg.Pool, keelDb: Db, shipId: string, from: Date, to: Date) {
  const gaps = [
    [from.getTime() + 7 * 86_400_000, from.getTime() + 7 * 86_400_000 + 2 * 3_600_000],
    [from.getTime() + 19 * 86_400_000, from.getTime() + 19 * 86_400_000 + 2 * 3_600_000],
  ];
  const gapSql = gaps
    .map(([a, b]) => `not (ts >= to_timestamp(${a! / 1000}) and ts < to_timestamp(${b! / 1000}))`)
    .join(' and ');
  await raw.query(
    `insert into conning_history (ship_id, path, ts, source_key, num, val)
     select $1, 'navigation.position', ts, 'gps1', null,
            jsonb_build_object('latitude', 40 * sin(i / 40000.0), 'longitude', -60 + i * 0.0004 + 0.01 * sin(i / 90.0))
     from (select ts, row_number() over (order by ts) as i
           from generate_series($2::timestamptz, $3::timestamptz - interval '${STEP_S} seconds', interval '${STEP_S} seconds') ts) s
     where ${gapSql}`,
    [shipId, from.toISOString(), to.toISOString()],
  );
  await raw.query(
    `insert into conning_history (ship_id, path, ts, source_key, num, val)
     select ship_id, 'navigation.speedOverGround', ts, 'gps1', (12 + 4 * sin(extract(epoch from ts) / 20000.0)) * 1852 / 3600.0, null
     from conning_history where ship_id = $1 and path = 'navigation.position'`,
    [shipId],
  );
  for (const [resolution, seconds] of [
    ['10s', 10],
    ['1m', 60],
    ['1h', 3600],
    ['1d', 86400],
  ] as const)
    await raw.query(
      `insert into conning_aggregates (ship_id, path, resolution, bucket, count, sum, min, max)
       select ship_id, path, $2, to_timestamp(floor(extract(epoch from ts) / ${seconds}) * ${seconds}),
              count(*), sum(num), min(num), max(num)
       from conning_history where ship_id = $1 and path = 'navigation.speedOverGround'
       group by 1, 2, 3, 4`,
      [shipId, resolution],
    );
  // The per-10-minute position aggregate (the conning store's batch write keeps it; a bulk load rebuilds it).
  await rebuildPositionBuckets(keelDb, shipId, from, to);
  await raw.query('analyze conning_history');
  await raw.query('analyze conning_aggregates');
  await raw.query('analyze map_position_buckets');
  return (
    await raw.query<{ n: number }>(
      `select count(*)::int as n from conning_history where ship_id = $1 and path = 'navigation.position'`,
      [shipId],
    )
  ).rows[0]!.n;
}

async function main() {
  const db = await openPostgres(BENCH.postgresUrl);
  let report = '';
  try {
    const files = path.join(db.dataDir, 'files');
    log('[PostgreSQL] migrating and seeding the demo data…');
    const t0 = Date.now();
    await db.database.migrate();
    await seedDemoData(db.database.db, { storage: new LocalDiskStorage(files) });
    const pool = db.driver as unknown as pg.Pool;
    const shipId = (await pool.query<{ id: string }>(`select id from ships where name = 'Keel Aurora'`))
      .rows[0]!.id;
    const to = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
    const from = new Date(to.getTime() - DAYS * 86_400_000);
    log(`[PostgreSQL] loading ${DAYS} days of ${STEP_S} s positions…`);
    const fixes = await loadTrack(pool, db.database.db, shipId, from, to);
    const loadSeconds = (Date.now() - t0) / 1000;
    log(`[PostgreSQL] ${fixes} fixes (+ as many speeds) in ${loadSeconds.toFixed(1)} s`);

    const keel = await startKeel(db, files);
    const bucketMs = Math.max(
      1,
      Math.floor((to.getTime() - from.getTime()) / (MAX_POINTS * PRESELECT_FACTOR)),
    );
    const bare = Fastify({ logger: false });
    bare.get('/track', async () => {
      const rows = await selectBucketTrackFixes(db.database.db, { shipId, from, to, packed: true });
      // The values of MAX_POINTS fixes evenly spread (Keel reads those of the fixes LTTB keeps).
      const keys: number[] = [];
      for (let i = 0; i < rows.length; i += Math.max(1, rows.length / MAX_POINTS))
        keys.push(Math.floor(rows[Math.floor(i)]!.t / bucketMs));
      // The speed means from the same packed days as Keel (one row per ended day), like for like.
      const values = await selectTrackValues(db.database.db, {
        shipId,
        path: 'navigation.speedOverGround',
        from,
        to,
        bucketMs,
        keys,
        packed: true,
      });
      return { rows, values: [...values] };
    });
    bare.get('/raw', async () => {
      const r = await pool.query(
        `select (extract(epoch from ts) * 1000)::float8 as t, (val->>'latitude')::float8 as lat, (val->>'longitude')::float8 as lon
         from conning_history where ship_id = $1 and path = 'navigation.position' and ts >= $2 and ts < $3 order by ts`,
        [shipId, from.toISOString(), to.toISOString()],
      );
      return { rows: r.rows };
    });
    const bareUrl = await listen(bare);
    const before = loadAverage();
    const headers = { 'x-auth-token': await login(keel.app, 'admin@keel.demo') };
    const keelPath = `/api/v1/map/ships/${shipId}/track?from=${from.toISOString()}&to=${to.toISOString()}&maxPoints=${MAX_POINTS}`;
    let rows: string[] = [];
    try {
      const track = await getJson<Track>(keel.url + keelPath, headers);
      const kept = track.data.segments.reduce((s, seg) => s + seg.length, 0);
      if (track.data.total !== fixes || kept > MAX_POINTS || track.data.segments.length !== 3)
        throw new Error(
          `unexpected track: total ${track.data.total}, ${kept} kept, ${track.data.segments.length} segments`,
        );
      const preselected = (await getJson<{ rows: unknown[] }>(`${bareUrl}/track`, {})).rows.length;
      log(
        `[PostgreSQL] track: ${track.data.total} fixes → ${preselected} from the aggregate → ${kept} in 3 segments`,
      );
      // One request at a time first (five runs each: median and worst), then the load runs.
      const timed = async (url: string, h: Record<string, string>) => {
        const times: number[] = [];
        let size = 0;
        for (let i = 0; i < 5; i++) {
          const s = performance.now();
          const body = await getJson<{ rows?: unknown[] }>(url, h);
          size = body.rows?.length ?? 0;
          times.push(performance.now() - s);
        }
        times.sort((a, b) => a - b);
        return { median: Math.round(times[2]!), max: Math.round(times[4]!), size };
      };
      const keelOne = await timed(keel.url + keelPath, headers);
      const bareOne = await timed(`${bareUrl}/track`, {});
      const naiveOne = await timed(`${bareUrl}/raw`, {});
      log(
        `[PostgreSQL] one at a time: Keel ${keelOne.median} ms, bare ${bareOne.median} ms, naive ${naiveOne.median} ms`,
      );
      // Bare route then Keel at BENCH_CONNECTIONS, then Keel at 10 connections. Requests wrk gives up on (no
      // answer within its 10 s time-out) are counted and shown, not turned into a failed run.
      const options = {
        connections: BENCH.connections,
        seconds: BENCH.seconds,
        warmupSeconds: BENCH.warmupSeconds,
      };
      log(`[PostgreSQL] track ${DAYS} days: bare route at ${BENCH.connections} connections…`);
      const bareLoad = await measure(`${bareUrl}/track`, {}, options);
      log(`[PostgreSQL] track ${DAYS} days: Keel at ${BENCH.connections} connections…`);
      const keelLoad = await measure(keel.url + keelPath, headers, options);
      log(`[PostgreSQL] track ${DAYS} days: Keel at 10 connections…`);
      const keelLight = await measure(keel.url + keelPath, headers, { ...options, connections: 10 });
      const cell = (r: LoadResult) => {
        const lost = r.errors + r.non2xx;
        if (r.total === 0) return `0 | — | — (no answer within the 10 s time-out)`;
        const p99 =
          lost > r.total / 100 ? `> 10,000 (${lost} of ${r.total + lost} not answered in 10 s)` : `${r.p99}`;
        return `${r.requestsPerSecond.toFixed(1)} | ${r.p50} | ${p99}`;
      };
      const met = (r: LoadResult) =>
        r.total > 0 && r.errors + r.non2xx <= r.total / 100 && r.p99 < TARGET_P99_MS ? 'yes' : 'no';
      rows = [
        '| request | one at a time: median / worst of 5, ms | req/s | p50 ms | p99 ms | answer |',
        '|---|---:|---:|---:|---:|---|',
        `| Keel \`GET /map/ships/:id/track\` (load: ${BENCH.connections} connections) | ${keelOne.median} / ${keelOne.max} | ${cell(keelLoad)} | ${kept} fixes in 3 segments, values in kn |`,
        `| Keel, the same request (load: 10 connections) | — | ${cell(keelLight)} | |`,
        `| bare route, the same SQL statements (load: ${BENCH.connections} connections) | ${bareOne.median} / ${bareOne.max} | ${cell(bareLoad)} | ${preselected} fixes from the position aggregate + speed means of ${MAX_POINTS} fixes' buckets |`,
        `| naive: every raw fix of the range (one at a time only) | ${naiveOne.median} / ${naiveOne.max} | — | — | — | ${n(naiveOne.size)} rows |`,
        '',
        `Keel / bare req/s at ${BENCH.connections} connections: ${bareLoad.total > 0 ? (keelLoad.requestsPerSecond / bareLoad.requestsPerSecond).toFixed(2) : '—'} · ` +
          `p99 < ${TARGET_P99_MS} ms at ${BENCH.connections} connections: ${met(keelLoad)}, at 10: ${met(keelLight)}`,
      ];
    } finally {
      await keel.app.close();
      await bare.close();
    }
    report = [
      '# Map history track benchmark',
      '',
      `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(fixes)} positions of one ship (${DAYS} days every ${STEP_S} s, two 2-hour gaps) and as many speeds, loaded with the demo data in ${loadSeconds.toFixed(1)} s · ` +
        `${runConditions(TARGET_P99_MS, { before, after: loadAverage() })} (server, PostgreSQL and the load generator share the CPUs)`,
      '',
      ...rows,
      '',
    ].join('\n');
  } finally {
    await db.dispose();
  }
  writeReport('map-track.md', report);
}

runBench(main);
