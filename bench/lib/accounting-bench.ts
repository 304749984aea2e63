/**
 * What the two accounting benches (accounting-bills.bench.ts, accounting-invoices.bench.ts) share: the
 * generated ships of the loaders, the load in a child process with the table sizes after it, the cases
 * measured beside their bare SQL replay signed in as the accountant, and the report's table.
 */
import path from 'node:path';
import { openPostgres, type BenchDatabase } from './databases';
import { login } from './http';
import { loadInChildProcess } from './load-child';
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
} from './harness';

/** The p99 the issue asks of every accounting view. */
export const ACCOUNTING_TARGET_P99_MS = 100;
/** The user the benches sign in as (a role on every ship). */
export const ACCOUNTING_USER = 'accountant@keel.demo';

/** One accounting bench: what it loads, the table sizes it reports, its cases and its report's text. */
export interface AccountingBench {
  kind: 'bills' | 'invoices';
  /** What the loader is told (ships and the record counts). */
  settings: Record<string, number>;
  /** Table sizes reported after the load: name → table. */
  counted: Record<string, string>;
  /** The cases, given the Keel base URL and the bench database. */
  cases: (keelUrl: string, db: BenchDatabase) => Promise<{ name: string; keelUrl: string }[]>;
  file: string;
  title: string;
  /** What the data is, given the table sizes (after "PostgreSQL ·" in the report). */
  dataLine: (totals: Record<string, number>) => string;
  notes: string;
}

function markdown(
  bench: AccountingBench,
  rows: MeasuredCase[],
  totals: Record<string, number>,
  load: { before: number; after: number },
) {
  const target = ACCOUNTING_TARGET_P99_MS;
  return [
    `## ${bench.title}`,
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${bench.dataLine(totals)} · the accountant (a role on every ship) · ` +
      runConditions(target, load),
    '',
    `| view | Keel req/s | Keel p50 ms | Keel p99 ms | bare req/s | bare p50 ms | bare p99 ms | SQL statements (bare) | answer bytes Keel : bare | ratio Keel/bare req/s | p99 < ${target} ms |`,
    '|---|---:|---:|---:|---:|---:|---:|:---:|---:|---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${n(r.keel.requestsPerSecond)} | ${r.keel.p50} | ${r.keel.p99} | ${n(r.bare.requestsPerSecond)} | ${r.bare.p50} | ${r.bare.p99} | ${r.statements} | ${n(r.keelBytes)} : ${n(r.bareBytes)} | ` +
        `${ratio(r)} | ${r.keel.requestsPerSecond > 0 && r.keel.p99 < target ? 'yes' : 'no'} |`,
    ),
    '',
    'The bare route replays the statements Keel sent for the same request (recorded from the driver), without',
    `Keel's authentication, access checks, validation and response schema. ${bench.notes}`,
    '',
  ].join('\n');
}

/** Loads the data on a fresh database, measures every case on the bare route and on Keel, writes the report. */
export function runAccountingBench(bench: AccountingBench): void {
  runBench(async () => {
    const db = await openPostgres(BENCH.postgresUrl);
    let report = '';
    try {
      log(`[PostgreSQL] migrating, seeding and loading ${JSON.stringify(bench.settings)} (child process)…`);
      const files = path.join(db.dataDir, 'files');
      const loaded = await loadInChildProcess<{ seconds: number }>(
        bench.kind,
        db.url!,
        files,
        bench.settings,
        log,
      );
      const totals: Record<string, number> = {};
      for (const [name, table] of Object.entries(bench.counted))
        totals[name] = (
          await db.raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
        ).rows[0]!.n;
      log(`[PostgreSQL] ${JSON.stringify(totals)} in ${loaded.seconds.toFixed(1)} s`);
      const keel = await startKeel(db, files);
      const headers = { 'x-auth-token': await login(keel.app, ACCOUNTING_USER) };
      // BENCH_ACCOUNTING_CASES: comma-separated parts of case names to measure only those (all by default).
      const only = process.env.BENCH_ACCOUNTING_CASES?.split(',').map((p) => p.trim().toLowerCase());
      const picked = (await bench.cases(keel.url, db)).filter(
        (c) => !only || only.some((p) => c.name.toLowerCase().includes(p)),
      );
      const cases: BareCase[] = picked.map((c, i) => ({
        ...c,
        headers,
        barePath: `/case-${i}`,
      }));
      const measured = await measureCases(keel, await startBare(db, cases), cases);
      report = markdown(bench, measured.rows, totals, measured.load);
    } finally {
      await db.dispose();
    }
    writeReport(bench.file, report);
  });
}
