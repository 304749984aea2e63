import { z } from 'zod';
import { calendarDaysBetween, isCalendarDate } from './calendar-date';
import { calendarDateSchema } from './calendar-date.schema';
import { CII_RATINGS } from './cii';
import { fuelTypeSchema } from './emissions';
import { SHIP_TYPES } from './cii-parameters';

/**
 * Contracts of the fleet overview (`/overview`, `/overview/:shipID`): distance, speed, fuel, CO₂ and
 * the attained CII per ship and for the fleet over a period, from the noon reports.
 */

/** Longest period the overview sums over, in days. */
export const OVERVIEW_MAX_DAYS = 3 * 366;

/** Query of `GET /api/v1/overview/`: a period of calendar days (both included), a ship, a CII year. */
export const fleetOverviewQuerySchema = z
  .object({
    from: calendarDateSchema('from'),
    to: calendarDateSchema('to'),
    shipId: z.uuid('shipId must be a valid id').optional(),
    /** Calendar year of the CII; the year of `to` when left out. */
    year: z.coerce
      .number({ error: 'year must be a year from 2019 to 2099' })
      .int('year must be a year from 2019 to 2099')
      .min(2019, 'year must be a year from 2019 to 2099')
      .max(2099, 'year must be a year from 2019 to 2099')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
    const days = calendarDaysBetween(value.from, value.to) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (days > OVERVIEW_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `the period must be at most ${OVERVIEW_MAX_DAYS} days`,
      });
  });
/** Overview query. */
export type FleetOverviewQuery = z.infer<typeof fleetOverviewQuerySchema>;

const tonnesByFuel = z.partialRecord(fuelTypeSchema, z.number());

/** What the noon reports of a period add up to, for a ship or for the fleet. */
export const voyageTotalsSchema = z.object({
  reports: z.number().int(),
  distanceNm: z.number(),
  hoursSteaming: z.number(),
  /** Distance over hours steaming; null without steaming. */
  avgSpeedKn: z.number().nullable(),
  /** Days the reports cover (time since each one's previous report). */
  days: z.number(),
  fuelByType: tonnesByFuel,
  fuelTonnes: z.number(),
  /** Fuel per day covered (for the fleet: per ship-day); null when no day is covered. */
  fuelPerDayTonnes: z.number().nullable(),
  co2ByFuel: tonnesByFuel,
  co2Tonnes: z.number(),
});
/** Totals of a period. */
export type VoyageTotals = z.infer<typeof voyageTotalsSchema>;

/** The attained CII of a ship for a year and its rating; or why there is none. */
export const shipCiiSchema = z.object({
  year: z.number().int(),
  /** True when the year is not over: the figures are year-to-date. */
  yearToDate: z.boolean(),
  distanceNm: z.number(),
  co2Tonnes: z.number(),
  capacity: z.number().nullable(),
  basis: z.enum(['DWT', 'GT']).nullable(),
  attained: z.number().nullable(),
  required: z.number().nullable(),
  ratio: z.number().nullable(),
  rating: z.enum(CII_RATINGS).nullable(),
  boundaries: z
    .object({ superior: z.number(), lower: z.number(), upper: z.number(), inferior: z.number() })
    .nullable(),
  /** Why no rating could be computed (no distance, unknown ship type, no tonnage, no factor for the year). */
  note: z.string().nullable(),
});
/** CII of a ship for a year. */
export type ShipCii = z.infer<typeof shipCiiSchema>;

/** One ship in the overview. */
export const shipOverviewSchema = z.object({
  shipId: z.uuid(),
  shipName: z.string(),
  shipType: z.string(),
  knownShipType: z.enum(SHIP_TYPES).nullable(),
  dwt: z.number().nullable(),
  gt: z.number().nullable(),
  totals: voyageTotalsSchema,
  cii: shipCiiSchema,
});
/** A ship of the overview. */
export type ShipOverview = z.infer<typeof shipOverviewSchema>;

/** Width of the chart buckets. */
export const OVERVIEW_BUCKETS = ['day', 'week', 'month'] as const;
/** A chart bucket width. */
export type OverviewBucket = (typeof OVERVIEW_BUCKETS)[number];

/** One chart point: what the ships in view did in a bucket starting on `start` (UTC date). */
export const overviewPointSchema = z.object({
  start: z.string(),
  distanceNm: z.number(),
  fuelTonnes: z.number(),
  co2Tonnes: z.number(),
});
/** A chart point. */
export type OverviewPoint = z.infer<typeof overviewPointSchema>;

/** Answer of `GET /api/v1/overview/`. */
export const fleetOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  year: z.number().int(),
  bucket: z.enum(OVERVIEW_BUCKETS),
  fleet: voyageTotalsSchema.extend({
    ships: z.number().int(),
    /** Ships per CII rating (ships without a rating are left out). */
    ratings: z.partialRecord(z.enum(CII_RATINGS), z.number().int()),
  }),
  ships: z.array(shipOverviewSchema),
  series: z.array(overviewPointSchema),
});
/** The overview. */
export type FleetOverview = z.infer<typeof fleetOverviewSchema>;

/** `{ data: overview }`. */
export const fleetOverviewResponseSchema = z.object({ data: fleetOverviewSchema });
