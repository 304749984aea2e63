/**
 * `npm run bench:purchasing -w @keel/bench`: purchasing at scale. 200,000 requisitions and 100,000
 * purchase orders (three lines each) across 50 ships on a fresh PostgreSQL database, then the load generator
 * (wrk, or autocannon; see lib/load.ts) at 50 connections against Keel's real routes (buildApp in-process, signed-in tokens): the PO list, the
 * purchasing overview of one ship and the over-budgets view, each beside a bare Fastify route sending
 * the same SQL statements (recorded from the driver while Keel answered) in the same run. Target: p99
 * < 100 ms.
 *
 * Settings (environment, lib/harness.ts): BENCH_DATABASE_URL (PostgreSQL server; a fresh database is
 * created and dropped; default DATABASE_URL or postgres://postgres@127.0.0.1:5432/test), BENCH_CONNECTIONS
 * (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_SHIPS (50), BENCH_REQUISITIONS (200000),
 * BENCH_ORDERS (100000), BENCH_LOAD (wrk | autocannon).
 */
import { openPostgres } from './lib/databases';
import { login } from './lib/http';
import {
  BENCH,
  loadPurchasingBench,
  measureCases,
  n,
  ratio,
  runBench,
  runConditions,
  startBare,
  startKeel,
  writeReport,
  type BareCase,
  type MeasuredCase,
  type PurchasingTotals,
} from './lib/harness';

const TARGET_P99_MS = 100;

function markdown(
  rows: MeasuredCase[],
  loadSeconds: number,
  totals: PurchasingTotals,
  load: { before: number; after: number },
): string {
  return [
    '## Purchasing benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(totals.requisitions)} requisitions (${n(totals.requisitionLines)} lines) and ${n(totals.orders)} purchase orders (${n(totals.orderLines)} lines) across ${totals.ships} ships, loaded in ${loadSeconds.toFixed(1)} s · ` +
      `${runConditions(TARGET_P99_MS, load)} (server, PostgreSQL and the load generator share the CPUs)`,
    '',
    '| view | Keel req/s | Keel p50 ms | Keel p99 ms | bare req/s | bare p50 ms | bare p99 ms | SQL statements (bare) | answer bytes Keel : bare | ratio Keel/bare req/s | p99 < 100 ms |',
    '|---|---:|---:|---:|---:|---:|---:|:---:|---:|---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${n(r.keel.requestsPerSecond)} | ${r.keel.p50} | ${r.keel.p99} | ${n(r.bare.requestsPerSecond)} | ${r.bare.p50} | ${r.bare.p99} | ${r.statements} | ${n(r.keelBytes)} : ${n(r.bareBytes)} | ` +
        `${ratio(r)} | ${r.keel.p99 < TARGET_P99_MS ? 'yes' : 'no'} |`,
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
  const db = await openPostgres(BENCH.postgresUrl);
  let report = '';
  try {
    const { files, seconds, totals } = await loadPurchasingBench(db);
    const aurora = (await db.raw.query<{ id: string }>(`SELECT id FROM ships WHERE name = 'Keel Aurora'`))
      .rows[0]!.id;
    const keel = await startKeel(db, files);
    const headers = { 'x-auth-token': await login(keel.app, 'purchaser@keel.demo') };
    const cases: BareCase[] = [
      {
        name: 'PO list, first page of 25 (fleet, newest first)',
        keelUrl: `${keel.url}/api/v1/purchasing/purchase-orders/?limit=25`,
        barePath: '/po-list',
        headers,
      },
      {
        name: 'purchasing overview of one ship',
        keelUrl: `${keel.url}/api/v1/purchasing/overview/ships/${aurora}`,
        barePath: '/ship-overview',
        headers,
      },
      {
        name: 'over-budgets view (fleet)',
        keelUrl: `${keel.url}/api/v1/purchasing/over-budgets/`,
        barePath: '/over-budgets',
        headers,
      },
    ];
    const measured = await measureCases(keel, await startBare(db, cases), cases);
    report = markdown(measured.rows, seconds, totals, measured.load);
  } finally {
    await db.dispose();
  }
  writeReport('purchasing.md', report);
}

runBench(main);
