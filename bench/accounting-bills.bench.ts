/**
 * `npm run bench:bills -w @keel/bench`: vendor bills at fleet scale (issue 13). BENCH_BILLS (200,000)
 * bills across BENCH_SHIPS ships (50) on a fresh PostgreSQL database, loaded in a child process
 * (bench/bills/data.ts). The load generator at 50 connections against Keel's real routes, signed in as
 * the accountant (a role on every ship): the bills list (newest first, a deep page, overdue, one
 * vendor's), its totals (the whole list, one vendor's) and the AP ageing. Each beside a bare Fastify route
 * replaying the statements Keel sent (recorded from the driver). Target: p99 < 100 ms. Shared code:
 * lib/accounting-bench.ts. BENCH_ACCOUNTING_CASES picks cases by parts of their names.
 *
 * Settings: BENCH_DATABASE_URL, BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_SHIPS (50), BENCH_BILLS (200000), BENCH_LOAD (wrk | autocannon).
 */
import { BENCH, n } from './lib/harness';
import { runAccountingBench } from './lib/accounting-bench';

runAccountingBench({
  kind: 'bills',
  settings: { ships: BENCH.ships, bills: Number(process.env.BENCH_BILLS ?? 200_000) },
  counted: { ships: 'ships', bills: 'bills' },
  async cases(keelUrl, db) {
    const vendor = (
      await db.raw.query<{ id: string }>(
        'SELECT vendor_id AS id FROM bills GROUP BY vendor_id ORDER BY count(*) DESC LIMIT 1',
      )
    ).rows[0]!.id;
    const api = `${keelUrl}/api/v1/accounting/bills`;
    // As the web asks them: the list never counts (the screen's total is the count of /totals, asked
    // once per filter), so every page is `count=false` (docs/accounting-bills.md "List cost").
    return [
      { name: 'Bills list, newest first, page of 25', keelUrl: `${api}?sort=-billDate&limit=25&count=false` },
      {
        name: 'Bills list, page 100 (offset 2,475)',
        keelUrl: `${api}?sort=-billDate&offset=2475&limit=25&count=false`,
      },
      {
        name: 'Overdue bills, soonest due, page of 25',
        keelUrl: `${api}?overdue=true&sort=dueDate&limit=25&count=false`,
      },
      { name: "One vendor's bills, page of 25", keelUrl: `${api}?vendorId=${vendor}&limit=25&count=false` },
      { name: 'Totals of the whole list (base currency)', keelUrl: `${api}/totals` },
      { name: "Totals of one vendor's bills", keelUrl: `${api}/totals?vendorId=${vendor}` },
      { name: 'AP ageing per vendor', keelUrl: `${api}/ageing` },
    ];
  },
  file: 'accounting-bills.md',
  title: 'Vendor bills benchmark (list, totals, AP ageing)',
  dataLine: (t) => `${n(t.bills!)} bills across ${t.ships} ships`,
  notes: 'Notes: docs/accounting-bills.md.',
});
