/**
 * What every bench does the same way: its settings from the environment, Keel built in-process on
 * the bench database, the purchasing bench data loaded in a child process, the statements of one
 * Keel request recorded for a bare route, each case measured on the bare route then on Keel, the
 * machine's load around the runs, and the report written to `bench/results/`. A bench file keeps only
 * its cases and its table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { TokenService } from '../../apps/server/src/lib/tokens';
import { LocalDiskStorage } from '../../apps/server/src/plugins/storage';
import { buildBarePurchasingApp, type RecordedStatement } from '../purchasing/bare-app';
import { benchSettings, type BenchDatabase } from './databases';
import { listen } from './http';
import { loadInChildProcess } from './load-child';
import { loadTool, measure, type LoadResult } from './load';
import { getOk, recordStatements } from './recorded';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The settings shared by the benches (each bench's header lists the ones it reads). */
export const BENCH = {
  connections: env('BENCH_CONNECTIONS', 50),
  seconds: env('BENCH_SECONDS', 10),
  warmupSeconds: env('BENCH_WARMUP_SECONDS', 3),
  ships: env('BENCH_SHIPS', 50),
  requisitions: env('BENCH_REQUISITIONS', 200_000),
  orders: env('BENCH_ORDERS', 100_000),
  postgresUrl:
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
};

const JWT_SECRET = 'keel-bench-secret-not-for-production-0123456789';

export const log = (line: string) => process.stdout.write(`${line}\n`);

/** A whole number with thousands separators. */
export const n = (v: number) => Math.round(v).toLocaleString('en-US');

/** Keel's real app (buildApp) on the bench database, listening on a free port. */
export async function startKeel(
  db: BenchDatabase,
  filesDir: string,
): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({
    KEEL_DATA_DIR: db.dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'silent',
    KEEL_WEB_DIST: path.join(db.dataDir, 'no-web'),
    DATABASE_URL: db.url!,
  });
  const app = await buildApp(
    {
      config,
      database: db.database,
      tokens: new TokenService(config.jwtSecret, config.accessTokenTtl),
      storage: new LocalDiskStorage(filesDir),
    },
    { logger: false },
  );
  return { app, url: await listen(app) };
}

/** Table sizes of the purchasing bench data. */
export type PurchasingTotals = Record<
  'ships' | 'requisitions' | 'requisitionLines' | 'orders' | 'orderLines',
  number
>;

/**
 * Migrates, seeds and loads the purchasing bench data (BENCH_SHIPS, BENCH_REQUISITIONS, BENCH_ORDERS)
 * in a child process; the files folder for Keel's storage, the load's seconds and the table sizes.
 */
export async function loadPurchasingBench(db: BenchDatabase) {
  log(
    `[PostgreSQL] migrating, seeding the demo data and loading ${BENCH.requisitions} requisitions and ${BENCH.orders} purchase orders across ${BENCH.ships} ships (child process)…`,
  );
  const files = path.join(db.dataDir, 'files');
  const loaded = await loadInChildProcess<{ seconds: number }>(
    'purchasing',
    db.url!,
    files,
    { ships: BENCH.ships, requisitions: BENCH.requisitions, orders: BENCH.orders },
    log,
  );
  const count = async (table: string) =>
    (await db.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  const totals: PurchasingTotals = {
    ships: await count('ships'),
    requisitions: await count('requisitions'),
    requisitionLines: await count('requisition_lines'),
    orders: await count('purchase_orders'),
    orderLines: await count('purchase_order_lines'),
  };
  log(`[PostgreSQL] ${JSON.stringify(totals)} in ${loaded.seconds.toFixed(1)} s`);
  return { files, seconds: loaded.seconds, totals };
}

/** A measured view: Keel's path and headers, and the bare route that replays its statements. */
export interface BareCase {
  name: string;
  keelUrl: string;
  headers: Record<string, string>;
  barePath: string;
}

/**
 * Records the statements each case's Keel request sends (after one request to warm it up) and starts
 * the bare app replaying them; its base URL and the statements per case.
 */
export async function startBare(db: BenchDatabase, cases: readonly BareCase[]) {
  const recorded: Record<string, RecordedStatement[][]> = {};
  for (const c of cases) {
    await getOk(c.keelUrl, c.headers);
    recorded[c.barePath] = await recordStatements(db.driver, () => getOk(c.keelUrl, c.headers));
  }
  const app = await buildBarePurchasingApp(db.driver as unknown as pg.Pool, recorded);
  const statements = (c: BareCase) => recorded[c.barePath]!.flat().length;
  return { app, url: await listen(app), statements };
}

/** One case measured on the bare route, then on Keel (wrk or autocannon, warm-up first). */
export async function measurePair(
  name: string,
  bare: { url: string; headers?: Record<string, string> },
  keel: { url: string; headers: Record<string, string> },
): Promise<{ keel: LoadResult; bare: LoadResult }> {
  const options = {
    connections: BENCH.connections,
    seconds: BENCH.seconds,
    warmupSeconds: BENCH.warmupSeconds,
  };
  log(`[PostgreSQL] ${name}: bare route…`);
  const bareResult = await measure(bare.url, bare.headers ?? {}, options);
  log(`[PostgreSQL] ${name}: Keel…`);
  const keelResult = await measure(keel.url, keel.headers, options);
  for (const [who, r] of [
    ['Keel', keelResult],
    ['bare', bareResult],
  ] as const)
    if (r.non2xx > 0 || r.errors > 0)
      throw new Error(`${name} ${who}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { keel: keelResult, bare: bareResult };
}

/** One measured case: both runs, the statements the bare route replays, and the answers' sizes. */
export interface MeasuredCase {
  name: string;
  keel: LoadResult;
  bare: LoadResult;
  statements: number;
  keelBytes: number;
  bareBytes: number;
}

/**
 * Measures each case (bare route, then Keel), then closes both apps; the rows and the load average
 * before and after the runs.
 */
export async function measureCases(
  keel: { app: FastifyInstance },
  bare: Awaited<ReturnType<typeof startBare>>,
  cases: readonly BareCase[],
) {
  const rows: MeasuredCase[] = [];
  const before = loadAverage();
  try {
    for (const c of cases) {
      const bareBytes = Buffer.byteLength(await getOk(bare.url + c.barePath, {}));
      const keelBytes = Buffer.byteLength(await getOk(c.keelUrl, c.headers));
      const measured = await measurePair(
        c.name,
        { url: bare.url + c.barePath },
        { url: c.keelUrl, headers: c.headers },
      );
      rows.push({ name: c.name, ...measured, statements: bare.statements(c), keelBytes, bareBytes });
    }
  } finally {
    await keel.app.close();
    await bare.app.close();
  }
  return { rows, load: { before, after: loadAverage() } };
}

/** The one-minute load average, read before and after the measured runs. */
export const loadAverage = () => os.loadavg()[0]!;

/** How the runs were made: load tool, duration, target, pool and heap settings, CPUs and load. */
export function runConditions(target: number, load: { before: number; after: number }): string {
  return (
    `${loadTool()} -c ${BENCH.connections}, ${BENCH.seconds} s after ${BENCH.warmupSeconds} s warm-up · target p99 < ${target} ms · ` +
    `${benchSettings()} · ${os.cpus().length} CPUs, load average ${load.before.toFixed(1)} before and ${load.after.toFixed(1)} after`
  );
}

/** Keel's throughput over the bare route's, two decimals. */
export const ratio = (r: { keel: LoadResult; bare: LoadResult }) =>
  (r.keel.requestsPerSecond / r.bare.requestsPerSecond).toFixed(2);

/** Writes `bench/results/<file>` and prints the report. */
export function writeReport(file: string, report: string): void {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), report);
  log(`\n${report}`);
  log(`Written to ${path.join('bench', 'results', file)}`);
}

/** Runs a bench's main function; a failure prints its stack and exits with 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(
      `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
