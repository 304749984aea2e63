import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FuelByType } from '@keel/domain';
import { recordColumns } from '../../../db/columns';
import { ships } from '../ship.table';

/**
 * Noon reports (DOMAIN.md "Noon report"). Physical quantities (nautical miles, hours, knots, tonnes) are
 * `double precision`: they are measurements, not money, and the domain rounds CO₂ to kilograms itself.
 *
 * Fuel is stored as two jsonb maps, `{ "HFO": 28.4, "MDO_MGO": 1.2 }`, rather than a child table with
 * one row per fuel type:
 * - the list reads 25–200 reports with their fuel: with jsonb that is one index range scan and one heap
 *   fetch per report; a child table needs a second index lookup per report plus an aggregate (or a
 *   join that multiplies rows), roughly doubling the work of the page that must stay fast at 500,000 rows;
 * - the map is exactly the domain's `FuelByType` (a report holds 1–3 of 8 fuel types), so the API reads
 *   and writes it without reshaping, and a report is written and versioned as one row;
 * - the overview sums fuel per type over a period with `jsonb_each` on the rows the (ship, time) index
 *   selects — a few thousand rows at most — which costs no more than grouping a child table would.
 * A check constraint keeps both columns JSON objects.
 */
export const noonReports = pgTable(
  'noon_reports',
  {
    ...recordColumns(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    reportTime: timestamp('report_time', { withTimezone: true }).notNull(),
    utcOffsetMinutes: smallint('utc_offset_minutes').notNull(),
    voyage: text('voyage'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    distanceNm: doublePrecision('distance_nm').notNull(),
    hoursSteaming: doublePrecision('hours_steaming').notNull(),
    avgSpeedKn: doublePrecision('avg_speed_kn').notNull(),
    meRpm: doublePrecision('me_rpm'),
    mePowerKw: doublePrecision('me_power_kw'),
    fuelConsumed: jsonb('fuel_consumed').$type<FuelByType>().notNull().default({}),
    rob: jsonb('rob').$type<FuelByType>().notNull().default({}),
    windBeaufort: smallint('wind_beaufort').notNull(),
    windDirectionDeg: doublePrecision('wind_direction_deg'),
    seaState: smallint('sea_state').notNull(),
    remarks: text('remarks'),
    /**
     * The report time of the ship's report just before and just after this one in (report time, id)
     * order, or null at either end of its history. Kept by statement-level triggers (migration
     * `noon_report_neighbours`) so the table's duplicate and gap flags need no neighbour lookups.
     */
    prevReportTime: timestamp('prev_report_time', { withTimezone: true }),
    nextReportTime: timestamp('next_report_time', { withTimezone: true }),
    /**
     * The report's CO₂ (domain `noonReportCo2` of `fuel_consumed`), written with the fuel by every writer:
     * the table's page reads it instead of computing it for each listed report on every request. The
     * column is nullable in the database only for the rows written before migration 0018, which the
     * start-up backfill fills (`fillMissingNoonReportCo2`); a NOT VALID check refuses new rows without it.
     */
    co2Tonnes: doublePrecision('co2_tonnes').notNull(),
    co2ByFuel: jsonb('co2_by_fuel').$type<FuelByType>().notNull(),
    /**
     * The report as the API writes it (`NoonReportRow` without the flags), kept by the row trigger of
     * migration 0018 on every insert and on every update of a field it shows, so a page of the table is
     * one text column per report. Null only on a row whose CO₂ the backfill has not written yet.
     */
    apiJson: text('api_json'),
  },
  (t) => [
    // Every list order is (sort column, id) so a keyset cursor is a strict position; each sort has a
    // fleet-wide index and a per-ship one (the master and the ship filter always name a ship).
    index('noon_reports_ship_time_idx').on(t.shipId, t.reportTime, t.id),
    index('noon_reports_time_idx').on(t.reportTime, t.id),
    index('noon_reports_ship_distance_idx').on(t.shipId, t.distanceNm, t.id),
    index('noon_reports_distance_idx').on(t.distanceNm, t.id),
    index('noon_reports_ship_speed_idx').on(t.shipId, t.avgSpeedKn, t.id),
    index('noon_reports_speed_idx').on(t.avgSpeedKn, t.id),
    index('noon_reports_ship_created_idx').on(t.shipId, t.createdAt, t.id),
    index('noon_reports_created_idx').on(t.createdAt, t.id),
    // A voyage belongs to one ship and holds a few dozen reports: filter first, sort what is left.
    index('noon_reports_voyage_idx').on(t.voyage, t.reportTime, t.id),
    // The reports the start-up backfill still has to give their CO₂ (rows from before migration 0018):
    // empty once it has run, so looking for them at every start costs nothing.
    index('noon_reports_co2_missing_idx')
      .on(t.id)
      .where(sql`${t.co2Tonnes} IS NULL`),
  ],
);

/**
 * Reports per ship and calendar month (UTC), kept exact by statement-level triggers on `noon_reports`
 * (migration `noon_report_month_counts`), so the list's total never counts 500,000 rows: the total of
 * a filter is the sum of the whole months inside its range plus an indexed count of the two partial
 * months at its edges (see `countNoonReports`).
 */
export const noonReportMonthCounts = pgTable(
  'noon_report_month_counts',
  {
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipId, t.month] }),
    // A fleet-wide date range sums months of every ship: without this index that is a scan of the whole
    // table (50 ships × 27 years of months took 1.4 ms a request).
    index('noon_report_month_counts_month_idx').on(t.month, t.shipId),
  ],
);

/**
 * Reports per ship, kept by the same triggers: the total of a list without a date range is a sum over
 * one row per ship, however long the ships' histories are.
 */
export const noonReportShipCounts = pgTable('noon_report_ship_counts', {
  shipId: uuid('ship_id')
    .primaryKey()
    .references(() => ships.id, { onDelete: 'cascade' }),
  n: integer('n').notNull(),
});

/** Columns written on insert, for typing the repository. */
export type NoonReportInsert = typeof noonReports.$inferInsert;
/** A stored noon report row. */
export type NoonReportRow = typeof noonReports.$inferSelect;
