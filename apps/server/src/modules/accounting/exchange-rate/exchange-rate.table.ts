import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';

/** A dated exchange rate: one unit of `from` is worth `rate` units of `to` from `date` (ExchangeRate in @keel/domain). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    ...recordColumns(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    /** daily, monthly, budget, manual (EXCHANGE_RATE_TYPES). */
    type: text('type').notNull().default('daily'),
  },
  (t) => [
    uniqueIndex('exchange_rates_pair_date_type_key').on(t.fromCurrency, t.toCurrency, t.date, t.type),
    index('exchange_rates_pair_date_idx').on(t.fromCurrency, t.toCurrency, t.date),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
  ],
);
