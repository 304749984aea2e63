/**
 * `npm run bench:bills -w @keel/bench`: vendor bills at fleet scale (issue 13). BENCH_BILLS (200,000)
 * bills across BENCH_SHIPS ships (50) on a fresh PostgreSQL database, loaded in a child process
 * (bench/bills/data.ts). The load generator at 50 connections against Keel's real routes, signed in as
 * the accountant (a role on every ship): the bills list (newest first, overdue, one vendor's) with its
 * base-currency totals, and the AP ageing. Each beside a bare Fastify route replaying the statements
 * Keel sent (recorded from the driver). Target: p99 < 100 ms.
 *
 * Settings: BENCH_DATABASE_URL, BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_SHIPS (50), BENCH_BILLS (200000), BENCH_LOAD (wrk | autocannon).
 */
import path from 'node:path';
import { openPostgres, type BenchDatabase } from './lib/databases';
import { login } from './lib/http';
import { loadInChildProcess } from './lib/load-child';
import {
  BENCH,
  log,
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
} from './lib/harness';

const TARGET_P99_MS = 100;
const USER = 'accountant@keel.demo';
const BILLS = Number(process.env.BENCH_BILLS ?? 200_000);

async function load(db: BenchDatabase) {
  log(
    `[PostgreSQL] migrating, seeding and loading ${BILLS} bills across ${BENCH.ships} ships (child process)…`,
  );
  const files = path.join(db.dataDir, 'files');
  const loaded = await loadInChildProcess<{ seconds: number }>(
    'bills',
    db.url!,
    files,
    { ships: BENCH.ships, bills: BILLS },
    log,
  );
  const count = async (sql: string) => (await db.raw.query<{ n: number }>(sql)).rows[0]!.n;
  const totals = {
    ships: await count('SELECT count(*)::int AS n FROM ships'),
    bills: await count('SELECT count(*)::int AS n FROM bills'),
  };
  log(`[PostgreSQL] ${JSON.stringify(totals)} in ${loaded.seconds.toFixed(1)} s`);
  return { files, totals };
}

function markdown(
  rows: MeasuredCase[],
  totals: Record<string, number>,
  load: { before: number; after: number },
) {
  return [
    '## Vendor bills benchmark (list with totals, AP ageing)',
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(totals.bills!)} bills across ${totals.ships} ships · the accountant (a role on every ship) · ` +
      runConditions(TARGET_P99_MS, load),
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
    "Keel's authentication, access checks, validation and response schema. Notes: docs/accounting-bills.md.",
    '',
  ].join('\n');
}

async function main() {
  const db = await openPostgres(BENCH.postgresUrl);
  let report = '';
  try {
    const { files, totals } = await load(db);
    const keel = await startKeel(db, files);
    const headers = { 'x-auth-token': await login(keel.app, USER) };
    const vendor = (
      await db.raw.query<{ id: string }>(
        'SELECT vendor_id AS id FROM bills GROUP BY vendor_id ORDER BY count(*) DESC LIMIT 1',
      )
    ).rows[0]!.id;
    const api = `${keel.url}/api/v1/accounting/bills`;
    const cases: BareCase[] = [
      { name: 'Bills list, newest first, page of 25 (with totals)', keelUrl: `${api}?limit=25` },
      {
        name: 'Overdue bills, soonest due, page of 25',
        keelUrl: `${api}?overdue=true&sort=dueDate&limit=25`,
      },
      { name: "One vendor's bills, page of 25", keelUrl: `${api}?vendorId=${vendor}&limit=25` },
      { name: 'AP ageing per vendor', keelUrl: `${api}/ageing` },
    ].map((c, i) => ({ ...c, headers, barePath: `/case-${i}` }));
    const measured = await measureCases(keel, await startBare(db, cases), cases);
    report = markdown(measured.rows, totals, measured.load);
  } finally {
    await db.dispose();
  }
  writeReport('accounting-bills.md', report);
}

runBench(main);
