import { date, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * AR roll-up (migration `accounting_ar_open_balances`): the open invoices (ISSUED, PARTIALLY_PAID) per ship,
 * customer, state, due date, invoice currency and base currency — their open amount in the invoice
 * currency (`total − paid`), their total in the base currency (`total_base`, null counted as 0) and their
 * number — kept by a trigger on `invoices` in the writing transaction. The AR ageing and the base-currency
 * totals of a filter that only keeps open invoices (the overdue filter, an open state) read these rows
 * instead of every open invoice (invoice-ageing.repo.ts); `invoice-ageing.integration.test.ts` proves both
 * answers equal the plain queries. Notes: docs/accounting-invoices.md "AR roll-up".
 */
export const arOpenBalances = pgTable(
  'ar_open_balances',
  {
    shipId: uuid('ship_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    state: text('state').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    baseCurrency: text('base_currency').notNull(),
    openAmount: numeric('open_amount', { precision: 20, scale: 4 }).notNull().default('0'),
    totalBase: numeric('total_base', { precision: 20, scale: 4 }).notNull().default('0'),
    invoices: integer('invoices').notNull().default(0),
  },
  (t) => [
    primaryKey({
      columns: [t.shipId, t.customerId, t.state, t.dueDate, t.currency, t.baseCurrency],
    }),
  ],
);
