/**
 * `npm run bench:invoices -w @keel/bench`: customer invoices at fleet scale (issue 13). BENCH_INVOICES
 * (100,000) invoices across BENCH_SHIPS ships (50) on a fresh PostgreSQL database, loaded in a child
 * process (bench/invoices/data.ts). The load generator (wrk or autocannon, lib/load.ts) at 50
 * connections against Keel's real routes, signed in as the accountant (a role on every ship): the
 * invoice list (newest first, page 100, the overdue filter, one customer's), its base-currency totals (the
 * overdue filter, the whole list) and the AR ageing. Each beside a bare Fastify route replaying the
 * statements Keel sent (recorded from the driver). Target: p99 < 100 ms. Shared code:
 * lib/accounting-bench.ts. BENCH_ACCOUNTING_CASES picks cases by parts of their names.
 *
 * Settings: BENCH_DATABASE_URL, BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_SHIPS (50), BENCH_INVOICES (100000), BENCH_LOAD (wrk | autocannon).
 */
import { BENCH, n } from './lib/harness';
import { runAccountingBench } from './lib/accounting-bench';

runAccountingBench({
  kind: 'invoices',
  settings: { ships: BENCH.ships, invoices: Number(process.env.BENCH_INVOICES ?? 100_000) },
  counted: { ships: 'ships', invoices: 'invoices', lines: 'invoice_lines' },
  async cases(keelUrl, db) {
    const customer = (
      await db.raw.query<{ id: string }>(
        'SELECT customer_id AS id FROM invoices GROUP BY customer_id ORDER BY count(*) DESC LIMIT 1',
      )
    ).rows[0]!.id;
    const api = `${keelUrl}/api/v1/accounting/invoices`;
    // As the web asks them: the list never counts (the screen's total is the count of /totals, asked
    // once per filter), so every page is `count=false` (docs/accounting-invoices.md "List cost").
    return [
      { name: 'Invoice list, newest first, page of 25', keelUrl: `${api}?limit=25&count=false` },
      { name: 'Invoice list, page 100 (offset 2,475)', keelUrl: `${api}?offset=2475&limit=25&count=false` },
      {
        name: 'Overdue invoices, soonest due, page of 25',
        keelUrl: `${api}?state=OVERDUE&sort=dueDate&limit=25&count=false`,
      },
      {
        name: "One customer's invoices, page of 25",
        keelUrl: `${api}?customerId=${customer}&limit=25&count=false`,
      },
      { name: 'Totals of the overdue filter (base currency)', keelUrl: `${api}/totals?state=OVERDUE` },
      { name: 'Totals of the whole list (base currency)', keelUrl: `${api}/totals` },
      { name: 'AR ageing per customer', keelUrl: `${api}/ageing` },
    ];
  },
  file: 'accounting-invoices.md',
  title: 'Customer invoices benchmark (list, totals, AR ageing)',
  dataLine: (t) => `${n(t.invoices!)} invoices (${n(t.lines!)} lines) across ${t.ships} ships`,
  notes: 'Indexes and roll-up: docs/accounting-invoices.md.',
});
