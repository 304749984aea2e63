import { z } from 'zod';
import { calendarDateSchema } from '../fleet/calendar-date.schema';
import { envelope, pagedEnvelope, versionSchema } from '../common/page.schema';

/** Largest hour-meter value accepted (a million hours is 114 years of running). */
export const MAX_COUNTER_HOURS = 1_000_000;

const hoursSchema = z
  .number({ error: 'hours must be a whole number of hours' })
  .int('hours must be a whole number of hours')
  .min(0, 'hours must be 0 or more')
  .max(MAX_COUNTER_HOURS, `hours must be at most ${MAX_COUNTER_HOURS}`);
const counterName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(80, 'name must be at most 80 characters');

/** `POST /pms/components/:id/counters`: a running-hours counter on a component. */
export const createCounterSchema = z.object({ name: counterName.default('Running hours') });
/** `PATCH /pms/counters/:id`: rename. */
export const updateCounterSchema = z.object({ name: counterName, version: versionSchema });
/** A parsed counter update. */
export type UpdateCounter = z.infer<typeof updateCounterSchema>;

/**
 * `POST /pms/counters/:id/readings`: a reading entered by the crew with its date. `isReset` (a replaced
 * hour meter) lets the hours start again and needs `resetReason`.
 */
export const createReadingSchema = z.object({
  readingOn: calendarDateSchema('readingOn'),
  hours: hoursSchema,
  isReset: z.boolean().default(false),
  resetReason: z.string().trim().max(500, 'resetReason must be at most 500 characters').nullish(),
  /** The counter's version as read (optional: crew entries queued offline send none). */
  version: versionSchema.optional(),
});
/** A reading body. */
export type CreateReadingInput = z.input<typeof createReadingSchema>;
/** A parsed reading body. */
export type CreateReading = z.output<typeof createReadingSchema>;

/** A counter as the API shows it. */
export const counterSchema = z.object({
  id: z.string(),
  componentId: z.string(),
  name: z.string(),
  currentHours: z.number().int(),
  currentReadingOn: z.string().nullable(),
  /** Hours per day between the last two readings (null with fewer than two). */
  hoursPerDay: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A counter. */
export type Counter = z.infer<typeof counterSchema>;
/** One counter. */
export const counterResponseSchema = envelope(counterSchema);
/** A component's counters. */
export const counterListResponseSchema = envelope(z.array(counterSchema));

/** A reading as the API shows it. */
export const readingSchema = z.object({
  id: z.string(),
  counterId: z.string(),
  readingOn: z.string(),
  hours: z.number().int(),
  isReset: z.boolean(),
  resetReason: z.string().nullable(),
  implausible: z.boolean(),
  hoursPerDay: z.number().nullable(),
  enteredByName: z.string().nullable(),
  createdAt: z.string(),
});
/** A reading. */
export type Reading = z.infer<typeof readingSchema>;
/** The new reading with the counter after it. */
export const readingResponseSchema = envelope(z.object({ reading: readingSchema, counter: counterSchema }));
/** `GET /pms/counters/:id/readings`: newest first, paged. */
export const readingListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
/** The readings list. */
export const readingListResponseSchema = pagedEnvelope(readingSchema);
