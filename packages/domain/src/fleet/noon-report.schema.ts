import { z } from 'zod';
import { listQuerySchema, pagedEnvelope, uuidSchema, versionSchema } from '../common/page.schema';
import { utcTimeSchema } from './calendar-date.schema';
import { fuelTypeSchema } from './emissions';

/**
 * Noon report contracts (DOMAIN.md "Fleet and operations"): the daily position, distance, engine and
 * fuel report of a ship. Times are ISO 8601 UTC; the ship's local offset travels beside it.
 */

/** The message of a number field: "`field` is required" when it is missing, `message` otherwise. */
const numberError = (field: string, message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${field} is required` : message;

/** A number field within [min, max], with a message naming the field ("… is required" when missing). */
function bounded(field: string, min: number, max: number, options: { int?: boolean } = {}) {
  const message = options.int
    ? `${field} must be a whole number from ${min} to ${max}`
    : `${field} must be a number from ${min} to ${max}`;
  const base = z.number({ error: numberError(field, message) });
  return (options.int ? base.int(message) : base).min(min, message).max(max, message);
}

/** A non-negative finite number field ("… is required" when missing). */
function nonNegative(field: string) {
  const message = `${field} must be a number of 0 or more`;
  return z.number({ error: numberError(field, message) }).min(0, message);
}

/** Tonnes per fuel type; fuel types not reported are left out. */
function fuelRecord(field: string) {
  return z.partialRecord(fuelTypeSchema, nonNegative(`${field} amounts`), {
    error: `${field} must map fuel types to tonnes`,
  });
}

/** Wind and sea as observed at the report. */
export const noonReportWeatherSchema = z.object({
  windBeaufort: bounded('weather.windBeaufort', 0, 12, { int: true }),
  /** Direction the wind blows from, degrees true; null when calm or variable. */
  windDirectionDeg: bounded('weather.windDirectionDeg', 0, 360).nullable().default(null),
  /** Douglas sea scale. */
  seaState: bounded('weather.seaState', 0, 9, { int: true }),
});
/** Weather of a noon report. */
export type NoonReportWeather = z.infer<typeof noonReportWeatherSchema>;

const noonReportFields = {
  reportTime: utcTimeSchema('reportTime'),
  /** Ship's clock offset from UTC in minutes (−12:00 … +14:00). */
  utcOffsetMinutes: bounded('utcOffsetMinutes', -720, 840, { int: true }),
  voyage: z.string().trim().max(40, 'voyage must be at most 40 characters').nullable(),
  lat: bounded('lat', -90, 90),
  lon: bounded('lon', -180, 180),
  /** Distance over ground since the previous report. */
  distanceNm: nonNegative('distanceNm'),
  hoursSteaming: bounded('hoursSteaming', 0, 48),
  avgSpeedKn: bounded('avgSpeedKn', 0, 40),
  meRpm: nonNegative('meRpm').nullable(),
  mePowerKw: nonNegative('mePowerKw').nullable(),
  /** Fuel burnt since the previous report, tonnes per type. */
  fuelConsumed: fuelRecord('fuelConsumed'),
  /** Remaining on board at the report, tonnes per type. */
  rob: fuelRecord('rob'),
  weather: noonReportWeatherSchema,
  remarks: z.string().trim().max(2000, 'remarks must be at most 2000 characters').nullable(),
};

/** A noon report as the API returns it, with its CO₂ and its duplicate/gap flags. */
export const noonReportSchema = z.object({
  id: z.uuid(),
  shipId: z.uuid(),
  ...noonReportFields,
  co2Tonnes: z.number(),
  flags: z.object({ duplicate: z.boolean(), gap: z.boolean(), hoursSincePrevious: z.number().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A noon report. */
export type NoonReport = z.infer<typeof noonReportSchema>;

/** `{ data: reports, page }`: answer of the noon report list. */
export const noonReportListResponseSchema = pagedEnvelope(noonReportSchema);

/**
 * Body of `POST /api/v1/noon-reports/`. A report at the same report time as one the ship has is refused
 * (409 naming that report's time and voyage) unless `correction` is true: the new report then replaces
 * the existing one (same id, version + 1, audited as a correction).
 */
export const createNoonReportSchema = z.object({
  shipId: z.uuid({
    error: (issue) => (issue.input === undefined ? 'shipId is required' : 'shipId must be a valid id'),
  }),
  /** True: replace the ship's report of the same time instead of being refused. */
  correction: z.boolean({ error: 'correction must be true or false' }).default(false),
  ...noonReportFields,
  voyage: noonReportFields.voyage.default(null),
  meRpm: noonReportFields.meRpm.default(null),
  mePowerKw: noonReportFields.mePowerKw.default(null),
  fuelConsumed: noonReportFields.fuelConsumed.default({}),
  rob: noonReportFields.rob.default({}),
  remarks: noonReportFields.remarks.default(null),
});
/** New noon report. */
export type CreateNoonReport = z.infer<typeof createNoonReportSchema>;

/** Body of `PATCH /api/v1/noon-reports/:id`: changed fields plus the version read. */
export const updateNoonReportSchema = z
  .object({ version: versionSchema, ...noonReportFields })
  .partial()
  .required({ version: true });
/** Noon report changes. */
export type UpdateNoonReport = z.infer<typeof updateNoonReportSchema>;

/** Fields the noon report list sorts by (`field` or `-field`; newest first by default). */
export const NOON_REPORT_SORT_FIELDS = ['reportTime', 'distanceNm', 'avgSpeedKn', 'createdAt'] as const;

/** Query of the noon report list: a ship, a time range (from ≤ reportTime < to), a sort. */
export const noonReportListQuerySchema = listQuerySchema
  .extend({
    shipId: uuidSchema.optional(),
    from: utcTimeSchema('from').optional(),
    to: utcTimeSchema('to').optional(),
    sort: z
      .enum([...NOON_REPORT_SORT_FIELDS, ...NOON_REPORT_SORT_FIELDS.map((f) => `-${f}` as const)], {
        error: `sort must be one of ${NOON_REPORT_SORT_FIELDS.join(', ')}, optionally prefixed with -`,
      })
      .default('-reportTime'),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && Date.parse(value.from) > Date.parse(value.to))
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  });
/** Noon report list query. */
export type NoonReportListQuery = z.infer<typeof noonReportListQuerySchema>;
