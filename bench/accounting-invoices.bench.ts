/**
 * `npm run bench:invoices -w @keel/bench`: customer invoices at fleet scale (issue 13). BENCH_INVOICES
 * (100,000) invoices across BENCH_SHIPS ships (50) on a fresh PostgreSQL database, loaded in a child
 * process (bench/invoices/data.ts). The load generator (wrk or autocannon, lib/load.ts) at 50
 * connections against Keel's real routes, signed in as the accountant (a role on every ship): the
 * invoice list (newest first, the overdue filter, one customer's), its base-currency totals and the AR
 * ageing. Each beside a bare Fastify route replaying the statements Keel sent (recorded from the
 * driver). Target: p99 < 100 ms.
 *
 * Settings: BENCH_DATABASE_URL, BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_SHIPS (50), BENCH_INVOICES (100000), BENCH_LOAD (wrk | autocannon).
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
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);

async function load(db: BenchDatabase) {
  log(
    `[PostgreSQL] migrating, seeding and loading ${INVOICES} invoices across ${BENCH.ships} ships (child process)…`,
  );
  const files = path.join(db.dataDir, 'files');
  const loaded = await loadInChildProcess<{ seconds: number }>(
    'invoices',
    db.url!,
    files,
    { ships: BENCH.ships, invoices: INVOICES },
    log,
  );
  const count = async (sql: string) => (await db.raw.query<{ n: number }>(sql)).rows[0]!.n;
  const totals = {
    ships: await count('SELECT count(*)::int AS n FROM ships'),
    invoices: await count('SELECT count(*)::int AS n FROM invoices'),
    lines: await count('SELECT count(*)::int AS n FROM invoice_lines'),
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
    '## Customer invoices benchmark (list, totals, AR ageing)',
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(totals.invoices!)} invoices (${n(totals.lines!)} lines) across ${totals.ships} ships · the accountant (a role on every ship) · ` +
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
    "Keel's authentication, access checks, validation and response schema. Indexes: docs/accounting-invoices.md.",
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
    const customer = (
      await db.raw.query<{ id: string }>(
        'SELECT customer_id AS id FROM invoices GROUP BY customer_id ORDER BY count(*) DESC LIMIT 1',
      )
    ).rows[0]!.id;
    const api = `${keel.url}/api/v1/accounting/invoices`;
    const cases: BareCase[] = [
      { name: 'Invoice list, newest first, page of 25', keelUrl: `${api}?limit=25` },
      {
        name: 'Overdue invoices, soonest due, page of 25',
        keelUrl: `${api}?state=OVERDUE&sort=dueDate&limit=25`,
      },
      { name: "One customer's invoices, page of 25", keelUrl: `${api}?customerId=${customer}&limit=25` },
      { name: 'Totals of the overdue filter (base currency)', keelUrl: `${api}/totals?state=OVERDUE` },
      { name: 'AR ageing per customer', keelUrl: `${api}/ageing` },
    ].map((c, i) => ({ ...c, headers, barePath: `/case-${i}` }));
    const measured = await measureCases(keel, await startBare(db, cases), cases);
    report = markdown(measured.rows, totals, measured.load);
  } finally {
    await db.dispose();
  }
  writeReport('accounting-invoices.md', report);
}

runBench(main);
