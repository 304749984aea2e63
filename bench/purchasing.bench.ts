/**
 * `npm run bench:purchasing -w @keel/bench`: purchasing at scale. 200,000 requisitions and 100,000
 * purchase orders (three lines each) across 50 ships on a fresh PostgreSQL database, then the load generator
 * (wrk, or autocannon; see lib/load.ts) at 50 connections against Keel's real routes (buildApp in-process, signed-in tokens): the PO list, the
 * purchasing overview of one ship and the over-budgets view, each beside a bare Fastify route sending
 * the same SQL statements (recorded from the driver while Keel answered) in the same run. Target: p99
 * < 100 ms.
 *
 * Settings (environment): BENCH_DATABASE_URL (PostgreSQL server; a fresh database is created and dropped;
 * default DATABASE_URL or postgres://postgres@127.0.0.1:5432/test), BENCH_CONNECTIONS (50), BENCH_SECONDS
 * (10), BENCH_WARMUP_SECONDS (3), BENCH_SHIPS (50), BENCH_REQUISITIONS (200000), BENCH_ORDERS (100000),
 * BENCH_LOAD (wrk | autocannon).
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
import { benchSettings, openPostgres } from './lib/databases';
import { loadTool, measure, type LoadResult } from './lib/load';
import { buildBarePurchasingApp, type RecordedStatement } from './purchasing/bare-app';
import { loadInChildProcess } from './lib/load-child';
import { listen, login } from './lib/http';
import { getOk, recordStatements } from './lib/recorded';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SHIPS = Number(process.env.BENCH_SHIPS ?? 50);
const REQUISITIONS = Number(process.env.BENCH_REQUISITIONS ?? 200_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = 'keel-bench-secret-not-for-production-0123456789';
const TARGET_P99_MS = 100;

const log = (line: string) => process.stdout.write(`${line}\n`);

interface Case {
  name: string;
  keelPath: string;
  barePath: string;
  user: string;
}

interface Row {
  name: string;
  keel: LoadResult;
  bare: LoadResult;
  statements: number;
  /** Size of Keel's answer (bytes) and of the rows the bare route answers. */
  keelBytes: number;
  bareBytes: number;
}

function markdown(
  rows: Row[],
  loadSeconds: number,
  totals: Record<string, number>,
  load: { before: number; after: number },
): string {
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  return [
    '## Purchasing benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(totals.requisitions!)} requisitions (${n(totals.requisitionLines!)} lines) and ${n(totals.orders!)} purchase orders (${n(totals.orderLines!)} lines) across ${totals.ships} ships, loaded in ${loadSeconds.toFixed(1)} s · ` +
      `${loadTool()} -c ${CONNECTIONS}, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up · target p99 < ${TARGET_P99_MS} ms · ${benchSettings()} · ${os.cpus().length} CPUs, load average ${load.before.toFixed(1)} before and ${load.after.toFixed(1)} after (server, PostgreSQL and the load generator share the CPUs)`,
    '',
    '| view | Keel req/s | Keel p50 ms | Keel p99 ms | bare req/s | bare p50 ms | bare p99 ms | SQL statements (bare) | answer bytes Keel : bare | ratio Keel/bare req/s | p99 < 100 ms |',
    '|---|---:|---:|---:|---:|---:|---:|:---:|---:|---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${n(r.keel.requestsPerSecond)} | ${r.keel.p50} | ${r.keel.p99} | ${n(r.bare.requestsPerSecond)} | ${r.bare.p50} | ${r.bare.p99} | ${r.statements} | ${n(r.keelBytes)} : ${n(r.bareBytes)} | ` +
        `${(r.keel.requestsPerSecond / r.bare.requestsPerSecond).toFixed(2)} | ${r.keel.p99 < TARGET_P99_MS ? 'yes' : 'no'} |`,
    ),
    '',
    'The bare route replays the statements Keel sent for the same request (recorded from the driver), without',
    "Keel's access check, validation, domain rules (computeCommitted / overBudget) and response schema. The",
    'overview and over-budget views read the committed amounts that triggers keep per ship, category, month and',
    'currency (migration 0012), so they stay small however many requisitions and orders there are.',
    '',
  ].join('\n');
}

async function main() {
  const db = await openPostgres(POSTGRES_URL);
  const rows: Row[] = [];
  let report = '';
  try {
    log(
      `[PostgreSQL] migrating, seeding the demo data and loading ${REQUISITIONS} requisitions and ${ORDERS} purchase orders across ${SHIPS} ships (child process)…`,
    );
    const files = path.join(db.dataDir, 'files');
    const storage = new LocalDiskStorage(files);
    const loaded = await loadInChildProcess<{ seconds: number }>(
      'purchasing',
      db.url!,
      files,
      { ships: SHIPS, requisitions: REQUISITIONS, orders: ORDERS },
      log,
    );
    const count = async (table: string) =>
      (await db.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    const totals = {
      ships: await count('ships'),
      requisitions: await count('requisitions'),
      requisitionLines: await count('requisition_lines'),
      orders: await count('purchase_orders'),
      orderLines: await count('purchase_order_lines'),
    };
    log(`[PostgreSQL] ${JSON.stringify(totals)} in ${loaded.seconds.toFixed(1)} s`);
    const aurora = (await db.raw.query<{ id: string }>(`SELECT id FROM ships WHERE name = 'Keel Aurora'`))
      .rows[0]!.id;
    const cases: Case[] = [
      {
        name: 'PO list, first page of 25 (fleet, newest first)',
        keelPath: '/api/v1/purchasing/purchase-orders/?limit=25',
        barePath: '/po-list',
        user: 'purchaser@keel.demo',
      },
      {
        name: 'purchasing overview of one ship',
        keelPath: `/api/v1/purchasing/overview/ships/${aurora}`,
        barePath: '/ship-overview',
        user: 'purchaser@keel.demo',
      },
      {
        name: 'over-budgets view (fleet)',
        keelPath: '/api/v1/purchasing/over-budgets/',
        barePath: '/over-budgets',
        user: 'purchaser@keel.demo',
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
    const keelUrl = await listen(keel);
    const tokens = new Map<string, string>();
    const recorded: Record<string, RecordedStatement[][]> = {};
    for (const c of cases) {
      tokens.set(c.user, tokens.get(c.user) ?? (await login(keel, c.user)));
      const headers = { 'x-auth-token': tokens.get(c.user)! };
      await getOk(keelUrl + c.keelPath, headers);
      recorded[c.barePath] = await recordStatements(db.driver, () => getOk(keelUrl + c.keelPath, headers));
    }
    const bare = await buildBarePurchasingApp(db.driver as unknown as pg.Pool, recorded);
    const bareUrl = await listen(bare);
    const loadBefore = os.loadavg()[0]!;
    try {
      for (const c of cases) {
        const headers = { 'x-auth-token': tokens.get(c.user)! };
        const bareBytes = Buffer.byteLength(await getOk(bareUrl + c.barePath, {}));
        const keelBytes = Buffer.byteLength(await getOk(keelUrl + c.keelPath, headers));
        const options = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
        log(`[PostgreSQL] ${c.name}: bare route…`);
        const bareResult = await measure(bareUrl + c.barePath, {}, options);
        log(`[PostgreSQL] ${c.name}: Keel…`);
        const keelResult = await measure(keelUrl + c.keelPath, headers, options);
        for (const [who, r] of [
          ['Keel', keelResult],
          ['bare', bareResult],
        ] as const)
          if (r.non2xx > 0 || r.errors > 0)
            throw new Error(`${c.name} ${who}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
        rows.push({
          name: c.name,
          keel: keelResult,
          bare: bareResult,
          statements: recorded[c.barePath]!.flat().length,
          keelBytes,
          bareBytes,
        });
      }
    } finally {
      await keel.close();
      await bare.close();
    }
    report = markdown(rows, loaded.seconds, totals, { before: loadBefore, after: os.loadavg()[0]! });
  } finally {
    await db.dispose();
  }
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'purchasing.md'), report);
  log(`\n${report}`);
  log(`Written to ${path.join('bench', 'results', 'purchasing.md')}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
