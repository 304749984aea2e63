/**
 * `npm run bench:pms -w @keel/bench`: planned maintenance at fleet scale (issue 14). BENCH_SHIPS ships
 * (50) × BENCH_PMS_COMPONENTS components (3,000) × BENCH_PMS_JOBS jobs (5) = 750,000 jobs on a fresh
 * PostgreSQL database, loaded in a child process (bench/pms/data.ts). The load generator (wrk or
 * autocannon, lib/load.ts) at 50 connections against Keel's real routes, signed in as the
 * superintendent (a role on every ship): the fleet due list (30 days, soonest first), the overdue
 * filter, one ship's jobs, the fleet counts of /PMS/manage and one ship's component tree (the
 * components module's `GET /pms/ships/:shipId/components?parent=…|q=…`). Each beside a bare Fastify route replaying
 * the statements Keel sent (recorded from the driver). Target: p99 < 100 ms. The tree is measured the
 * way the web reads it since it loads lazily: the top level, one node's children and a search.
 *
 * Settings: BENCH_DATABASE_URL, BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_SHIPS (50), BENCH_PMS_COMPONENTS (3000), BENCH_PMS_JOBS (5), BENCH_LOAD (wrk | autocannon),
 * BENCH_PMS_CASES (only the cases whose name contains one of these comma-separated words),
 * BENCH_CPU_PROFILE (a folder: V8 CPU and sampled allocation profiles of this process during each measured
 * run, `<case>.cpuprofile` / `.heapprofile` for Keel, `<case>-bare.*` for the bare route).
 *
 * "all statements" counts everything one Keel request sends to PostgreSQL (every pooled connection, the
 * access query included when its short cache is cold: the first request of a session), beside the
 * statements of a warm request that the bare route replays.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import pg from 'pg';
import { invalidateAccessCache } from '../apps/server/src/modules/access/access-cache';
import { openPostgres, type BenchDatabase } from './lib/databases';
import { login } from './lib/http';
import { loadInChildProcess } from './lib/load-child';
import { measure, type LoadResult } from './lib/load';
import { getOk } from './lib/recorded';
import {
  BENCH,
  loadAverage,
  log,
  n,
  runBench,
  runConditions,
  startBare,
  startKeel,
  writeReport,
  type BareCase,
} from './lib/harness';

const TARGET_P99_MS = 100;
const USER = 'superintendent@keel.demo';
const PER_SHIP = Number(process.env.BENCH_PMS_COMPONENTS ?? 3_000);
const JOBS_PER = Number(process.env.BENCH_PMS_JOBS ?? 5);

async function load(db: BenchDatabase) {
  log(
    `[PostgreSQL] migrating, seeding and loading ${BENCH.ships} ships × ${PER_SHIP} components × ${JOBS_PER} jobs (child process)…`,
  );
  const files = path.join(db.dataDir, 'files');
  const loaded = await loadInChildProcess<{ seconds: number }>(
    'pms',
    db.url!,
    files,
    { ships: BENCH.ships, perShip: PER_SHIP, jobsPer: JOBS_PER },
    log,
  );
  const count = async (sql: string) => (await db.raw.query<{ n: number }>(sql)).rows[0]!.n;
  const totals = {
    ships: await count('SELECT count(*)::int AS n FROM ships'),
    components: await count('SELECT count(*)::int AS n FROM pms_components WHERE ship_id IS NOT NULL'),
    jobs: await count('SELECT count(*)::int AS n FROM pms_jobs WHERE ship_id IS NOT NULL'),
  };
  log(`[PostgreSQL] ${JSON.stringify(totals)} in ${loaded.seconds.toFixed(1)} s`);
  return { files, totals };
}

/** A measured case; `failed` says why a run could not be measured (the other cases still are). */
interface PmsRow {
  name: string;
  keel?: LoadResult;
  bare?: LoadResult;
  statements: number;
  /** Statements of one Keel request on any connection: with a cold access cache, then a warm one. */
  allStatements?: { cold: number; warm: number };
  /** CPU ms of this process per answered request during the measured run. */
  keelCpu?: number;
  bareCpu?: number;
  keelBytes: number;
  bareBytes: number;
  failed?: string;
}

const ms = (r?: LoadResult) => (r ? String(r.p99) : '—');
const errs = (r?: LoadResult) =>
  r && (r.errors || r.non2xx) ? ` (${r.errors} errors, ${r.non2xx} non-2xx)` : '';

/** One report line: p99 side by side, ratio of Keel's p99 to the bare p99, and whether each meets the target. */
function line(r: PmsRow): string {
  const p99ratio = r.keel && r.bare ? (r.keel.p99 / r.bare.p99).toFixed(2) : '—';
  const meets = (x?: LoadResult) => (x ? (x.p99 < TARGET_P99_MS ? 'yes' : 'no') : '—');
  return (
    `| ${r.name} | ${ms(r.keel)}${errs(r.keel)} | ${ms(r.bare)}${errs(r.bare)} | ${p99ratio} | ` +
    `${r.keel ? n(r.keel.requestsPerSecond) : '—'} | ${r.bare ? n(r.bare.requestsPerSecond) : '—'} | ${r.keel?.p50 ?? '—'} | ${r.bare?.p50 ?? '—'} | ` +
    `${r.keelCpu?.toFixed(2) ?? '—'} : ${r.bareCpu?.toFixed(2) ?? '—'} | ` +
    `${r.statements} | ${r.allStatements ? `${r.allStatements.cold} / ${r.allStatements.warm}` : '—'} | ${n(r.keelBytes)} : ${n(r.bareBytes)} | ${meets(r.keel)} | ${meets(r.bare)} |` +
    (r.failed ? ` failed: ${r.failed}` : '')
  );
}

function markdown(rows: PmsRow[], totals: Record<string, number>, load: { before: number; after: number }) {
  return [
    "## PMS benchmark (due list, fleet counts, a ship's tree)",
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(totals.jobs!)} jobs on ${n(totals.components!)} components across ${totals.ships} ships · the superintendent (a role on every ship) · ` +
      runConditions(TARGET_P99_MS, load),
    '',
    '| view | Keel p99 ms | bare p99 ms | p99 Keel/bare | Keel req/s | bare req/s | Keel p50 ms | bare p50 ms | server CPU ms per request Keel : bare | SQL statements (bare) | all statements of a Keel request, cold / warm access cache | answer bytes Keel : bare | Keel p99 < 100 ms | bare p99 < 100 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|---:|:---:|:---:|',
    ...rows.map(line),
    '',
    'The bare route replays the statements Keel sent for the same request (recorded from the driver), without',
    "Keel's authentication, access checks, validation and response schema. When the bare route itself misses",
    '100 ms, the statements (not Keel) are the limit. Indexes and decisions: docs/pms-jobs.md.',
    '',
  ].join('\n');
}

/**
 * Counts the statements `fn` sends to PostgreSQL on any connection (pool.query and a checked-out
 * client's query both end in pg.Client#query), BEGIN/COMMIT included.
 */
async function countStatements(fn: () => Promise<unknown>): Promise<number> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return count;
}

/** Runs `fn` under the V8 CPU and allocation profilers and writes both beside `file` (BENCH_CPU_PROFILE). */
async function profiled<T>(file: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!file) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  // What the run allocates (sampled every 64 kB): garbage collection is a cost of its own per request.
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 65_536,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    const heap = await session.post('HeapProfiler.stopSampling');
    writeFileSync(file.replace(/\.cpuprofile$/u, '.heapprofile'), JSON.stringify(heap.profile));
    session.disconnect();
    log(`  CPU profile: ${file}`);
  }
}

const profileDir = process.env.BENCH_CPU_PROFILE;
const profileFile = (name: string) =>
  profileDir ? path.join(profileDir, `${name.replace(/[^\w]+/gu, '-').toLowerCase()}.cpuprofile`) : undefined;

/**
 * Measures each case (bare route, then Keel) and prints its line as soon as it is done; a failed run (a
 * socket error, a non-2xx answer) is kept as such and the remaining cases still run.
 */
async function measureEach(
  keel: { app: { close(): Promise<unknown> } },
  bare: Awaited<ReturnType<typeof startBare>>,
  cases: readonly BareCase[],
) {
  const rows: PmsRow[] = [];
  const options = {
    connections: BENCH.connections,
    seconds: BENCH.seconds,
    warmupSeconds: BENCH.warmupSeconds,
  };
  /**
   * One load run after its warm-up, and the CPU time this process (the server under test: Keel or the bare
   * app, the pg driver, GC) spent per answered request: less sensitive to the machine's load than latency.
   */
  const measureCpu = async (
    url: string,
    headers: Record<string, string>,
    name: string,
  ): Promise<[LoadResult, number]> => {
    if (options.warmupSeconds > 0)
      await measure(url, headers, { ...options, seconds: options.warmupSeconds, warmupSeconds: 0 });
    const started = process.cpuUsage();
    const result = await profiled(profileFile(name), () =>
      measure(url, headers, { ...options, warmupSeconds: 0 }),
    );
    const used = process.cpuUsage(started);
    return [result, (used.user + used.system) / 1000 / Math.max(result.total, 1)];
  };
  const before = loadAverage();
  try {
    for (const c of cases) {
      const row: PmsRow = { name: c.name, statements: bare.statements(c), keelBytes: 0, bareBytes: 0 };
      try {
        row.bareBytes = Buffer.byteLength(await getOk(bare.url + c.barePath, {}));
        row.keelBytes = Buffer.byteLength(await getOk(c.keelUrl, c.headers));
        invalidateAccessCache();
        const cold = await countStatements(() => getOk(c.keelUrl, c.headers));
        // The access cache shares nothing for a moment after it was cleared (ReadCache's quietMs).
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        await getOk(c.keelUrl, c.headers);
        row.allStatements = { cold, warm: await countStatements(() => getOk(c.keelUrl, c.headers)) };
        log(`[PostgreSQL] ${c.name}: bare route…`);
        [row.bare, row.bareCpu] = await measureCpu(bare.url + c.barePath, {}, `${c.name} bare`);
        log(`[PostgreSQL] ${c.name}: Keel…`);
        [row.keel, row.keelCpu] = await measureCpu(c.keelUrl, c.headers, c.name);
      } catch (error) {
        row.failed = error instanceof Error ? error.message : String(error);
      }
      rows.push(row);
      log(line(row));
    }
  } finally {
    await keel.app.close();
    await bare.app.close();
  }
  return { rows, load: { before, after: loadAverage() } };
}

/** BENCH_PMS_CASES: the cases to run (words of their names), or every case. */
const only = process.env.BENCH_PMS_CASES?.toLowerCase()
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);

async function main() {
  const db = await openPostgres(BENCH.postgresUrl);
  let report = '';
  try {
    const { files, totals } = await load(db);
    const keel = await startKeel(db, files);
    const headers = { 'x-auth-token': await login(keel.app, USER) };
    const ship = (
      await db.raw.query<{ id: string }>(
        `SELECT ship_id AS id FROM pms_jobs WHERE ship_id IS NOT NULL GROUP BY ship_id ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows[0]!.id;
    const group = (
      await db.raw.query<{ id: string }>(
        `SELECT c.id FROM pms_components c WHERE c.ship_id = $1 AND c.parent_id IS NOT NULL
         ORDER BY (SELECT count(*) FROM pms_components k WHERE k.parent_id = c.id) DESC LIMIT 1`,
        [ship],
      )
    ).rows[0]!.id;
    const api = `${keel.url}/api/v1`;
    const cases: BareCase[] = [
      { name: 'Fleet due list, 30 days, page of 25', keelUrl: `${api}/pms/jobs?dueWithinDays=30&limit=25` },
      { name: 'Fleet overdue jobs, page of 25', keelUrl: `${api}/pms/jobs?overdue=true&limit=25` },
      {
        name: 'Fleet due list, critical, rank 8, 90 days',
        keelUrl: `${api}/pms/jobs?dueWithinDays=90&critical=true&rank=8&limit=25`,
      },
      { name: "One ship's jobs, page of 25", keelUrl: `${api}/pms/jobs?shipId=${ship}&limit=25` },
      { name: 'Fleet counts per ship (/PMS/manage)', keelUrl: `${api}/pms/jobs/fleet-counts` },
      // The web reads a ship's tree lazily (docs/pms-components.md): the top level, a node's children
      // when it is opened, and a search answered on the server (hits with their ancestors).
      {
        name: "One ship's tree, top level (3,000 nodes)",
        keelUrl: `${api}/pms/ships/${ship}/components?parent=root`,
      },
      {
        name: "One ship's tree, children of a node",
        keelUrl: `${api}/pms/ships/${ship}/components?parent=${group}`,
      },
      { name: "One ship's tree, search '1.2.3'", keelUrl: `${api}/pms/ships/${ship}/components?q=1.2.3` },
    ]
      .map((c, i) => ({ ...c, headers, barePath: `/case-${i}` }))
      .filter((c) => !only || only.some((word) => c.name.toLowerCase().includes(word)));
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    const measured = await measureEach(keel, await startBare(db, cases), cases);
    report = markdown(measured.rows, totals, measured.load);
  } finally {
    await db.dispose();
  }
  writeReport('pms.md', report);
}

runBench(main);
