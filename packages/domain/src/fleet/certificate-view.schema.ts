import { z } from 'zod';
import { envelope, pagedEnvelope, versionSchema } from '../common/page.schema';
import { calendarDateSchema } from './calendar-date.schema';
import { certificateListQuerySchema, certificateSchema } from './certificate.schema';

/** Largest scanned certificate accepted: 20 MiB. */
export const CERTIFICATE_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** Content types a scanned certificate may have, recognised from the file's bytes (not its name). */
export const CERTIFICATE_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/tiff',
] as const;

/** What the file picker of the web app offers (the server still checks the content). */
export const CERTIFICATE_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.tif,.tiff,application/pdf,image/*';

/** Message of a file larger than {@link CERTIFICATE_FILE_MAX_BYTES}. */
export const CERTIFICATE_FILE_TOO_LARGE = 'file must be at most 20 MiB';

/** A stored scan of a certificate: the facts kept with it (the storage key never leaves the server). */
export const certificateFileSchema = z.object({
  id: z.uuid(),
  shipId: z.uuid(),
  /** The client's file name, cleaned; used in the download's Content-Disposition. */
  name: z.string(),
  /** Type sniffed from the content. */
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
/** A stored certificate scan. */
export type CertificateFile = z.infer<typeof certificateFileSchema>;

/** A certificate with its ship's name and its attached scan, as the certificate screens show it. */
export const certificateViewSchema = certificateSchema.extend({
  shipName: z.string(),
  file: certificateFileSchema.nullable(),
});
/** A certificate as the certificate screens show it. */
export type CertificateView = z.infer<typeof certificateViewSchema>;

/**
 * Query of the certificate list: the filters of `certificateListQuerySchema` plus `inForce=true` (only
 * certificates not SUPERSEDED) or `inForce=false` (only superseded ones). Sort fields: see
 * {@link CERTIFICATE_SORT_FIELDS}.
 */
export const certificateViewListQuerySchema = certificateListQuerySchema.extend({
  inForce: z.enum(['true', 'false'], { error: 'inForce must be true or false' }).optional(),
});
/** Certificate list query. */
export type CertificateViewListQuery = z.infer<typeof certificateViewListQuerySchema>;

/** Fields the certificate list sorts by (`-field` for descending). */
export const CERTIFICATE_SORT_FIELDS = [
  'name',
  'number',
  'issuer',
  'typeCode',
  'issueDate',
  'expiryDate',
  'shipName',
  'updatedAt',
  'state',
  'daysToExpiry',
] as const;
/** A sort field of the certificate list. */
export type CertificateSortField = (typeof CERTIFICATE_SORT_FIELDS)[number];

/** `{ data: certificate }`. */
export const certificateViewResponseSchema = envelope(certificateViewSchema);
/** `{ data: certificates, page }`. */
export const certificateViewListResponseSchema = pagedEnvelope(certificateViewSchema);

/**
 * Body of `POST /api/v1/certificates/:id/supersede`: marks a certificate replaced without recording a
 * renewal (e.g. a new certificate was entered separately, or the certificate no longer applies).
 * `supersededById`, when given, is a certificate of the same ship.
 */
export const supersedeCertificateSchema = z.object({
  version: versionSchema,
  supersededAt: calendarDateSchema('supersededAt'),
  supersededById: z.uuid('supersededById must be a valid id').nullable().default(null),
  remarks: z.string().trim().max(2000, 'remarks must be at most 2000 characters').nullable().default(null),
});
/** Supersession of a certificate. */
export type SupersedeCertificate = z.infer<typeof supersedeCertificateSchema>;
