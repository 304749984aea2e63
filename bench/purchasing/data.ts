import { settleAfterLoad, type RawClient } from '../lib/databases';

/**
 * Loads the purchasing bench data with set-based SQL on the server: `ships` ships (the six demo ships
 * plus generated ones), a budget per ship and main expense category for this year, `requisitions`
 * requisitions and `orders` purchase orders with three lines each, raised over five years. Older records
 * are mostly closed; recent ones are spread over every state, as a live fleet's are. The commitment
 * triggers of migrations 0012/0014 keep `purchasing_commitments` and its yearly roll-up up to date while the
 * rows go in, and those of 0016 the roll-up's over-budget candidate flags (each upsert leaves a dead row
 * version, so the load ends with VACUUM ANALYZE, as autovacuum would do on a live database).
 */
export async function loadPurchasing(
  raw: RawClient,
  counts: { ships: number; requisitions: number; orders: number },
  log: (line: string) => void,
): Promise<{ seconds: number }> {
  const started = Date.now();
  await raw.query(
    `INSERT INTO ships (name, imo, flag, ship_type, family, owner, manager)
     SELECT 'Bench Ship ' || lpad(g::text, 3, '0'), (8000000 + g)::text, 'LR', 'bulk carrier', 'Bench bulkers', 'Bench Owner', 'Keel Demo Ship Management AS'
     FROM generate_series(1, greatest($1::int - (SELECT count(*) FROM ships)::int, 0)) g`,
    [counts.ships],
  );
  await raw.query(
    `CREATE TEMP TABLE bench_ships AS SELECT id, (row_number() OVER (ORDER BY name) - 1)::int AS n FROM ships`,
  );
  await raw.query(
    `CREATE TEMP TABLE bench_main AS SELECT id, (row_number() OVER (ORDER BY code) - 1)::int AS n FROM expense_categories WHERE parent_id IS NULL`,
  );
  await raw.query(
    `CREATE TEMP TABLE bench_sub AS SELECT id, (row_number() OVER (ORDER BY code) - 1)::int AS n FROM expense_categories WHERE parent_id IS NOT NULL`,
  );
  await raw.query(
    `CREATE TEMP TABLE bench_vendors AS SELECT id, (row_number() OVER (ORDER BY name) - 1)::int AS n FROM vendors`,
  );
  const year = new Date().getUTCFullYear();
  await raw.query(
    `INSERT INTO budgets (ship_id, category_id, year, currency, amount, revision)
     SELECT s.id, c.id, $1::int, 'USD', (150000 + ((s.n * 7 + c.n * 13) % 11) * 10000)::numeric, 1
     FROM bench_ships s CROSS JOIN bench_main c
     ON CONFLICT (ship_id, category_id, year) DO NOTHING`,
    [year],
  );
  log(`  budgets ready (${((Date.now() - started) / 1000).toFixed(1)} s); requisitions…`);

  // Age in days (0 … 5 years), then a state fitting the age.
  await raw.query(
    `INSERT INTO requisitions (number, ship_id, title, department, priority, category_id, state, currency, created_at, updated_at)
     SELECT 'REQ-B-' || lpad(g::text, 7, '0'), s.id, 'Bench stores ' || g, (ARRAY['deck','engine','galley','cabin'])[1 + g % 4],
            CASE WHEN g % 9 = 0 THEN 1 ELSE 0 END,
            CASE WHEN g % 997 = 0 THEN sub.id ELSE c.id END,
            CASE WHEN x.age < 45 THEN (ARRAY['DRAFT','SUBMITTED','APPROVED','IN_RFQ','PARTIALLY_ORDERED','ORDERED','PARTIALLY_RECEIVED','RECEIVED'])[1 + g % 8]
                 WHEN g % 20 = 0 THEN 'CANCELLED' WHEN g % 10 = 1 THEN 'RECEIVED' ELSE 'CLOSED' END,
            'USD', now() - make_interval(secs => x.age * 86400), now() - make_interval(secs => x.age * 86400)
     FROM generate_series(1, $1::int) g
     CROSS JOIN LATERAL (SELECT (g::bigint * 7919 % 1825000) / 1000.0 AS age) x
     JOIN bench_ships s ON s.n = g % (SELECT count(*) FROM bench_ships)
     JOIN bench_main c ON c.n = (g / 50) % (SELECT count(*) FROM bench_main)
     JOIN bench_sub sub ON sub.n = g % (SELECT count(*) FROM bench_sub)`,
    [counts.requisitions],
  );
  await raw.query(
    `INSERT INTO requisition_lines (requisition_id, position, description, quantity, unit, estimated_unit_price, ordered_quantity, received_quantity, cancelled_quantity)
     SELECT r.id, p, 'Item ' || p || ' of ' || r.number, q.qty, 'pcs', (10 + (hashtext(r.number) & 255) + p * 5)::numeric,
            CASE WHEN r.state IN ('ORDERED','RECEIVED','CLOSED') OR (r.state IN ('PARTIALLY_ORDERED','PARTIALLY_RECEIVED') AND p < 3) THEN q.qty ELSE 0 END,
            CASE WHEN r.state IN ('RECEIVED','CLOSED') OR (r.state = 'PARTIALLY_RECEIVED' AND p = 1) THEN q.qty ELSE 0 END,
            CASE WHEN r.state = 'CANCELLED' THEN q.qty ELSE 0 END
     FROM requisitions r CROSS JOIN generate_series(1, 3) p
     CROSS JOIN LATERAL (SELECT (1 + (hashtext(r.number || p) & 15))::numeric AS qty) q
     WHERE r.number LIKE 'REQ-B-%'`,
  );
  log(`  requisitions ready (${((Date.now() - started) / 1000).toFixed(1)} s); purchase orders…`);
  await raw.query(
    `INSERT INTO purchase_orders (number, ship_id, vendor_id, category_id, state, currency, subtotal, total, base_currency, rate, total_base, billed_amount, created_at, updated_at)
     SELECT 'PO-B-' || lpad(g::text, 7, '0'), s.id, v.id, CASE WHEN g % 991 = 0 THEN sub.id ELSE c.id END, st.state, 'USD', t.total, t.total, 'USD', 1, t.total,
            CASE WHEN st.state IN ('BILLED','CLOSED') THEN t.total WHEN st.state = 'DELIVERED' AND g % 2 = 0 THEN round(t.total / 2, 2) ELSE 0 END,
            now() - make_interval(secs => x.age * 86400), now() - make_interval(secs => x.age * 86400)
     FROM generate_series(1, $1::int) g
     CROSS JOIN LATERAL (SELECT (g::bigint * 104729 % 1825000) / 1000.0 AS age) x
     CROSS JOIN LATERAL (SELECT round((200 + (g * 7 % 9800))::numeric, 2) AS total) t
     CROSS JOIN LATERAL (SELECT CASE WHEN x.age < 60 THEN (ARRAY['DRAFT','PENDING_APPROVAL','APPROVED','SENT','CONFIRMED','DECLINED','PARTIALLY_DELIVERED','DELIVERED','BILLED','CANCELLED'])[1 + g % 10]
                                     WHEN g % 25 = 0 THEN 'CANCELLED' ELSE 'CLOSED' END AS state) st
     JOIN bench_ships s ON s.n = g % (SELECT count(*) FROM bench_ships)
     JOIN bench_main c ON c.n = (g / 50) % (SELECT count(*) FROM bench_main)
     JOIN bench_sub sub ON sub.n = g % (SELECT count(*) FROM bench_sub)
     JOIN bench_vendors v ON v.n = g % (SELECT count(*) FROM bench_vendors)`,
    [counts.orders],
  );
  await raw.query(
    `INSERT INTO purchase_order_lines (purchase_order_id, position, description, quantity, unit, unit_price, line_total, delivered_quantity)
     SELECT o.id, p, 'Item ' || p || ' of ' || o.number, 1, 'pcs', l.amount, l.amount,
            CASE WHEN o.state IN ('DELIVERED','BILLED','CLOSED') THEN 1 ELSE 0 END
     FROM purchase_orders o CROSS JOIN generate_series(1, 3) p
     CROSS JOIN LATERAL (SELECT CASE WHEN p < 3 THEN round(o.total / 3, 2) ELSE o.total - 2 * round(o.total / 3, 2) END AS amount) l
     WHERE o.number LIKE 'PO-B-%'`,
  );
  // Budgets planned around the year's spend (a main category's budget covers its sub-categories' spend), 0.9
  // to 1.6 times it: about one ship/category in eight ends over.
  await raw.query(
    `UPDATE budgets b SET amount = x.amount, revision = 1 FROM (
       SELECT b2.id, greatest(round(coalesce(sum(c.requisitions + c.purchase_orders + c.actual), 0)
                * (0.9 + (abs(hashtext(b2.id::text)) % 8) / 10.0), -3), 10000) AS amount
       FROM budgets b2
       LEFT JOIN purchasing_commitment_years c ON c.ship_id = b2.ship_id AND c.budget_category_id = b2.category_id
         AND c.year = $1::int
       WHERE b2.year = $1::int GROUP BY b2.id) x
     WHERE x.id = b.id`,
    [year],
  );
  await raw.query(
    `DELETE FROM budget_revisions r USING budgets b WHERE r.budget_id = b.id AND b.year = $1::int`,
    [year],
  );
  await raw.query(
    `INSERT INTO budget_revisions (budget_id, revision, currency, amount, reason)
     SELECT b.id, 1, b.currency, b.amount, 'Bench budget' FROM budgets b
     WHERE NOT EXISTS (SELECT 1 FROM budget_revisions r WHERE r.budget_id = b.id)`,
  );
  await raw.query(
    `INSERT INTO budget_months (revision_id, month, amount)
     SELECT r.id, m, round(r.amount / 12, 2) + CASE WHEN m = 12 THEN r.amount - 12 * round(r.amount / 12, 2) ELSE 0 END
     FROM budget_revisions r CROSS JOIN generate_series(1, 12) m
     WHERE NOT EXISTS (SELECT 1 FROM budget_months x WHERE x.revision_id = r.id)`,
  );
  log(
    `  purchase orders ready (${((Date.now() - started) / 1000).toFixed(1)} s); VACUUM ANALYZE, CHECKPOINT…`,
  );
  for (const table of [
    'requisitions',
    'requisition_lines',
    'purchase_orders',
    'purchase_order_lines',
    'purchasing_commitments',
    'purchasing_commitment_years',
    'purchase_order_state_counts',
    'budgets',
  ])
    await raw.query(`VACUUM ANALYZE ${table}`);
  await settleAfterLoad(raw, log);
  return { seconds: (Date.now() - started) / 1000 };
}
