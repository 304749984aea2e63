import { z } from 'zod';
import { CREW_RANK, DURATION_UNITS } from '../common/enums';
import { listQuerySchema, pagedEnvelope, envelope, uuidSchema, versionSchema } from '../common/page.schema';
import { calendarDateSchema } from '../fleet/calendar-date.schema';
import { decimalAmountSchema } from '../money/money.schema';
import { JOB_DUE_STATUSES } from './due-status';
import { JOB_STATES, POSTPONEMENT_STATES } from './job-status';

/** Longest texts of a job. */
export const JOB_TEXT_MAX = { title: 200, instructions: 5000, workDone: 5000, reason: 1000 } as const;

const rankSchema = z
  .number({ error: 'responsibleRank must be a crew rank 1–10' })
  .int()
  .min(1, 'responsibleRank must be a crew rank 1–10')
  .max(10, 'responsibleRank must be a crew rank 1–10');

/** The crew rank numbers 1–10 (spec §3), in order. */
export const CREW_RANK_NUMBERS = Object.values(CREW_RANK);

/** A spare part a job needs or used: a stock part of the ship (when linked) and a quantity. */
export const jobPartSchema = z.object({
  sparePartId: uuidSchema.nullable().optional(),
  name: z.string().trim().min(1, 'name is required').max(200),
  quantity: z
    .string({ error: 'quantity is required' })
    .pipe(decimalAmountSchema('quantity', { sign: 'positive', maxIntegerDigits: 10, maxScale: 4 })),
});
/** A required or used part. */
export type JobPart = z.infer<typeof jobPartSchema>;

const jobFields = z.object({
  title: z.string().trim().min(1, 'title is required').max(JOB_TEXT_MAX.title),
  instructions: z.string().max(JOB_TEXT_MAX.instructions).default(''),
  intervalValue: z
    .number()
    .int()
    .min(1, 'intervalValue must be 1 or more')
    .max(1200)
    .nullable()
    .default(null),
  intervalUnit: z
    .enum(DURATION_UNITS, { error: 'intervalUnit must be days, weeks or months' })
    .nullable()
    .default(null),
  intervalHours: z
    .number()
    .int()
    .min(1, 'intervalHours must be 1 or more')
    .max(1_000_000)
    .nullable()
    .default(null),
  toleranceDays: z.number().int().min(0, 'toleranceDays must be 0 or more').max(365).default(0),
  toleranceHours: z.number().int().min(0, 'toleranceHours must be 0 or more').max(100_000).default(0),
  responsibleRank: rankSchema,
  critical: z.boolean().default(false),
  requiredParts: z.array(jobPartSchema).max(50).default([]),
  /** First due date (calendar); defaults to today + interval. */
  nextDueOn: calendarDateSchema('nextDueOn').nullable().optional(),
  /** First due counter reading; defaults to the component's hours + interval. */
  nextDueHours: z.number().int().min(0).nullable().optional(),
});

/** Checks the interval: a value with its unit, and at least a calendar or an hours interval. */
function checkInterval(
  v: { intervalValue: number | null; intervalUnit: string | null; intervalHours: number | null },
  ctx: z.RefinementCtx,
) {
  if ((v.intervalValue === null) !== (v.intervalUnit === null))
    ctx.addIssue({
      code: 'custom',
      path: [v.intervalValue === null ? 'intervalValue' : 'intervalUnit'],
      message: 'intervalValue and intervalUnit go together',
    });
  if (v.intervalValue === null && v.intervalHours === null)
    ctx.addIssue({
      code: 'custom',
      path: ['intervalValue'],
      message: 'give a calendar interval, a running-hours interval or both',
    });
}

/** `POST /pms/jobs`: a job on a component (of a ship or of a catalogue). */
export const createJobSchema = jobFields.extend({ componentId: uuidSchema }).superRefine(checkInterval);
/** A new job. */
export type CreateJob = z.infer<typeof createJobSchema>;

/** `PATCH /pms/jobs/:id`: the job's fields with the version read. */
export const updateJobSchema = jobFields.extend({ version: versionSchema }).superRefine(checkInterval);
/** A job edit. */
export type UpdateJob = z.infer<typeof updateJobSchema>;

/** `POST /pms/jobs/:id/start`. */
export const startJobSchema = z.object({ version: versionSchema });

/** `POST /pms/jobs/:id/complete`: what was done, when, at which counter reading, with which parts. */
export const completeJobSchema = z.object({
  version: versionSchema,
  doneOn: calendarDateSchema('doneOn'),
  hoursAtCompletion: z.number().int().min(0, 'hoursAtCompletion must be 0 or more').nullable().default(null),
  workDone: z.string().trim().min(1, 'workDone is required').max(JOB_TEXT_MAX.workDone),
  /** Who did it, when not the signed-in user (a crew member's name). */
  doneByName: z.string().trim().max(200).optional(),
  partsUsed: z.array(jobPartSchema).max(50).default([]),
});
/** A completion. */
export type CompleteJob = z.infer<typeof completeJobSchema>;

/** `POST /pms/jobs/:id/postponements`: a request to move the calendar due date. */
export const requestPostponementSchema = z.object({
  version: versionSchema,
  newDueOn: calendarDateSchema('newDueOn'),
  reason: z.string().trim().min(1, 'reason is required').max(JOB_TEXT_MAX.reason),
});
/** A postponement request. */
export type RequestPostponement = z.infer<typeof requestPostponementSchema>;

/** `POST /pms/jobs/:id/postponements/:postponementId/approve|reject`. */
export const decidePostponementSchema = z.object({
  version: versionSchema,
  note: z.string().trim().max(JOB_TEXT_MAX.reason).optional(),
});
/** A decision on a postponement. */
export type DecidePostponement = z.infer<typeof decidePostponementSchema>;

/** A job as the API returns it, with its derived due state. */
export const jobSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  componentId: z.uuid(),
  componentName: z.string(),
  componentCode: z.string().nullable(),
  shipId: z.uuid().nullable(),
  shipName: z.string().nullable(),
  title: z.string(),
  instructions: z.string(),
  intervalValue: z.number().int().nullable(),
  intervalUnit: z.enum(DURATION_UNITS).nullable(),
  intervalHours: z.number().int().nullable(),
  toleranceDays: z.number().int(),
  toleranceHours: z.number().int(),
  responsibleRank: z.number().int(),
  critical: z.boolean(),
  requiredParts: z.array(jobPartSchema),
  storedState: z.enum(JOB_STATES),
  state: z.enum(JOB_STATES),
  lastDoneOn: z.string().nullable(),
  lastDoneHours: z.number().int().nullable(),
  nextDueOn: z.string().nullable(),
  nextDueHours: z.number().int().nullable(),
  dueOn: z.string().nullable(),
  dueStatus: z.enum(JOB_DUE_STATUSES),
  daysLeft: z.number().int().nullable(),
  hoursLeft: z.number().nullable(),
  currentHours: z.number().nullable(),
  pendingPostponementId: z.uuid().nullable(),
  updatedAt: z.string(),
});
/** A job. */
export type Job = z.infer<typeof jobSchema>;

/** One completion in the job's history. */
export const jobCompletionSchema = z.object({
  id: z.uuid(),
  doneOn: z.string(),
  hoursAtCompletion: z.number().int().nullable(),
  workDone: z.string(),
  doneByName: z.string(),
  recordedByName: z.string(),
  partsUsed: z.array(jobPartSchema),
  early: z.boolean(),
  late: z.boolean(),
  dueOnBefore: z.string().nullable(),
  nextDueOn: z.string().nullable(),
  nextDueHours: z.number().int().nullable(),
  createdAt: z.string(),
});
/** A completion. */
export type JobCompletion = z.infer<typeof jobCompletionSchema>;

/** One postponement in the job's history. */
export const jobPostponementSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  state: z.enum(POSTPONEMENT_STATES),
  fromDueOn: z.string(),
  newDueOn: z.string(),
  reason: z.string(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
/** A postponement. */
export type JobPostponement = z.infer<typeof jobPostponementSchema>;

/** A job with its history (newest first). */
export const jobDetailSchema = jobSchema.extend({
  /**
   * A ship job copied from a catalogue's job template that was deleted since: it no longer follows the
   * catalogue (pushes leave it alone) and, once completed, it is kept with its history, so the page says so.
   */
  templateDeleted: z.boolean(),
  completions: z.array(jobCompletionSchema),
  postponements: z.array(jobPostponementSchema),
});
/** A job with its history. */
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** Sortable fields of the due list. */
export const JOB_SORT_FIELDS = [
  'dueOn',
  'title',
  'shipName',
  'responsibleRank',
  'componentCode',
  'lastDoneOn',
] as const;

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `GET /pms/jobs` (the fleet due list and a ship's jobs). */
export const jobListQuerySchema = listQuerySchema.extend({
  shipId: uuidSchema.optional(),
  componentId: uuidSchema.optional(),
  rank: z.coerce.number().int().min(1, 'rank must be 1–10').max(10, 'rank must be 1–10').optional(),
  critical: booleanQuery.optional(),
  /** Only jobs due (effective due date) within this many days from today; overdue ones included. */
  dueWithinDays: z.coerce.number().int().min(0, 'dueWithinDays must be 0 or more').max(3650).optional(),
  overdue: booleanQuery.optional(),
  /**
   * `true`: only ship copies whose catalogue job template was deleted (they no longer follow the
   * catalogue; `templateDeleted` on the job page).
   */
  unlinked: booleanQuery.optional(),
});
/** A due list query. */
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** Per ship: overdue jobs, jobs due within 30 days, jobs done this month. */
export const jobFleetCountSchema = z.object({
  shipId: z.uuid(),
  shipName: z.string(),
  overdue: z.number().int(),
  dueIn30: z.number().int(),
  doneThisMonth: z.number().int(),
});
/** One ship's counts. */
export type JobFleetCount = z.infer<typeof jobFleetCountSchema>;

/** Envelopes. */
export const jobDetailResponseSchema = envelope(jobDetailSchema);
/** The paged due list. */
export const jobListResponseSchema = pagedEnvelope(jobSchema);
/** Fleet counts. */
export const jobFleetCountsResponseSchema = envelope(z.array(jobFleetCountSchema));
