import { integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Bill totals roll-up (migration `accounting_list_totals`): every bill, whatever its state, counted with its
 * base-currency total (`total_base`, null counted as 0) and, for an open bill (POSTED, PARTIALLY_PAID), its
 * open amount in the base currency (`round((total − paid − credited) × rate, 4)`, as `sumBills` sums it),
 * added up per ship, vendor and state, kept by a trigger on `bills` in the writing transaction.
 * `GET /accounting/bills/totals` reads these rows instead of every bill when the filter is only ships, ship,
 * vendor and state (bill-totals.repo.ts); `bill-totals.integration.test.ts` proves the answers equal the
 * plain sums. Notes: docs/accounting-bills.md "Totals roll-up".
 */
export const billTotals = pgTable(
  'bill_totals',
  {
    shipId: uuid('ship_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    state: text('state').notNull(),
    totalBase: numeric('total_base', { precision: 20, scale: 4 }).notNull().default('0'),
    openBase: numeric('open_base', { precision: 20, scale: 4 }).notNull().default('0'),
    bills: integer('bills').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shipId, t.vendorId, t.state] })],
);
