import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../common/page.schema';
import { CERTIFICATE_STATES } from './certificate-state';
import { certificateStateSchema, certificateTypeCodeSchema } from './certificate.schema';
import { CERTIFICATE_DUE_HORIZONS } from './certificate-matrix';

const expiringWithinDays = z.coerce
  .number({ error: 'expiringWithinDays must be a whole number of days' })
  .int('expiringWithinDays must be a whole number of days')
  .min(0, 'expiringWithinDays must be 0 or more')
  .max(3650, 'expiringWithinDays must be at most 3650');

/** Query of the fleet certificate matrix: ships paged by name, filtered by family and expiry horizon. */
export const certificateMatrixQuerySchema = listQuerySchema.extend({
  family: z.string().trim().max(200, 'family must be at most 200 characters').optional(),
  /** One ship only (the ship page's certificate summary). */
  shipId: z.uuid('shipId must be a valid id').optional(),
  /** Only ships with a certificate in force expiring within this many days (or expired). */
  expiringWithinDays: expiringWithinDays.optional(),
});
/** Matrix query. */
export type CertificateMatrixQuery = z.infer<typeof certificateMatrixQuerySchema>;

/** Counts of a ship's certificates per derived state. */
export const certificateStateCountsSchema = z.object(
  Object.fromEntries(CERTIFICATE_STATES.map((s) => [s, z.number().int()])) as Record<
    (typeof CERTIFICATE_STATES)[number],
    z.ZodNumber
  >,
);

/**
 * One cell of the matrix: the certificate a ship holds in a column (see pickMatrixCertificate), of a
 * standard type or, in a named column, of no standard type.
 */
export const certificateMatrixCellSchema = z.object({
  /** The column: the type code, or `other:<name>` for a certificate of no standard type. */
  column: z.string(),
  typeCode: certificateTypeCodeSchema.nullable(),
  certificateId: z.uuid(),
  number: z.string(),
  state: certificateStateSchema,
  expiryDate: z.string().nullable(),
  effectiveExpiry: z.string().nullable(),
  daysToExpiry: z.number().int().nullable(),
  /** True when the cell meets the `expiringWithinDays` filter (always true without the filter). */
  matches: z.boolean(),
});
/** A matrix cell. */
export type CertificateMatrixCell = z.infer<typeof certificateMatrixCellSchema>;

/** One row of the matrix: a ship, its cells (types it holds no certificate of are absent) and counts. */
export const certificateMatrixRowSchema = z.object({
  shipId: z.uuid(),
  shipName: z.string(),
  imo: z.string(),
  family: z.string().nullable(),
  cells: z.array(certificateMatrixCellSchema),
  /** Certificates in force of no standard type (each also has a cell in its named column). */
  otherCount: z.number().int(),
  counts: certificateStateCountsSchema,
});
/** A matrix row. */
export type CertificateMatrixRow = z.infer<typeof certificateMatrixRowSchema>;

/** A column of the matrix (see certificateMatrixColumns). */
export const certificateMatrixColumnSchema = z.object({
  key: z.string(),
  typeCode: certificateTypeCodeSchema.nullable(),
  name: z.string(),
  shortName: z.string(),
});

/**
 * `GET /api/v1/certificates/matrix`: `{ data: rows, page, columns }`. The columns are the standard types
 * and the names of the certificates of no standard type held by any ship the filter matches (on every
 * page, so the columns stay put while paging).
 */
export const certificateMatrixResponseSchema = z.object({
  data: z.array(certificateMatrixRowSchema),
  page: pageSchema,
  columns: z.array(certificateMatrixColumnSchema),
});

/** Query of the "falls due" list of the dashboard: 30, 60 or 90 days. */
export const certificateDueQuerySchema = z.object({
  withinDays: z.coerce
    .number({ error: 'withinDays must be 30, 60 or 90' })
    .pipe(z.literal(CERTIFICATE_DUE_HORIZONS, { error: 'withinDays must be 30, 60 or 90' }))
    .default(30),
  shipId: z.uuid('shipId must be a valid id').optional(),
  offset: listQuerySchema.shape.offset,
  limit: listQuerySchema.shape.limit,
});
/** "Falls due" query. */
export type CertificateDueQuery = z.infer<typeof certificateDueQuerySchema>;

/** A certificate that falls due (or has expired), as the dashboard lists it. */
export const certificateDueItemSchema = z.object({
  id: z.uuid(),
  shipId: z.uuid(),
  shipName: z.string(),
  typeCode: certificateTypeCodeSchema.nullable(),
  name: z.string(),
  number: z.string(),
  issuer: z.string(),
  expiryDate: z.string().nullable(),
  effectiveExpiry: z.string().nullable(),
  daysToExpiry: z.number().int(),
  state: certificateStateSchema,
});
/** A certificate that falls due. */
export type CertificateDueItem = z.infer<typeof certificateDueItemSchema>;

/** `GET /api/v1/certificates/due`: the page, plus the counts of every horizon. */
export const certificateDueResponseSchema = z.object({
  data: z.array(certificateDueItemSchema),
  page: pageSchema,
  summary: z.object({
    expired: z.number().int(),
    within30: z.number().int(),
    within60: z.number().int(),
    within90: z.number().int(),
  }),
});
