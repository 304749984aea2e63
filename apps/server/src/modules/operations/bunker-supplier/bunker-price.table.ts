import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { users } from '../../users/user.table';
import { bunkerSuppliers } from './bunker-supplier.table';

/**
 * A dated price per metric tonne of one fuel grade at one port of a supplier. Prices are history:
 * never edited; the newest price valid on a day is that day's price (packages/domain
 * `currentPrices`). The port's name is kept as it was when the price was entered.
 */
export const bunkerPrices = pgTable(
  'bunker_prices',
  {
    ...recordColumns(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => bunkerSuppliers.id, { onDelete: 'cascade' }),
    portLocode: text('port_locode').notNull(),
    portName: text('port_name').notNull(),
    grade: text('grade').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    source: text('source').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
  },
  (t) => [
    index('bunker_prices_lookup_idx').on(t.supplierId, t.portLocode, t.grade, t.validFrom),
    index('bunker_prices_grade_idx').on(t.grade, t.portLocode),
    check('bunker_prices_price_check', sql`${t.price} > 0`),
    check('bunker_prices_dates_check', sql`${t.validUntil} IS NULL OR ${t.validUntil} >= ${t.validFrom}`),
  ],
);
