import { inArray, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { allOf } from '../../../lib/list-query';
import { inUuids } from '../../../db/in-uuids';
import { invoiceTotals as a } from './invoice-totals.table';
import type { InvoiceFilter } from './invoice.repo';

/**
 * True when the list totals of `filter` can be read from the totals roll-up `invoice_totals` (kept by the
 * trigger `accounting_invoice_totals`, docs/accounting-invoices.md "Totals roll-up"): the filter is only
 * ships, ship, customer and states — no search, no due dates, not the overdue filter (those need each
 * invoice's due date: the AR roll-up answers the open ones, invoice-ageing.repo.ts).
 */
export function totalsFromStateRollUp(f: InvoiceFilter): boolean {
  return !f.pattern && f.overdueOn === undefined && f.dueFrom === undefined && f.dueTo === undefined;
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
