/**
 * `npm run bench:noon -w @keel/bench`: the noon report table at scale. 500,000 reports across 50 ships
 * on a fresh PostgreSQL database, then the load generator (wrk, or autocannon; see lib/load.ts) at 50 connections against Keel's real
 * `GET /api/v1/noon-reports/` (buildApp in-process, a signed-in token) for the first page, a filtered
 * page (one ship + a date range) and a deep page (the cursor of offset 400,000), each beside a bare
 * Fastify route running the same SQL in the same run. Target: p99 < 50 ms on every page.
 *
 * Settings (environment): BENCH_DATABASE_URL (PostgreSQL server; a fresh database is created and dropped;
 * default postgres://postgres@127.0.0.1:5432/test), BENCH_CONNECTIONS (50), BENCH_SECONDS (10),
 * BENCH_WARMUP_SECONDS (3), BENCH_SHIPS (50), BENCH_REPORTS_PER_SHIP (10000), BENCH_LOAD (wrk | autocannon).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { TokenService } from '../apps/server/src/lib/tokens';
import { LocalDiskStorage } from '../apps/server/src/plugins/storage';
import { encodeCursor } from '../apps/server/src/modules/fleet/noon-report/noon-report.cursor';
import {
  noonReportPageSql,
  type NoonReportFilter,
  type PageRequest,
} from '../apps/server/src/modules/fleet/noon-report/noon-report.repo';
import { benchSettings, openPostgres, type Driver } from './lib/databases';
import { loadTool, measure, type LoadResult } from './lib/load';
import { buildBareNoonApp } from './noon-reports/bare-app';
import { loadInChildProcess } from './lib/load-child';
import { listen, login } from './lib/http';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SHIPS = Number(process.env.BENCH_SHIPS ?? 50);
const PER_SHIP = Number(process.env.BENCH_REPORTS_PER_SHIP ?? 10_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = 'keel-bench-secret-not-for-production-0123456789';
const TARGET_P99_MS = 50;
const LIMIT = 50;
const DEEP_OFFSET = 400_000;

const log = (line: string) => process.stdout.write(`${line}\n`);

interface Case {
  name: string;
  keelPath: string;
  barePath: string;
  user: string;
  filter: NoonReportFilter;
  page: PageRequest;
}

interface Row {
  name: string;
  keel: LoadResult;
  bare: LoadResult;
  keelStatements: number;
  bareStatements: number;
}

async function countStatements(driver: Driver, fn: () => Promise<unknown>): Promise<number> {
  const original = driver.query;
  let n = 0;
  driver.query = function (this: unknown, ...args: never[]) {
    n += 1;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    driver.query = original;
  }
  return n;
}

async function getJson(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<{ data: { id: string }[]; page: { total: number } }>;
}

function markdown(
  rows: Row[],
  loadSeconds: number,
  total: number,
  loadAverage: { before: number; after: number },
): string {
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  return [
    '# Noon report table benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(total)} reports across ${SHIPS} ships (loaded in ${loadSeconds.toFixed(1)} s) · ` +
      `${loadTool()} -c ${CONNECTIONS}, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up · page of ${LIMIT} · target p99 < ${TARGET_P99_MS} ms · ` +
      `${benchSettings()} · ${os.cpus().length} CPUs, load average ${loadAverage.before.toFixed(1)} before the runs and ${loadAverage.after.toFixed(1)} after (server, PostgreSQL and the load generator share the CPUs)`,
    '',
    '| page | Keel req/s | Keel p50 ms | Keel p99 ms | bare req/s | bare p50 ms | bare p99 ms | SQL/request Keel : bare | ratio Keel/bare req/s | p99 < 50 ms |',
    '|---|---:|---:|---:|---:|---:|---:|:---:|---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${n(r.keel.requestsPerSecond)} | ${r.keel.p50} | ${r.keel.p99} | ${n(r.bare.requestsPerSecond)} | ${r.bare.p50} | ${r.bare.p99} | ` +
        `${r.keelStatements} : ${r.bareStatements} | ${(r.keel.requestsPerSecond / r.bare.requestsPerSecond).toFixed(2)} | ${r.keel.p99 < TARGET_P99_MS ? 'yes' : 'no'} |`,
    ),
    '',
    'Both run the same page statement, whose rows carry the API JSON each report keeps (migration 0018). Keel',
    'also authenticates the request and checks its access, validates the query, and adds the duplicate/gap',
    'flags to each row with the domain function; the bare route joins the rows as they come.',
    '',
  ].join('\n');
}

async function main() {
  const db = await openPostgres(POSTGRES_URL);
  const rows: Row[] = [];
  let report = '';
  try {
    log(
      `[PostgreSQL] migrating, seeding the demo data and loading ${SHIPS * PER_SHIP} noon reports across ${SHIPS} ships (child process)…`,
    );
    const files = path.join(db.dataDir, 'files');
    const storage = new LocalDiskStorage(files);
    const loaded = await loadInChildProcess<{ seconds: number }>(
      'noon',
      db.url!,
      files,
      { ships: SHIPS, perShip: PER_SHIP },
      log,
    );
    const total = (await db.raw.query<{ n: number }>('SELECT count(*)::int AS n FROM noon_reports')).rows[0]!
      .n;
    log(`[PostgreSQL] ${total} reports in ${loaded.seconds.toFixed(1)} s`);

    const aurora = (await db.raw.query<{ id: string }>(`SELECT id FROM ships WHERE name = 'Keel Aurora'`))
      .rows[0]!.id;
    const deep = (
      await db.raw.query<{ v: string; id: string }>(
        'SELECT report_time::text AS v, id FROM noon_reports ORDER BY report_time DESC, id DESC OFFSET $1 LIMIT 1',
        [DEEP_OFFSET - 1],
      )
    ).rows[0]!;
    const sort = { field: 'reportTime', desc: true } as const;
    const cursor = encodeCursor(sort, { direction: 'after', value: deep.v, id: deep.id });
    const to = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 86_400_000 * 200,
    );
    const from = new Date(to.getTime() - 86_400_000 * 120);
    const range = `from=${from.toISOString()}&to=${to.toISOString()}`;

    const cases: Case[] = [
      {
        name: 'first page (fleet, newest first)',
        keelPath: `/api/v1/noon-reports/?limit=${LIMIT}`,
        barePath: '/first',
        user: 'admin@keel.demo',
        filter: { shipIds: null },
        page: { sort, limit: LIMIT + 1, offset: 0 },
      },
      {
        name: 'filtered page (Keel Aurora, 120 days)',
        keelPath: `/api/v1/noon-reports/?limit=${LIMIT}&shipId=${aurora}&${range}`,
        barePath: '/filtered',
        user: 'master@keel.demo',
        filter: { shipIds: [aurora], from, to },
        page: { sort, limit: LIMIT + 1, offset: 0 },
      },
      {
        name: `deep page (cursor of offset ${DEEP_OFFSET.toLocaleString('en-US')})`,
        keelPath: `/api/v1/noon-reports/?limit=${LIMIT}&offset=${DEEP_OFFSET}&cursor=${cursor}`,
        barePath: '/deep',
        user: 'admin@keel.demo',
        filter: { shipIds: null },
        page: { sort, limit: LIMIT + 1, seek: { direction: 'after', value: deep.v, id: deep.id } },
      },
    ];

    const config = loadConfig({
      KEEL_DATA_DIR: db.dataDir,
      JWT_SECRET,
      LOG_LEVEL: 'silent',
      KEEL_WEB_DIST: path.join(db.dataDir, 'no-web'),
      DATABASE_URL: db.url!,
    });
    const keel = await buildApp(
      {
        config,
        database: db.database,
        tokens: new TokenService(config.jwtSecret, config.accessTokenTtl),
        storage,
      },
      { logger: false },
    );
    const bare = await buildBareNoonApp(
      db.driver as unknown as pg.Pool,
      Object.fromEntries(
        cases.map((c) => [c.barePath, noonReportPageSql(c.filter, c.page, { total: true, shape: 'json' })]),
      ),
    );
    const loadBefore = os.loadavg()[0]!;
    const keelUrl = await listen(keel);
    const bareUrl = await listen(bare);
    try {
      for (const c of cases) {
        const headers = { 'x-auth-token': await login(keel, c.user) };
        const keelBody = await getJson(keelUrl + c.keelPath, headers);
        const bareBody = await getJson(bareUrl + c.barePath, {});
        const keelIds = keelBody.data.map((r) => r.id).join();
        if (
          keelIds !==
            bareBody.data
              .slice(0, LIMIT)
              .map((r) => r.id)
              .join() ||
          keelBody.page.total !== bareBody.page.total
        )
          throw new Error(`${c.name}: the bare route's rows differ from Keel's`);
        if (keelBody.data.length !== LIMIT)
          throw new Error(`${c.name}: expected a full page, got ${keelBody.data.length}`);
        const keelStatements = await countStatements(db.driver, () => getJson(keelUrl + c.keelPath, headers));
        const bareStatements = await countStatements(db.driver, () => getJson(bareUrl + c.barePath, {}));
        const options = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
        log(`[PostgreSQL] ${c.name} (total ${keelBody.page.total}): bare route…`);
        const bareResult = await measure(bareUrl + c.barePath, {}, options);
        log(`[PostgreSQL] ${c.name}: Keel…`);
        const keelResult = await measure(keelUrl + c.keelPath, headers, options);
        for (const [who, r] of [
          ['Keel', keelResult],
          ['bare', bareResult],
        ] as const)
          if (r.non2xx > 0 || r.errors > 0)
            throw new Error(`${c.name} ${who}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
        rows.push({ name: c.name, keel: keelResult, bare: bareResult, keelStatements, bareStatements });
      }
    } finally {
      await keel.close();
      await bare.close();
    }
    report = markdown(rows, loaded.seconds, total, { before: loadBefore, after: os.loadavg()[0]! });
  } finally {
    await db.dispose();
  }
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'noon-reports.md'), report);
  log(`\n${report}`);
  log(`Written to ${path.join('bench', 'results', 'noon-reports.md')}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
