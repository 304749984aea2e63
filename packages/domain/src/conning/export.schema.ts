import { z } from 'zod';
import { envelope, listQuerySchema, pagedEnvelope, uuidSchema } from '../common/page.schema';
import { isValidPath } from './paths';

/**
 * Export frequencies of spec §3 (DAILY and HOURLY are the spec's names; the two finer ones are
 * named the same way): one row per noon, hour, minute or ten seconds.
 */
export const EXPORT_FREQUENCIES = ['DAILY', 'HOURLY', 'MINUTES', 'TEN_SECONDS'] as const;
/** An export frequency. */
export type ExportFrequency = (typeof EXPORT_FREQUENCIES)[number];
/** The spec's labels of the export frequencies. */
export const EXPORT_FREQUENCY_LABELS: Record<ExportFrequency, string> = {
  DAILY: 'Day (Noon)',
  HOURLY: 'Hour',
  MINUTES: 'Minutes',
  TEN_SECONDS: 'Every Ten Seconds',
};
/** Row spacing of each frequency in milliseconds. */
export const EXPORT_STEP_MS: Record<ExportFrequency, number> = {
  DAILY: 86_400_000,
  HOURLY: 3_600_000,
  MINUTES: 60_000,
  TEN_SECONDS: 10_000,
};
/** The history resolution each frequency reads (a noon row is the minute bucket at 12:00 UTC). */
export const EXPORT_RESOLUTION: Record<ExportFrequency, '1m' | '1h' | '10s'> = {
  DAILY: '1m',
  HOURLY: '1h',
  MINUTES: '1m',
  TEN_SECONDS: '10s',
};
/** Longest period of an export: 366 days at noon or hourly, 31 days at minutes or ten seconds. */
export const EXPORT_MAX_DAYS: Record<ExportFrequency, number> = {
  DAILY: 366,
  HOURLY: 366,
  MINUTES: 31,
  TEN_SECONDS: 31,
};

/** File formats of an export: Excel (spec §3) and CSV. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
/** An export format. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Job states of spec §3 — PENDING (warning colour), WORKING (info), DONE (success) — and Keel's own:
 * FAILED for a job that could not be written after its attempts, EXPIRED for a DONE job whose file was
 * deleted after the export retention (`KEEL_CONNING_EXPORT_RETENTION_DAYS`, default 7 days).
 */
export const EXPORT_JOB_STATES = ['PENDING', 'WORKING', 'DONE', 'FAILED', 'EXPIRED'] as const;
/** An export job's state. */
export type ExportJobState = (typeof EXPORT_JOB_STATES)[number];
/** Colour of each job state (spec §3). */
export const EXPORT_STATE_COLOURS: Record<
  ExportJobState,
  'warning' | 'info' | 'success' | 'error' | 'default'
> = {
  PENDING: 'warning',
  WORKING: 'info',
  DONE: 'success',
  FAILED: 'error',
  EXPIRED: 'default',
};
/** Default days a DONE export's file is kept (the server's `KEEL_CONNING_EXPORT_RETENTION_DAYS`). */
export const EXPORT_RETENTION_DAYS_DEFAULT = 7;

/**
 * When a job's file expires: `finishedAt` + the retention, for a DONE job; null otherwise.
 * A job past it is shown EXPIRED even before the server's sweep has deleted its file.
 */
export function exportExpiresAt(
  job: { state: string; finishedAt: Date | null },
  retentionDays: number,
): Date | null {
  if (job.state !== 'DONE' || !job.finishedAt) return null;
  return new Date(job.finishedAt.getTime() + retentionDays * 86_400_000);
}

const isoDateTime = (field: string) =>
  z.iso.datetime({ offset: true, message: `${field} must be an ISO 8601 date-time` });

/** `POST /conning/exports`: a ship, its paths (1–60), a period, a frequency and a format. */
export const createExportJobSchema = z
  .object({
    shipId: uuidSchema,
    paths: z
      .array(z.string().refine(isValidPath, 'must be a Signal K path'))
      .min(1, 'paths needs at least one path')
      .max(60, 'paths takes at most 60 paths')
      .refine((paths) => new Set(paths).size === paths.length, 'paths must not repeat a path'),
    from: isoDateTime('from'),
    to: isoDateTime('to'),
    frequency: z.enum(EXPORT_FREQUENCIES, {
      message: `frequency must be one of ${EXPORT_FREQUENCIES.join(', ')}`,
    }),
    format: z.enum(EXPORT_FORMATS, { message: 'format must be xlsx or csv' }).default('xlsx'),
  })
  .superRefine((job, ctx) => {
    const from = Date.parse(job.from);
    const to = Date.parse(job.to);
    if (!(from < to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
      return;
    }
    const days = EXPORT_MAX_DAYS[job.frequency];
    if (to - from > days * 86_400_000)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `an export at ${EXPORT_FREQUENCY_LABELS[job.frequency]} covers at most ${days} days`,
      });
  });
/** A new export job. */
export type CreateExportJob = z.infer<typeof createExportJobSchema>;

/** An export job as the API answers it. */
export const exportJobSchema = z.object({
  id: uuidSchema,
  shipId: uuidSchema,
  shipName: z.string(),
  paths: z.array(z.string()),
  from: z.string(),
  to: z.string(),
  frequency: z.enum(EXPORT_FREQUENCIES),
  format: z.enum(EXPORT_FORMATS),
  state: z.enum(EXPORT_JOB_STATES),
  /** 0–1 while WORKING, 1 when DONE. */
  progress: z.number(),
  rows: z.number().int(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When a DONE job's file is deleted (the job then turns EXPIRED); null in other states. */
  expiresAt: z.string().nullable(),
});
/** An export job. */
export type ExportJob = z.infer<typeof exportJobSchema>;
/** One job. */
export const exportJobResponseSchema = envelope(exportJobSchema);
/** A page of jobs. */
export const exportJobListResponseSchema = pagedEnvelope(exportJobSchema);
/** `GET /conning/exports`: paging, newest first by default; a ship and a state filter. */
export const exportJobListQuerySchema = listQuerySchema.extend({
  shipId: uuidSchema.optional(),
  state: z.enum(EXPORT_JOB_STATES).optional(),
});
/** A parsed job list query. */
export type ExportJobListQuery = z.infer<typeof exportJobListQuerySchema>;

/** `GET /conning/ships/:shipId/statistics`: min / mean / max of paths over a period. */
export const statisticsQuerySchema = z
  .object({
    paths: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().refine(isValidPath, 'must be a Signal K path'))
          .min(1, 'paths needs at least one path')
          .max(40, 'paths takes at most 40 paths'),
      ),
    from: isoDateTime('from'),
    to: isoDateTime('to'),
  })
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), { path: ['to'], message: 'to must be after from' });
/** A parsed statistics query. */
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;
/** One path's statistics (SI units); null when the period holds no sample. */
export const pathStatisticsSchema = z.object({
  path: z.string(),
  count: z.number().int(),
  min: z.number().nullable(),
  mean: z.number().nullable(),
  max: z.number().nullable(),
});
/** The statistics answer, in the order asked. */
export const statisticsResponseSchema = envelope(z.array(pathStatisticsSchema));
