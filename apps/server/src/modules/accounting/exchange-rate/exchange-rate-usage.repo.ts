import { sql, type SQL } from 'drizzle-orm';
import { RATE_USE_ENTITIES, type RateUse, type RateUseEntity } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { listRows } from '../list-rows';
import type { RateRow } from './exchange-rate.repo';

/** Most documents a rate's page lists. */
export const USED_BY_LIMIT = 50;

/**
 * The ships whose documents of each kind the reader may open: null for every ship, [] for none. Purchase
 * orders are listed for every reader of the rate (their number only, as before).
 */
export type RateUseVisibility = Record<Exclude<RateUseEntity, 'purchase_order'>, readonly string[] | null>;

/**
 * "Converted with this rate": the pair `(from, to)` of the document in either direction, the rate's date
 * and source, and the stored value equal to the rate or to its inverse (product 1 within the inverse's 10
 * decimals). Columns are SQL of the document's own snapshot.
 */
function converted(rate: RateRow, from: SQL, to: SQL, value: SQL, date: SQL, source: SQL): SQL {
  return sql`((${from} = ${rate.fromCurrency} AND ${to} = ${rate.toCurrency})
      OR (${from} = ${rate.toCurrency} AND ${to} = ${rate.fromCurrency}))
    AND ${date} = ${rate.date}::date AND ${source} = ${rate.source}
    AND (${value} = ${rate.rate}::numeric OR abs(${value} * ${rate.rate}::numeric - 1) < 0.00000001)`;
}

/**
 * Every document that keeps a copy of `rate`, one row per document (an invoice with several lines at the
 * rate once; a bill that used it for its base amount and for a payment once per use kind). Each document
 * stores rate, date and source itself (ARCHITECTURE rule 5): purchase orders (`rate`), expenses (`rate`),
 * bills (`rate` into the base currency and `po_rate` into their POs' currency), bill payments (`rate` of
 * the payment date, listed under their bill) and invoice lines (`exchange_rate` into the invoice currency,
 * listed under their invoice). A cross rate (source "A × B") names two legs and is not a use of either.
 */
function usesOf(rate: RateRow): SQL {
  const c = (from: string, to: string, value: string, date: string, source: string) =>
    converted(rate, sql.raw(from), sql.raw(to), sql.raw(value), sql.raw(date), sql.raw(source));
  return sql`
    SELECT 'purchase_order' AS entity, po.id, po.number, po.rate::text AS rate, po.currency,
      po.base_currency AS "baseCurrency", po.ship_id AS "shipId"
    FROM purchase_orders po
    WHERE ${c('po.currency', 'po.base_currency', 'po.rate', 'po.rate_date', 'po.rate_source')}
    UNION
    SELECT 'expense', e.id, e.description, e.rate::text, e.currency, e.base_currency, e.ship_id
    FROM expenses e
    WHERE ${c('e.currency', 'e.base_currency', 'e.rate', 'e.rate_date', 'e.rate_source')}
    UNION
    SELECT 'bill', b.id, b.number, b.rate::text, b.currency, b.base_currency, b.ship_id
    FROM bills b
    WHERE ${c('b.currency', 'b.base_currency', 'b.rate', 'b.rate_date', 'b.rate_source')}
    UNION
    SELECT 'bill', b.id, b.number, b.po_rate::text, b.currency, b.po_currency, b.ship_id
    FROM bills b
    WHERE b.po_currency IS NOT NULL
      AND ${c('b.currency', 'b.po_currency', 'b.po_rate', 'b.po_rate_date', 'b.po_rate_source')}
    UNION
    SELECT 'bill_payment', b.id, b.number, p.rate::text, b.currency, b.base_currency, b.ship_id
    FROM bill_payments p JOIN bills b ON b.id = p.bill_id
    WHERE ${c('b.currency', 'b.base_currency', 'p.rate', 'p.rate_date', 'p.rate_source')}
    UNION
    SELECT 'invoice', i.id, coalesce(i.number, 'Draft'), l.exchange_rate::text, l.currency, i.currency,
      i.ship_id
    FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
    WHERE ${c('l.currency', 'i.currency', 'l.exchange_rate', 'l.rate_date', 'l.rate_source')}`;
}

/** The uses the reader may open: every purchase order, the other kinds on the ships `visibility` allows. */
function visible(visibility: RateUseVisibility): SQL {
  const kind = (entity: string, ships: readonly string[] | null) =>
    ships === null
      ? sql`u.entity = ${entity}`
      : ships.length === 0
        ? sql`false`
        : sql`(u.entity = ${entity} AND u."shipId" = ANY(${sql.param([...ships])}::uuid[]))`;
  return sql.join(
    [
      sql`u.entity = 'purchase_order'`,
      kind('expense', visibility.expense),
      kind('bill', visibility.bill),
      kind('bill_payment', visibility.bill_payment),
      kind('invoice', visibility.invoice),
    ],
    sql` OR `,
  );
}

const ENTITY_ORDER = sql.raw(
  `array_position(ARRAY[${RATE_USE_ENTITIES.map((e) => `'${e}'`).join(', ')}]::text[], u.entity)`,
);

/**
 * The documents that converted with `rate`: the first `USED_BY_LIMIT` the reader may open (by kind, then
 * number), and how many there are in all (those he may not open counted too: the rate stays as they used
 * it either way). One statement: the uses are found once (a CTE read by the count and by the page; the
 * page joined to the count so that a rate used only by documents the reader may not open still gives
 * its total).
 */
export async function documentsUsingRate(
  db: DbOrTx,
  rate: RateRow,
  visibility: RateUseVisibility,
): Promise<{ uses: RateUse[]; total: number }> {
  const rows = await listRows<
    Partial<RateUse> & { shipId: string | null; total: number; kind: number | null }
  >(
    db,
    sql`WITH u AS MATERIALIZED (${usesOf(rate)})
      SELECT c.total, p.entity, p.id, p.number, p.rate, p.currency, p."baseCurrency", p."shipId"
      FROM (SELECT count(*)::int AS total FROM u) c
      LEFT JOIN LATERAL (
        SELECT u.entity, u.id, u.number, u.rate, u.currency, u."baseCurrency", u."shipId",
          ${ENTITY_ORDER} AS kind
        FROM u
        WHERE ${visible(visibility)}
        ORDER BY ${ENTITY_ORDER}, u.number, u.id
        LIMIT ${USED_BY_LIMIT}
      ) p ON true
      ORDER BY p.kind, p.number, p.id`,
  );
  return {
    uses: rows
      .filter((r) => r.id !== null && r.id !== undefined)
      .map(({ shipId: _ship, total: _total, kind: _kind, ...use }) => use as RateUse),
    total: rows[0]?.total ?? 0,
  };
}
