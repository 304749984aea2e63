import { inArray, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { allOf } from '../../../lib/list-query';
import { inUuids } from '../../../db/in-uuids';
import { invoiceTotals as a } from './invoice-totals.table';
import type { InvoiceFilter } from './invoice.repo';

/**
 * Per field of the list filter, whether the roll-up can answer the value: ships, ship, customer and states
 * yes; a search, due dates and the overdue filter need each invoice's due date or names (the AR roll-up
 * answers the open ones, invoice-ageing.repo.ts). Every field is listed (the type asks for it), so a filter
 * added to `InvoiceFilter` cannot be ignored by the totals unnoticed.
 */
const ROLL_UP_ANSWERS: { [K in keyof InvoiceFilter]-?: (value: InvoiceFilter[K]) => boolean } = {
  shipIds: () => true,
  shipId: () => true,
  customerId: () => true,
  states: () => true,
  overdueOn: (v) => v === undefined,
  dueFrom: (v) => v === undefined,
  dueTo: (v) => v === undefined,
  pattern: (v) => !v,
};

/**
 * True when the list totals of `filter` can be read from the totals roll-up `invoice_totals` (kept by the
 * trigger `accounting_invoice_totals`, docs/accounting-invoices.md "Totals roll-up"): every field it sets is
 * one the roll-up answers ({@link ROLL_UP_ANSWERS}).
 */
export function totalsFromStateRollUp(f: InvoiceFilter): boolean {
  return (Object.keys(ROLL_UP_ANSWERS) as (keyof InvoiceFilter)[]).every((k) =>
    (ROLL_UP_ANSWERS[k] as (value: unknown) => boolean)(f[k]),
  );
}

/**
 * The base-currency sums of {@link totalsFromStateRollUp} filters from one row per ship, customer, state and
 * base currency instead of one per invoice; the same rows as `sumInvoices` (invoice-totals.integration.test.ts).
 */
export async function sumInvoicesRolledUp(db: DbOrTx, f: InvoiceFilter) {
  return db
    .select({
      currency: a.baseCurrency,
      total: sql<string>`coalesce(sum(${a.totalBase}), 0)::text`,
      n: sql<number>`coalesce(sum(${a.invoices}), 0)::int`,
    })
    .from(a)
    .where(
      allOf([
        f.shipIds ? inUuids(a.shipId, f.shipIds) : undefined,
        f.shipId ? eq(a.shipId, f.shipId) : undefined,
        f.customerId ? eq(a.customerId, f.customerId) : undefined,
        f.states ? inArray(a.state, f.states) : undefined,
      ]),
    )
    .groupBy(a.baseCurrency);
}
