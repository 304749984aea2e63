/**
 * `npm run bench:invoices -w @keel/bench`: customer invoices at fleet scale (issue 13). BENCH_INVOICES
 * (100,000) invoices across BENCH_SHIPS ships (50) on a fresh PostgreSQL database, loaded in a child
 * process (bench/invoices/data.ts). The load generator (wrk or autocannon, lib/load.ts) at 50
 * connections against Keel's real routes, signed in as the accountant (a role on every ship): the
 * invoice list (newest first, page 100, the overdue filter, one customer's), its base-currency totals (the
 * overdue filter, the whole list), the AR ageing, and an exchange rate's page with the documents that
 * converted with it ("Used by": one line of each invoice of a day set to EUR at that day's demo rate). Each beside a bare Fastify route replaying the
 * statements Keel sent (recorded from the driver). Target: p99 < 100 ms. Shared code:
 * lib/accounting-bench.ts. BENCH_ACCOUNTING_CASES picks cases by parts of their names.
 *
 * Settings: BENCH_DATABASE_URL, BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_SHIPS (50), BENCH_INVOICES (100000), BENCH_LOAD (wrk | autocannon), BENCH_RATE_DATE_INDEXES (`off`:
 * migration 0068's rate-date indexes dropped before the runs, the figures before them).
 */
import { BENCH, n } from './lib/harness';
import { runAccountingBench } from './lib/accounting-bench';
import type { RawClient } from './lib/databases';

/** Migration 0068: the rate date of each document kind that keeps a rate's copy. */
const RATE_DATE_INDEXES = [
  'purchase_orders_rate_date_idx',
  'expenses_rate_date_idx',
  'bills_rate_date_idx',
  'bills_po_rate_date_idx',
  'bill_payments_rate_date_idx',
  'invoice_lines_rate_date_idx',
];

/**
 * A demo EUR/USD rate of a day with bench invoices, whose second lines are set to EUR at that rate (its
 * date and source): the rate's "Used by" has about 250 invoices among 200,000 lines. Its id.
 */
async function rateUsedByADay(raw: RawClient): Promise<string> {
  const rate = (
    await raw.query<{ id: string; day: string; from: string; rate: string; source: string }>(
      `SELECT r.id, r.date::text AS day, r.from_currency AS "from", r.rate::text AS rate, r.source
       FROM exchange_rates r
       WHERE r.superseded_at IS NULL AND r.type = 'daily'
         AND ((r.from_currency, r.to_currency) IN (('EUR', 'USD'), ('USD', 'EUR')))
         AND EXISTS (SELECT 1 FROM invoices i WHERE i.reference = 'bench' AND i.invoice_date = r.date)
       ORDER BY r.date DESC LIMIT 1`,
    )
  ).rows[0];
  if (!rate) throw new Error('no demo EUR/USD rate on a day with bench invoices');
  await raw.query(
    `UPDATE invoice_lines l SET currency = 'EUR', rate_date = $1::date, rate_source = $2,
       exchange_rate = CASE WHEN $3 = 'EUR' THEN $4::numeric ELSE round(1 / $4::numeric, 10) END
     FROM invoices i WHERE i.id = l.invoice_id AND i.reference = 'bench' AND i.invoice_date = $1::date
       AND l.position = 1`,
    [rate.day, rate.source, rate.from, rate.rate],
  );
  if (process.env.BENCH_RATE_DATE_INDEXES === 'off') {
    for (const index of RATE_DATE_INDEXES) await raw.query(`DROP INDEX ${index}`);
  }
  for (const table of ['invoice_lines', 'bills', 'bill_payments', 'expenses', 'purchase_orders']) {
    await raw.query(`ANALYZE ${table}`);
  }
  return rate.id;
}

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
    const rateId = await rateUsedByADay(db.raw);
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
      {
        name: "A rate's page with its users",
        keelUrl: `${keelUrl}/api/v1/accounting/exchange-rates/${rateId}`,
      },
    ];
  },
  file: 'accounting-invoices.md',
  title: 'Customer invoices benchmark (list, totals, AR ageing)',
  dataLine: (t) => `${n(t.invoices!)} invoices (${n(t.lines!)} lines) across ${t.ships} ships`,
  notes: 'Indexes and roll-up: docs/accounting-invoices.md.',
});
