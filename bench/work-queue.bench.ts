/**
 * `npm run bench:work -w @keel/bench`: the "My work" queue at scale. The purchasing bench data
 * (200,000 requisitions and 100,000 purchase orders across 50 ships, on a fresh PostgreSQL database,
 * loaded in a child process) and the load generator (wrk, or autocannon; see lib/load.ts) at 50
 * connections against Keel's real `GET /api/v1/work` (buildApp in-process, signed-in tokens) for the
 * superintendent, whose role covers all 50 ships: the counts the top bar and the dashboard card ask
 * for, and the queue with the first 5 items of each kind. Each beside a bare Fastify route sending the
 * same SQL statements (recorded from the driver while Keel answered), in the same process and run.
 * Target: p99 < 100 ms.
 *
 * Settings (environment): as purchasing.bench.ts — BENCH_DATABASE_URL, BENCH_CONNECTIONS (50),
 * BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_SHIPS (50), BENCH_REQUISITIONS (200000),
 * BENCH_ORDERS (100000), BENCH_LOAD (wrk | autocannon).
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
  keelBytes: number;
  bareBytes: number;
}

function markdown(
  rows: Row[],
  totals: Record<string, number>,
  queue: string,
  load: { before: number; after: number },
) {
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  return [
    '## Work queue benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(totals.requisitions!)} requisitions and ${n(totals.orders!)} purchase orders across ${totals.ships} ships · the superintendent (a role on every ship) · ` +
      `${loadTool()} -c ${CONNECTIONS}, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up · target p99 < ${TARGET_P99_MS} ms · ${benchSettings()} · ${os.cpus().length} CPUs, load average ${load.before.toFixed(1)} before and ${load.after.toFixed(1)} after`,
    '',
    `Queue answered: ${queue}`,
    '',
    '| view | Keel req/s | Keel p50 ms | Keel p99 ms | bare req/s | bare p50 ms | bare p99 ms | SQL statements (bare) | answer bytes Keel : bare | ratio Keel/bare req/s | errors Keel : bare | p99 < 100 ms |',
    '|---|---:|---:|---:|---:|---:|---:|:---:|---:|---:|:---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${n(r.keel.requestsPerSecond)} | ${r.keel.p50} | ${r.keel.p99} | ${n(r.bare.requestsPerSecond)} | ${r.bare.p50} | ${r.bare.p99} | ${r.statements} | ${n(r.keelBytes)} : ${n(r.bareBytes)} | ` +
        `${(r.keel.requestsPerSecond / r.bare.requestsPerSecond).toFixed(2)} | ${r.keel.errors} : ${r.bare.errors} | ${r.keel.p99 < TARGET_P99_MS && r.keel.errors === 0 ? 'yes' : 'no'} |`,
    ),
    '',
    'The bare route replays the statements Keel sent for the same request (recorded from the driver), without',
    "Keel's access check, the per-kind ship filters computed from the user's actions, the certificates' derived",
    'state and the response schema. The counts are one statement of scalar sub-queries, one per kind.',
    '',
  ].join('\n');
}

async function main() {
  const db = await openPostgres(POSTGRES_URL);
  const rows: Row[] = [];
  let report = '';
  try {
    log(
      `[PostgreSQL] loading ${REQUISITIONS} requisitions and ${ORDERS} purchase orders across ${SHIPS} ships…`,
    );
    const files = path.join(db.dataDir, 'files');
    const storage = new LocalDiskStorage(files);
    await loadInChildProcess(
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
      orders: await count('purchase_orders'),
    };
    const user = 'superintendent@keel.demo';
    const cases: Case[] = [
      {
        name: 'My work counts (top bar, dashboard card)',
        keelPath: '/api/v1/work',
        barePath: '/work-counts',
        user,
      },
      {
        name: 'My work with the first 5 items of each kind',
        keelPath: '/api/v1/work?items=5',
        barePath: '/work-items',
        user,
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
    const token = await login(keel, user);
    const headers = { 'x-auth-token': token };
    const queue = JSON.parse(await getOk(`${keelUrl}/api/v1/work`, headers)) as {
      data: { total: number; groups: { kind: string; count: number }[] };
    };
    const summary = queue.data.groups.map((g) => `${g.kind} ${g.count}`).join(', ');
    log(`[PostgreSQL] queue: ${summary}`);
    const recorded: Record<string, RecordedStatement[][]> = {};
    for (const c of cases) {
      await getOk(keelUrl + c.keelPath, headers);
      recorded[c.barePath] = await recordStatements(db.driver, () => getOk(keelUrl + c.keelPath, headers));
    }
    const bare = await buildBarePurchasingApp(db.driver as unknown as pg.Pool, recorded);
    const bareUrl = await listen(bare);
    const loadBefore = os.loadavg()[0]!;
    try {
      for (const c of cases) {
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
          if (r.non2xx > 0) throw new Error(`${c.name} ${who}: ${r.non2xx} non-2xx answers`);
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
    report = markdown(rows, totals, summary, { before: loadBefore, after: os.loadavg()[0]! });
  } finally {
    await db.dispose();
  }
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'work-queue.md'), report);
  log(`\n${report}`);
  log(`Written to ${path.join('bench', 'results', 'work-queue.md')}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
