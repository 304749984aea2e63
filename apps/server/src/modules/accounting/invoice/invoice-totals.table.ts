import { integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Invoice totals roll-up (migration `accounting_list_totals`): every invoice, whatever its state, counted and
 * its base-currency total less what credit notes took off (`coalesce(total_base, 0) − credited_base`, as
 * `sumInvoices` sums it) added up per ship, customer, state and base currency, kept by a trigger on
 * `invoices` in the writing transaction. `GET /accounting/invoices/totals` reads these rows instead of every
 * invoice when the filter is only ships, ship, customer and states (invoice-totals.repo.ts);
 * `invoice-totals.integration.test.ts` proves the answers equal the plain sums. Notes:
 * docs/accounting-invoices.md "Totals roll-up".
 */
export const invoiceTotals = pgTable(
  'invoice_totals',
  {
    shipId: uuid('ship_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    state: text('state').notNull(),
    baseCurrency: text('base_currency').notNull(),
    totalBase: numeric('total_base', { precision: 20, scale: 4 }).notNull().default('0'),
    invoices: integer('invoices').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shipId, t.customerId, t.state, t.baseCurrency] })],
);
