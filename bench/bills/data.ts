import { insertBenchShips } from '../lib/accounting-data';
import { settleAfterLoad, type RawClient } from '../lib/databases';

/**
 * Loads the vendor-bills bench data: `ships` ships (the demo ships plus generated ones) and `bills`
 * vendor bills spread over them and the demo vendors, set-based: dated over the last 400 days, 30-day
 * terms, a mix of states as a year of bills leaves them (about 60 % paid, 25 % posted of which many
 * overdue, the rest partly paid, drafts, cancelled, reversed), one free line each.
 */
export async function loadBills(
  raw: RawClient,
  counts: { ships: number; bills: number },
  log: (line: string) => void,
): Promise<{ seconds: number }> {
  const started = Date.now();
  await insertBenchShips(raw, counts.ships);
  log(`[PostgreSQL] ${counts.bills} bills…`);
  // Row triggers off for the bulk insert (budget actual, AP ageing and totals roll-ups); the roll-ups are filled
  // set-based below as migrations accounting_ap_ageing and accounting_list_totals backfill them. Bench bills
  // have no category: no budget to count.
  await raw.query('ALTER TABLE bills DISABLE TRIGGER accounting_budget_actual_bills');
  await raw.query('ALTER TABLE bills DISABLE TRIGGER accounting_ap_open_bills');
  await raw.query('ALTER TABLE bills DISABLE TRIGGER accounting_bill_totals');
  await raw.query(
    `WITH s AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i, count(*) OVER () AS n FROM ships),
          v AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i, count(*) OVER () AS n FROM vendors),
          g AS (SELECT g, current_date - (g % 400) AS day, (g * 7919) % 100 AS mix,
                       (1000 + (g * 37) % 90000)::numeric / 10 AS total FROM generate_series(1, $1::int) g)
     INSERT INTO bills (number, vendor_id, ship_id, vendor_invoice_number, vendor_invoice_key, bill_date, due_date,
       state, currency, base_currency, rate, total, total_base, paid_amount, match_status, notes, created_by_name, posted_at)
     SELECT 'BBILL-' || lpad(g.g::text, 7, '0'), v.id, s.id, 'VI-' || g.g, 'VI' || g.g, g.day, g.day + 30,
       CASE WHEN g.mix < 60 THEN 'PAID' WHEN g.mix < 85 THEN 'POSTED' WHEN g.mix < 93 THEN 'PARTIALLY_PAID'
            WHEN g.mix < 95 THEN 'REVERSED' WHEN g.mix < 97 THEN 'CANCELLED' ELSE 'DRAFT' END,
       'USD', 'USD', 1, g.total, g.total,
       CASE WHEN g.mix < 60 THEN g.total WHEN g.mix BETWEEN 85 AND 92 THEN round(g.total / 2, 2) ELSE 0 END,
       CASE WHEN g.mix % 11 = 0 THEN 'MISMATCH' ELSE 'MATCHED' END, 'bench', 'bench', g.day
     FROM g JOIN s ON s.i = g.g % s.n JOIN v ON v.i = (g.g / 7) % v.n`,
    [counts.bills],
  );
  await raw.query(
    `INSERT INTO bill_lines (bill_id, position, description, unit, quantity, unit_price, line_total, match_status)
     SELECT id, 1, 'Port services', 'pcs', 1, total, total, 'UNMATCHED' FROM bills WHERE notes = 'bench'`,
  );
  await raw.query('ALTER TABLE bills ENABLE TRIGGER accounting_budget_actual_bills');
  await raw.query('ALTER TABLE bills ENABLE TRIGGER accounting_ap_open_bills');
  await raw.query('ALTER TABLE bills ENABLE TRIGGER accounting_bill_totals');
  await raw.query(
    `INSERT INTO bill_totals (ship_id, vendor_id, state, total_base, open_base, bills)
     SELECT ship_id, vendor_id, state, sum(coalesce(total_base, 0)),
       sum(accounting_bill_open_base(state, total, paid_amount, credited_amount, rate)), count(*)::int
     FROM bills WHERE notes = 'bench' GROUP BY 1, 2, 3
     ON CONFLICT (ship_id, vendor_id, state) DO UPDATE
       SET total_base = bill_totals.total_base + EXCLUDED.total_base,
           open_base = bill_totals.open_base + EXCLUDED.open_base, bills = bill_totals.bills + EXCLUDED.bills`,
  );
  await raw.query(
    `INSERT INTO ap_open_balances (ship_id, vendor_id, due_date, currency, open_base, bills)
     SELECT ship_id, vendor_id, due_date, base_currency, sum(round((total - paid_amount) * rate, 4)), count(*)::int
     FROM bills WHERE notes = 'bench' AND state IN ('POSTED', 'PARTIALLY_PAID') GROUP BY 1, 2, 3, 4
     ON CONFLICT (ship_id, vendor_id, due_date, currency) DO UPDATE
       SET open_base = ap_open_balances.open_base + EXCLUDED.open_base, bills = ap_open_balances.bills + EXCLUDED.bills`,
  );
  await raw.query('VACUUM ANALYZE bills');
  await raw.query('VACUUM ANALYZE ap_open_balances');
  await raw.query('VACUUM ANALYZE bill_totals');
  await raw.query('ANALYZE bill_lines');
  await settleAfterLoad(raw, log);
  return { seconds: (Date.now() - started) / 1000 };
}
