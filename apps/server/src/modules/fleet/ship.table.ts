import { integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';

/** A ship of the fleet (DOMAIN.md "Ship"). */
export const ships = pgTable(
  'ships',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    imo: text('imo').notNull(),
    /** Null for a ship without a ship-station MMSI (e.g. laid up with radio licence withdrawn). */
    mmsi: text('mmsi'),
    callSign: text('call_sign'),
    flag: text('flag').notNull(),
    shipType: text('ship_type').notNull(),
    family: text('family'),
    classSociety: text('class_society'),
    buildYear: integer('build_year'),
    /** Deadweight in metric tonnes (decimals allowed, e.g. 81,600.5). */
    dwt: numeric('dwt', { precision: 12, scale: 3, mode: 'number' }),
    gt: integer('gt'),
    owner: text('owner'),
    manager: text('manager'),
    status: text('status').notNull().default('active'),
  },
  (t) => [uniqueIndex('ships_imo_key').on(t.imo), uniqueIndex('ships_mmsi_key').on(t.mmsi)],
);
