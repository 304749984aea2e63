import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client';

/** Runs SQL on the driver underneath Drizzle (a pg.Pool or a PGlite): what the bare routes use. */
export interface RawClient {
  /** Rows as objects; `name` makes it a named prepared statement on PostgreSQL (as Keel's prepared queries). */
  query<T>(text: string, params?: unknown[], name?: string): Promise<{ rows: T[] }>;
  /** Rows as arrays (for results with two columns of the same name, as Drizzle reads joins). */
  queryArrays<T extends unknown[]>(text: string, params?: unknown[], name?: string): Promise<{ rows: T[] }>;
}

/** The driver object itself, whose `query` every statement (Keel's and the bare routes') goes through. */
export interface Driver {
  query: (...args: never[]) => Promise<unknown>;
}

/** A benchmark database: the Keel handle, the raw driver beside it, and how to throw it away. */
export interface BenchDatabase {
  label: string;
  database: Database;
  raw: RawClient;
  driver: Driver;
  /** DATABASE_URL for Keel's config, or undefined for PGlite. */
  url: string | undefined;
  dataDir: string;
  dispose(): Promise<void>;
}

/** Drizzle keeps its driver on `$client`: a pg.Pool for PostgreSQL, the PGlite instance otherwise. */
function driverOf(database: Database): Driver {
  return (database.db as unknown as { $client: Driver }).$client;
}

type Query = (...args: unknown[]) => Promise<{ rows: unknown[] }>;

export function rawOf(database: Database): RawClient {
  const driver = driverOf(database) as unknown as { query: Query };
  if (database.kind === 'postgres')
    return {
      query: (text, params, name) =>
        (name ? driver.query({ name, text, values: params }) : driver.query(text, params)) as never,
      queryArrays: (text, params, name) =>
        driver.query({ ...(name ? { name } : {}), text, values: params, rowMode: 'array' }) as never,
    };
  return {
    query: (text, params) => driver.query(text, params) as never,
    queryArrays: (text, params) => driver.query(text, params, { rowMode: 'array' }) as never,
  };
}

/** An embedded PGlite in a fresh temporary folder. */
export async function openPglite(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keel-bench-'));
  const database = await openDatabase({ url: undefined, dataDir });
  return {
    label: 'PGlite',
    database,
    raw: rawOf(database),
    driver: driverOf(database),
    url: undefined,
    dataDir,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The pool size of the benchmarks: two connections per CPU (the usual sizing rule for a database on the
 * same machine). With more, PostgreSQL's busy backends outnumber the cores and crowd out the single
 * server process, and the tail latency of every route, Keel's and the bare ones alike, grows: on two
 * cores a pool of 10 gave the over-budget view a p99 of 220–640 ms, a pool of 3–4 one of 125–145 ms at
 * the same throughput. Keel's own default (DATABASE_POOL_SIZE) stays 10, for a database on its own server.
 */
export function benchPoolSize(): number {
  return Math.max(2, 2 * os.cpus().length);
}

/** The settings a result depends on besides the code: the pool size and the V8 heap flags of this process. */
export function benchSettings(): string {
  const flags = process.execArgv.filter((a) => a.startsWith('--max-'));
  return `pool of ${process.env.BENCH_POOL_SIZE ?? benchPoolSize()} connections · node ${flags.join(' ') || '(no heap flags)'}`;
}

/** A fresh database on the PostgreSQL server of `serverUrl`, created now and dropped by `dispose`. */
export async function openPostgres(
  serverUrl: string,
  poolSize = Number(process.env.BENCH_POOL_SIZE ?? benchPoolSize()),
): Promise<BenchDatabase> {
  const name = `keel_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keel-bench-'));
  const database = await openDatabase({ url: url.toString(), dataDir: null, poolSize });
  return {
    label: 'PostgreSQL',
    database,
    raw: rawOf(database),
    driver: driverOf(database),
    url: url.toString(),
    dataDir,
    async dispose() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Extra users with one role on one ship each, so the users list pages through ~2,000 rows. */
export async function addBenchUsers(raw: RawClient, count: number): Promise<void> {
  await raw.query(
    `INSERT INTO users (name, email, password_hash, job_title)
     SELECT 'Bench User ' || lpad(g::text, 5, '0'), 'bench' || g || '@keel.bench', 'no-login', 'Crew'
     FROM generate_series(1, $1::int) g
     ON CONFLICT DO NOTHING`,
    [count],
  );
  await raw.query(
    `INSERT INTO user_roles (user_id, role_id, ship_id)
     SELECT u.id, r.id, s.id
     FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE '%@keel.bench') u
     JOIN LATERAL (SELECT id FROM roles ORDER BY name OFFSET (u.n % 4) LIMIT 1) r ON true
     JOIN LATERAL (SELECT id FROM ships ORDER BY name OFFSET (u.n % 6) LIMIT 1) s ON true
     ON CONFLICT DO NOTHING`,
  );
}

/**
 * Writes the pages a bulk load dirtied now (CHECKPOINT), after its VACUUM ANALYZE. Otherwise the
 * checkpoint the load's WAL set off is spread over the next minutes (checkpoint_completion_target) and
 * writes gigabytes while the runs are measured: on two cores that took a p99 from about 25 ms to 55 ms,
 * Keel's and the bare route's alike. Without the right to checkpoint, the runs go on unsettled.
 */
export async function settleAfterLoad(raw: RawClient, log: (line: string) => void): Promise<void> {
  try {
    await raw.query('CHECKPOINT');
  } catch (error) {
    log(`  CHECKPOINT refused (${error instanceof Error ? error.message : String(error)}); measuring anyway`);
  }
}
