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
 * Settings (environment, lib/harness.ts): BENCH_DATABASE_URL, BENCH_CONNECTIONS (50), BENCH_SECONDS (10),
 * BENCH_WARMUP_SECONDS (3), BENCH_SHIPS (50), BENCH_REQUISITIONS (200000), BENCH_ORDERS (100000),
 * BENCH_LOAD (wrk | autocannon).
 */
import { openPostgres } from './lib/databases';
import { getJson, login } from './lib/http';
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
const USER = 'purchaser@keel.demo';

const CASES = [
  { name: 'a requisition reference prefix (REQ-B-00123)', q: 'REQ-B-00123' },
  { name: 'a word starting thousands of titles (bench)', q: 'bench' },
  { name: 'a term nothing matches (zqx)', q: 'zqx' },
];

function markdown(
  rows: (MeasuredCase & { found: number })[],
  totals: PurchasingTotals,
  load: { before: number; after: number },
) {
  return [
    '## Global search benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(totals.requisitions)} requisitions and ${n(totals.orders)} purchase orders across ${totals.ships} ships · the purchaser (a role on every ship) · ` +
      runConditions(TARGET_P99_MS, load),
    '',
    '| search | found | Keel req/s | Keel p50 ms | Keel p99 ms | bare req/s | bare p50 ms | bare p99 ms | SQL statements (bare) | ratio Keel/bare req/s | p99 < 100 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|:---:|---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.found} | ${n(r.keel.requestsPerSecond)} | ${r.keel.p50} | ${r.keel.p99} | ${n(r.bare.requestsPerSecond)} | ${r.bare.p50} | ${r.bare.p99} | ${r.statements} | ` +
        `${ratio(r)} | ${r.keel.p99 < TARGET_P99_MS ? 'yes' : 'no'} |`,
    ),
    '',
    'The bare route replays the statement Keel sent for the same request (recorded from the driver), without',
    "Keel's access check, the per-kind ship scopes computed from the user's permissions, the validation and the",
    'response schema. The search is one statement: a UNION ALL of one limited branch per kind (search.repo.ts).',
    '',
  ].join('\n');
}

async function main() {
  const db = await openPostgres(BENCH.postgresUrl);
  let report = '';
  try {
    const { files, totals } = await loadPurchasingBench(db);
    await db.raw.query('ANALYZE');
    const keel = await startKeel(db, files);
    const headers = { 'x-auth-token': await login(keel.app, USER) };
    const cases: (BareCase & { found: number })[] = [];
    for (const [i, c] of CASES.entries()) {
      const keelUrl = `${keel.url}/api/v1/search?q=${encodeURIComponent(c.q)}`;
      const answer = await getJson<{ data: { groups: { items: unknown[] }[] } }>(keelUrl, headers);
      const found = answer.data.groups.reduce((sum, g) => sum + g.items.length, 0);
      cases.push({ name: c.name, keelUrl, headers, barePath: `/case-${i}`, found });
    }
    const measured = await measureCases(keel, await startBare(db, cases), cases);
    const rows = measured.rows.map((r, i) => ({ ...r, found: cases[i]!.found }));
    report = markdown(rows, totals, measured.load);
  } finally {
    await db.dispose();
  }
  writeReport('search.md', report);
}

runBench(main);
