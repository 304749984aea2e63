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
import { encodeCursor } from '../apps/server/src/modules/fleet/noon-report/noon-report.cursor';
import {
  noonReportPageSql,
  type NoonReportFilter,
  type PageRequest,
} from '../apps/server/src/modules/fleet/noon-report/noon-report.repo';
import type pg from 'pg';
import { openPostgres, type Driver } from './lib/databases';
import type { LoadResult } from './lib/load';
import { buildBareNoonApp } from './noon-reports/bare-app';
import { loadInChildProcess } from './lib/load-child';
import { getJson, listen, login } from './lib/http';
import { recordStatements } from './lib/recorded';
import {
  BENCH,
  loadAverage,
  log,
  measurePair,
  n,
  ratio,
  runBench,
  runConditions,
  startKeel,
  writeReport,
} from './lib/harness';

const SHIPS = BENCH.ships;
const PER_SHIP = Number(process.env.BENCH_REPORTS_PER_SHIP ?? 10_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_P99_MS = 50;
const LIMIT = 50;
const DEEP_OFFSET = 400_000;

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

type Page = { data: { id: string }[]; page: { total: number } };

/** How many statements one request sends through the driver. */
async function countStatements(driver: Driver, url: string, headers: Record<string, string>) {
  return (await recordStatements(driver, () => getJson(url, headers))).flat().length;
}

function markdown(
  rows: Row[],
  loadSeconds: number,
  total: number,
  load: { before: number; after: number },
): string {
  return [
    '# Noon report table benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(total)} reports across ${SHIPS} ships (loaded in ${loadSeconds.toFixed(1)} s) · ` +
      `page of ${LIMIT} · ${runConditions(TARGET_P99_MS, load)} (server, PostgreSQL and the load generator share the CPUs)`,
    '',
    '| page | Keel req/s | Keel p50 ms | Keel p99 ms | bare req/s | bare p50 ms | bare p99 ms | SQL/request Keel : bare | ratio Keel/bare req/s | p99 < 50 ms |',
    '|---|---:|---:|---:|---:|---:|---:|:---:|---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${n(r.keel.requestsPerSecond)} | ${r.keel.p50} | ${r.keel.p99} | ${n(r.bare.requestsPerSecond)} | ${r.bare.p50} | ${r.bare.p99} | ` +
        `${r.keelStatements} : ${r.bareStatements} | ${ratio(r)} | ${r.keel.p99 < TARGET_P99_MS ? 'yes' : 'no'} |`,
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
    const files = `${db.dataDir}/files`;
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

    const keel = await startKeel(db, files);
    const bare = await buildBareNoonApp(
      db.driver as unknown as pg.Pool,
      Object.fromEntries(
        cases.map((c) => [c.barePath, noonReportPageSql(c.filter, c.page, { total: true, shape: 'json' })]),
      ),
    );
    const before = loadAverage();
    const keelUrl = keel.url;
    const bareUrl = await listen(bare);
    try {
      for (const c of cases) {
        const headers = { 'x-auth-token': await login(keel.app, c.user) };
        const keelBody = await getJson<Page>(keelUrl + c.keelPath, headers);
        const bareBody = await getJson<Page>(bareUrl + c.barePath, {});
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
        const keelStatements = await countStatements(db.driver, keelUrl + c.keelPath, headers);
        const bareStatements = await countStatements(db.driver, bareUrl + c.barePath, {});
        log(`[PostgreSQL] ${c.name}: total ${keelBody.page.total}`);
        const measured = await measurePair(
          c.name,
          { url: bareUrl + c.barePath },
          { url: keelUrl + c.keelPath, headers },
        );
        rows.push({ name: c.name, ...measured, keelStatements, bareStatements });
      }
    } finally {
      await keel.app.close();
      await bare.close();
    }
    report = markdown(rows, loaded.seconds, total, { before, after: loadAverage() });
  } finally {
    await db.dispose();
  }
  writeReport('noon-reports.md', report);
}

runBench(main);
