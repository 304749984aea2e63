import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { users } from '../../users/user.table';

/**
 * An onboard appliance of the software register IACS UR E26 asks for (ECDIS, radar, VDR…): the
 * hardware (maker, model, serial) and the software/firmware it runs now. Every installation is kept
 * in {@link applianceInstalls}.
 */
export const appliances = pgTable(
  'appliances',
  {
    ...recordColumns(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    maker: text('maker').notNull(),
    model: text('model').notNull(),
    serialNumber: text('serial_number').notNull().default(''),
    softwareName: text('software_name').notNull(),
    softwareVersion: text('software_version').notNull(),
    installedOn: date('installed_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('in_service'),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    uniqueIndex('appliances_ship_name_key').on(t.shipId, sql`lower(${t.name})`),
    index('appliances_type_idx').on(t.type),
  ],
);

/** The version history of an appliance: who installed which software version when (never edited). */
export const applianceInstalls = pgTable(
  'appliance_installs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applianceId: uuid('appliance_id')
      .notNull()
      .references(() => appliances.id, { onDelete: 'cascade' }),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    softwareName: text('software_name').notNull(),
    softwareVersion: text('software_version').notNull(),
    previousVersion: text('previous_version'),
    installedOn: date('installed_on', { mode: 'string' }).notNull(),
    /** The engineer or company that did the installation. */
    installedBy: text('installed_by').notNull(),
    notes: text('notes').notNull().default(''),
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appliance_installs_appliance_idx').on(t.applianceId, t.installedOn)],
);
