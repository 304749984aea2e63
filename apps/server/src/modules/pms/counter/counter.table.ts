import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { pmsComponents } from '../component/component.table';

/**
 * A running-hours counter of a component (DOMAIN "Planned maintenance"). `current_hours` and
 * `current_reading_on` repeat the last reading so trees and due lists need no join on the readings.
 */
export const pmsCounters = pgTable(
  'pms_counters',
  {
    ...recordColumns(),
    componentId: uuid('component_id')
      .notNull()
      .references(() => pmsComponents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currentHours: integer('current_hours').notNull().default(0),
    currentReadingOn: date('current_reading_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('pms_counters_component_name_key').on(t.componentId, t.name),
    check('pms_counters_hours_check', sql`${t.currentHours} >= 0`),
  ],
);

/** A reading of a counter entered by the crew; readings never go down except at an explicit reset. */
export const pmsCounterReadings = pgTable(
  'pms_counter_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counterId: uuid('counter_id')
      .notNull()
      .references(() => pmsCounters.id, { onDelete: 'cascade' }),
    readingOn: date('reading_on', { mode: 'string' }).notNull(),
    hours: integer('hours').notNull(),
    isReset: boolean('is_reset').notNull().default(false),
    resetReason: text('reset_reason'),
    /** More hours than days elapsed × 24 since the previous reading (kept, shown as a flag). */
    implausible: boolean('implausible').notNull().default(false),
    enteredById: uuid('entered_by_id'),
    enteredByName: text('entered_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pms_counter_readings_counter_idx').on(t.counterId, t.readingOn, t.createdAt),
    check('pms_counter_readings_hours_check', sql`${t.hours} >= 0`),
    check('pms_counter_readings_reset_check', sql`NOT ${t.isReset} OR ${t.resetReason} IS NOT NULL`),
  ],
);
