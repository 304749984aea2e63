import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /**
     * Set when a newer rate of the same pair, date and type replaced this one. The row itself never
     * changes otherwise: documents keep the rate they converted with (docs/accounting-rates-and-banks.md).
     */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    supersededById: uuid('superseded_by_id'),
    /** The rate this one replaced, and why. */
    supersedesId: uuid('supersedes_id'),
    reason: text('reason'),
  },
  (t) => [
    // One rate in force per pair, date and type; superseded rows stay beside it.
    uniqueIndex('exchange_rates_pair_date_type_key')
      .on(t.fromCurrency, t.toCurrency, t.date, t.type)
      .where(sql`${t.supersededAt} IS NULL`),
    index('exchange_rates_pair_date_idx').on(t.fromCurrency, t.toCurrency, t.date),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
  ],
);
