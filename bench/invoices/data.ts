import { insertBenchShips } from '../lib/accounting-data';
import { settleAfterLoad, type RawClient } from '../lib/databases';

/**
 * Loads the invoices bench data: `ships` ships (the demo ships plus generated ones) and `invoices`
 * customer invoices spread over them and over the demo customers, with set-based SQL: dated over the
 * last 400 days, 30-day terms, a mix of states as a year of invoicing leaves them (about 60 % paid,
 * 25 % open of which some overdue, the rest partly paid, credited, void or draft), one group and two
 * lines each, numbered gapless per year with the counter rows set to match.
 */
export async function loadInvoices(
  raw: RawClient,
  counts: { ships: number; invoices: number },
  log: (line: string) => void,
): Promise<{ seconds: number }> {
  const started = Date.now();
  await insertBenchShips(raw, counts.ships);
  log(`[PostgreSQL] ${counts.invoices} invoices…`);
  // The AR and totals roll-ups' row triggers off for the bulk insert; filled set-based below as migrations
  // accounting_ar_open_trigger and accounting_list_totals backfill them (the integration tests prove the
  // triggers keep them equal).
  await raw.query('ALTER TABLE invoices DISABLE TRIGGER accounting_ar_open_invoices');
  await raw.query('ALTER TABLE invoices DISABLE TRIGGER accounting_invoice_totals');
  await raw.query(
    `WITH s AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i, count(*) OVER () AS n FROM ships),
          c AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i, count(*) OVER () AS n FROM customers WHERE active),
          g AS (SELECT g, current_date - (g % 400) AS day, (g * 7919) % 100 AS mix,
                       (1000 + (g * 37) % 90000)::numeric / 10 AS total FROM generate_series(1, $1::int) g)
     INSERT INTO invoices (number, ship_id, customer_id, state, currency, invoice_date, due_date, subtotal, vat_amount,
       total, paid_amount, base_currency, total_base, reference, created_by_name, issued_at)
     SELECT CASE WHEN g.mix >= 98 THEN NULL ELSE 'BINV-' || lpad(g.g::text, 7, '0') END,
       s.id, c.id,
       CASE WHEN g.mix < 60 THEN 'PAID' WHEN g.mix < 85 THEN 'ISSUED' WHEN g.mix < 93 THEN 'PARTIALLY_PAID'
            WHEN g.mix < 96 THEN 'CREDITED' WHEN g.mix < 98 THEN 'VOID' ELSE 'DRAFT' END,
       'USD', g.day, g.day + 30, g.total, 0, g.total,
       CASE WHEN g.mix < 60 THEN g.total WHEN g.mix BETWEEN 85 AND 92 THEN round(g.total / 2, 2) ELSE 0 END,
       'USD', g.total, 'bench', 'bench', g.day
     FROM g JOIN s ON s.i = g.g % s.n JOIN c ON c.i = (g.g / 7) % c.n`,
    [counts.invoices],
  );
  await raw.query(
    `INSERT INTO invoice_groups (invoice_id, position, title)
     SELECT id, 0, 'Port costs' FROM invoices WHERE reference = 'bench'`,
  );
  await raw.query(
    `INSERT INTO invoice_lines (invoice_id, group_id, position, source_type, title, amount, currency, exchange_rate,
       rate_date, rate_source, converted_amount, line_total)
     SELECT i.id, gr.id, p, 'free', CASE p WHEN 0 THEN 'Agency fee' ELSE 'Launch hire' END, i.total / 2, 'USD', 1,
       i.invoice_date, 'identity', i.total / 2, i.total / 2
     FROM invoices i JOIN invoice_groups gr ON gr.invoice_id = i.id CROSS JOIN generate_series(0, 1) p
     WHERE i.reference = 'bench'`,
  );
  await raw.query('ALTER TABLE invoices ENABLE TRIGGER accounting_ar_open_invoices');
  await raw.query('ALTER TABLE invoices ENABLE TRIGGER accounting_invoice_totals');
  await raw.query(
    `INSERT INTO invoice_totals (ship_id, customer_id, state, base_currency, total_base, invoices)
     SELECT ship_id, customer_id, state, base_currency, sum(coalesce(total_base, 0) - credited_base), count(*)::int
     FROM invoices WHERE reference = 'bench' GROUP BY 1, 2, 3, 4
     ON CONFLICT (ship_id, customer_id, state, base_currency) DO UPDATE
       SET total_base = invoice_totals.total_base + EXCLUDED.total_base,
           invoices = invoice_totals.invoices + EXCLUDED.invoices`,
  );
  await raw.query(
    `INSERT INTO ar_open_balances
       (ship_id, customer_id, state, due_date, currency, base_currency, open_amount, total_base, invoices)
     SELECT ship_id, customer_id, state, due_date, currency, base_currency, sum(total - paid_amount),
       sum(coalesce(total_base, 0)), count(*)::int
     FROM invoices WHERE reference = 'bench' AND state IN ('ISSUED', 'PARTIALLY_PAID') GROUP BY 1, 2, 3, 4, 5, 6
     ON CONFLICT (ship_id, customer_id, state, due_date, currency, base_currency) DO UPDATE
       SET open_amount = ar_open_balances.open_amount + EXCLUDED.open_amount,
           total_base = ar_open_balances.total_base + EXCLUDED.total_base,
           invoices = ar_open_balances.invoices + EXCLUDED.invoices`,
  );
  await raw.query('VACUUM ANALYZE invoices');
  await raw.query('VACUUM ANALYZE ar_open_balances');
  await raw.query('VACUUM ANALYZE invoice_totals');
  await raw.query('ANALYZE invoice_groups');
  await raw.query('ANALYZE invoice_lines');
  await settleAfterLoad(raw, log);
  return { seconds: (Date.now() - started) / 1000 };
}
