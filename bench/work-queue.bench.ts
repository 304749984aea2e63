/**
 * `npm run bench:work -w @keel/bench`: the "My work" queue at scale. The purchasing bench data
 * (200,000 requisitions and 100,000 purchase orders across 50 ships, on a fresh PostgreSQL database,
 * loaded in a child process) and the load generator (wrk, or autocannon; see lib/load.ts) at 50
 * connections against Keel's real `GET /api/v1/work` (buildApp in-process, signed-in tokens) for the
 * superintendent, whose role covers all 50 ships: the counts the top bar and the dashboard card ask
 * for, the queue with the first 5 items of each kind, and one kind's page of the `/work` screen. Each
 * beside a bare Fastify route sending the same SQL statements (recorded from the driver while Keel
 * answered), in the same process and run. Target: p99 < 100 ms.
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
  type PurchasingTotals,
} from './lib/harness';

const TARGET_P99_MS = 100;
const USER = 'superintendent@keel.demo';

const CASES = [
  { name: 'My work counts (top bar, dashboard card)', path: '/api/v1/work', barePath: '/work-counts' },
  {
    name: 'My work with the first 5 items of each kind',
    path: '/api/v1/work?items=5',
    barePath: '/work-items',
  },
  {
    name: 'one kind, a page of 25 (requisitions to approve)',
    path: '/api/v1/work/items?kind=requisition_to_moderate&limit=25',
    barePath: '/work-kind-page',
  },
];

function markdown(
  rows: MeasuredCase[],
  totals: PurchasingTotals,
  queue: string,
  load: { before: number; after: number },
) {
  return [
    '## Work queue benchmark',
    '',
    `${new Date().toISOString()} · Node ${process.version} · PostgreSQL · ${n(totals.requisitions)} requisitions and ${n(totals.orders)} purchase orders across ${totals.ships} ships · the superintendent (a role on every ship) · ` +
      runConditions(TARGET_P99_MS, load),
    '',
    `Queue answered: ${queue}`,
    '',
    '| view | Keel req/s | Keel p50 ms | Keel p99 ms | bare req/s | bare p50 ms | bare p99 ms | SQL statements (bare) | answer bytes Keel : bare | ratio Keel/bare req/s | p99 < 100 ms |',
    '|---|---:|---:|---:|---:|---:|---:|:---:|---:|---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${n(r.keel.requestsPerSecond)} | ${r.keel.p50} | ${r.keel.p99} | ${n(r.bare.requestsPerSecond)} | ${r.bare.p50} | ${r.bare.p99} | ${r.statements} | ${n(r.keelBytes)} : ${n(r.bareBytes)} | ` +
        `${ratio(r)} | ${r.keel.p99 < TARGET_P99_MS ? 'yes' : 'no'}${r.bare.p99 >= TARGET_P99_MS ? ' (bare misses too)' : ''} |`,
    ),
    '',
    'The bare route replays the statements Keel sent for the same request (recorded from the driver, named',
    "prepared statements as Keel sends them), without Keel's access check, the per-kind ship filters computed",
    "from the user's actions, the certificates' derived state and the response schema. The counts, the",
    "certificates falling due included, are one statement; the purchasing kinds' first items are one more",
    "(work.repo.ts), the certificates' page is the certificates module's own.",
    '',
  ].join('\n');
}

async function main() {
  const db = await openPostgres(BENCH.postgresUrl);
  let report = '';
  try {
    const { files, totals } = await loadPurchasingBench(db);
    const keel = await startKeel(db, files);
    const headers = { 'x-auth-token': await login(keel.app, USER) };
    const queue = await getJson<{ data: { groups: { kind: string; count: number }[] } }>(
      `${keel.url}/api/v1/work`,
      headers,
    );
    const summary = queue.data.groups.map((g) => `${g.kind} ${g.count}`).join(', ');
    log(`[PostgreSQL] queue: ${summary}`);
    const cases: BareCase[] = CASES.map((c) => ({ ...c, keelUrl: keel.url + c.path, headers }));
    const measured = await measureCases(keel, await startBare(db, cases), cases);
    report = markdown(measured.rows, totals, summary, measured.load);
  } finally {
    await db.dispose();
  }
  writeReport('work-queue.md', report);
}

runBench(main);
