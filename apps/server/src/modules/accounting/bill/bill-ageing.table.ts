import { date, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * AP ageing roll-up (migration `accounting_ap_ageing`): the open amount in the base currency
 * (`round((total − paid) × rate, 4)`) and the number of open bills (POSTED, PARTIALLY_PAID) per ship, vendor,
 * due date and base currency, kept by a trigger on `bills` in the writing transaction. The AP ageing reads
 * these rows instead of every open bill when its filter is only ships and vendor (bill.repo.ts `ageing`);
 * `bill-ageing.integration.test.ts` proves it equals the plain query.
 */
export const apOpenBalances = pgTable(
  'ap_open_balances',
  {
    shipId: uuid('ship_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    openBase: numeric('open_base', { precision: 20, scale: 4 }).notNull().default('0'),
    bills: integer('bills').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shipId, t.vendorId, t.dueDate, t.currency] })],
);
