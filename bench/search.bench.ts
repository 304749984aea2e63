/**
 * `npm run bench:search -w @keel/bench`: the global search at scale. The purchasing bench data
 * (200,000 requisitions and 100,000 purchase orders across 50 ships, on a fresh PostgreSQL database,
 * loaded in a child process) and the load generator (wrk, or autocannon; see lib/load.ts) at 50
 * connections against Keel's real `GET /api/v1/search` (buildApp in-process, signed-in token) for the
 * purchaser, whose role covers all 50 ships and every purchasing area: a reference prefix, a word
 * that starts thousands of titles, and a term nothing matches (every branch searched to the end).
 * Each beside a bare Fastify route sending the same SQL statement (recorded from the driver while
 * Keel answered), in the same process and run. Target: p99 < 100 ms.
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
import { loadInChildProcess } from './lib/load-child';
import { listen, login } from './lib/http';
import { getOk, recordStatements } from './lib/recorded';
import { buildBarePurchasingApp, type RecordedStatement } from './purchasing/bare-app';

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
const USER = 'purchaser@keel.demo';

const log = (line: string) => process.stdout.write(`${line}\n`);

const CASES = [
  { name: 'a requisition reference prefix (REQ-B-00123)', q: 'REQ-B-00123' },
  { name: 'a word starting thousands of titles (bench)', q: 'bench' },
  { name: 'a term nothing matches (zqx)', q: 'zqx' },
];

interface Row {
  name: string;
  found: number;
  keel: LoadResult;
  bare: LoadResult;
  statements: number;
}

function markdown(rows: Row[], totals: Record<string, number>, load: { before: number; after: number }) {
  const n = (v: number) => Math.round(v).toLocaleString('en-US');
  return [
    '## Global search benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(totals.requisitions!)} requisitions and ${n(totals.orders!)} purchase orders across ${totals.ships} ships · the purchaser (a role on every ship) · ` +
      `${loadTool()} -c ${CONNECTIONS}, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up · target p99 < ${TARGET_P99_MS} ms · ${benchSettings()} · ${os.cpus().length} CPUs, load average ${load.before.toFixed(1)} before and ${load.after.toFixed(1)} after`,
    '',
    '| search | found | Keel req/s | Keel p50 ms | Keel p99 ms | bare req/s | bare p50 ms | bare p99 ms | SQL statements (bare) | ratio Keel/bare req/s | p99 < 100 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|:---:|---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.found} | ${n(r.keel.requestsPerSecond)} | ${r.keel.p50} | ${r.keel.p99} | ${n(r.bare.requestsPerSecond)} | ${r.bare.p50} | ${r.bare.p99} | ${r.statements} | ` +
        `${(r.keel.requestsPerSecond / r.bare.requestsPerSecond).toFixed(2)} | ${r.keel.p99 < TARGET_P99_MS ? 'yes' : 'no'} |`,
    ),
    '',
    'The bare route replays the statement Keel sent for the same request (recorded from the driver), without',
    "Keel's access check, the per-kind ship scopes computed from the user's permissions, the validation and the",
    'response schema. The search is one statement: a UNION ALL of one limited branch per kind (search.repo.ts).',
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
    await db.raw.query('ANALYZE');
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
        storage: new LocalDiskStorage(files),
      },
      { logger: false },
    );
    const keelUrl = await listen(keel);
    const headers = { 'x-auth-token': await login(keel, USER) };
    const recorded: Record<string, RecordedStatement[][]> = {};
    const found: number[] = [];
    for (const [i, c] of CASES.entries()) {
      const url = `${keelUrl}/api/v1/search?q=${encodeURIComponent(c.q)}`;
      const answer = JSON.parse(await getOk(url, headers)) as { data: { groups: { items: unknown[] }[] } };
      found.push(answer.data.groups.reduce((sum, g) => sum + g.items.length, 0));
      recorded[`/case-${i}`] = await recordStatements(db.driver, () => getOk(url, headers));
    }
    const bare = await buildBarePurchasingApp(db.driver as unknown as pg.Pool, recorded);
    const bareUrl = await listen(bare);
    const loadBefore = os.loadavg()[0]!;
    try {
      for (const [i, c] of CASES.entries()) {
        const options = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
        log(`[PostgreSQL] ${c.name}: bare route…`);
        const bareResult = await measure(`${bareUrl}/case-${i}`, {}, options);
        log(`[PostgreSQL] ${c.name}: Keel…`);
        const keelResult = await measure(
          `${keelUrl}/api/v1/search?q=${encodeURIComponent(c.q)}`,
          headers,
          options,
        );
        for (const [who, r] of [
          ['Keel', keelResult],
          ['bare', bareResult],
        ] as const)
          if (r.non2xx > 0 || r.errors > 0)
            throw new Error(`${c.name} ${who}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
        rows.push({
          name: c.name,
          found: found[i]!,
          keel: keelResult,
          bare: bareResult,
          statements: recorded[`/case-${i}`]!.flat().length,
        });
      }
    } finally {
      await keel.close();
      await bare.close();
    }
    report = markdown(rows, totals, { before: loadBefore, after: os.loadavg()[0]! });
  } finally {
    await db.dispose();
  }
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'search.md'), report);
  log(`\n${report}`);
  log(`Written to ${path.join('bench', 'results', 'search.md')}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
