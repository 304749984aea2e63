import { CURRENCY_EXPONENTS, DEFAULT_CURRENCY_EXPONENT } from '@keel/domain';

/**
 * The vendor-credit kind of the work queue (docs/accounting-bills.md "Credited after invoicing"): customer
 * invoices (draft, issued, partly paid or paid — a void or fully credited one passes nothing on) with a line
 * whose bill line the vendor credited after it was invoiced, and the invoice has not passed that credit on
 * yet, for users who credit the ship's invoices (read_invoices + create_invoice). The same rule as the
 * invoice view's `vendorCredit.toPassOn > 0` (the domain's `vendorCreditToPassOn`), in SQL:
 *
 * - credited = the sum of the bill credit-note lines linked to the invoice line (`invoice_line_id`);
 * - priced as the line was (`priceInvoiceLine`): converted = credited × rate rounded half up to the
 *   invoice currency's minor unit; markup = converted × markup % rounded half-even to 4 more places (the
 *   domain's `divDecimal`), then half up to the minor unit; priced = converted + markup;
 * - to pass on = min(priced − credited on the line, line total − credited on the line), when above 0.
 *
 * Every rounding is written out so the amounts are the domain's to the last digit (a line whose credit was
 * passed on exactly as offered — 10.834 priced to 10.83 and credited 10.83 — has nothing left);
 * `work-plain-path.integration.test.ts` compares the kind with the domain function on every seeded line and
 * `work-vendor-credit.integration.test.ts` on rounding edges.
 */

/** The invoice states whose lines still stand for what the customer owes (the invoice view's). */
const PASS_ON_STATES = `('DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID')`;

/** The minor-unit exponent of a currency column: the domain's table, two for any other code. */
function exponentOf(currency: string): string {
  const other = Object.entries(CURRENCY_EXPONENTS).filter(([, e]) => e !== DEFAULT_CURRENCY_EXPONENT);
  return `CASE ${currency} ${other.map(([code, e]) => `WHEN '${code}' THEN ${e}`).join(' ')} ELSE ${DEFAULT_CURRENCY_EXPONENT} END`;
}

/** `x` rounded half to even at `k` places (PostgreSQL's `round` rounds half away from zero). */
function roundHalfEven(x: string, k: string): string {
  return `CASE WHEN abs(${x} - trunc(${x}, ${k})) * power(10::numeric, ${k}) = 0.5
      AND mod(trunc(${x}, ${k}) * power(10::numeric, ${k}), 2) = 0 THEN trunc(${x}, ${k})
    ELSE round(${x}, ${k}) END`;
}

/**
 * Each invoice line with a vendor credit not passed on: `(invoice_id, to_pass_on)`, the amount in the
 * invoice currency at its minor unit. Driven by the credit-note lines that name an invoice line (few).
 */
const LINES_TO_PASS_ON = `SELECT l.invoice_id,
      least(p.priced - l.credited_amount, l.line_total - l.credited_amount) AS to_pass_on
    FROM (SELECT n.invoice_line_id AS id, sum(n.amount) AS credited FROM bill_credit_note_lines n
      WHERE n.invoice_line_id IS NOT NULL GROUP BY n.invoice_line_id) v
    JOIN invoice_lines l ON l.id = v.id
    JOIN invoices li ON li.id = l.invoice_id
    CROSS JOIN LATERAL (SELECT ${exponentOf('li.currency')} AS e) x
    CROSS JOIN LATERAL (SELECT round(v.credited * l.exchange_rate, x.e) AS converted) c
    CROSS JOIN LATERAL (SELECT c.converted * l.markup_percent * 0.01 AS m, x.e + 4 AS k) mk
    CROSS JOIN LATERAL (SELECT c.converted + round(${roundHalfEven('mk.m', 'mk.k')}, x.e) AS priced) p
    WHERE l.source_type = 'bill_line' AND v.credited > 0
      AND p.priced > l.credited_amount AND l.line_total > l.credited_amount`;

/** `FROM invoices i WHERE …` on the user's ships. */
export function vendorCreditSource(ships: string): string {
  return `FROM invoices i WHERE i.state IN ${PASS_ON_STATES} AND ${ships}
    AND i.id IN (SELECT vc.invoice_id FROM (${LINES_TO_PASS_ON}) vc)`;
}

/** A page of the kind, oldest invoice first, with the amount to pass on (invoice currency). */
export function vendorCreditPage(k: number, from: string, paging: string): string {
  const order = 'i.invoice_date ASC, i.id';
  return `SELECT ${k} AS k, row_number() OVER (ORDER BY ${order}) AS n, i.id, coalesce(i.number, 'Draft invoice') AS number,
      c.name AS label, i.ship_id, s.name AS ship_name, i.invoice_date::text AS at, FALSE AS urgent,
      (SELECT sum(vc.to_pass_on) FROM (${LINES_TO_PASS_ON}) vc WHERE vc.invoice_id = i.id)::text AS amount,
      i.currency, NULL AS extra
    FROM (SELECT i.* ${from} ORDER BY ${order} ${paging}) i
    LEFT JOIN ships s ON s.id = i.ship_id LEFT JOIN customers c ON c.id = i.customer_id`;
}
