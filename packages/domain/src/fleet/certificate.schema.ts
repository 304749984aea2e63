import { z } from 'zod';
import { listQuerySchema, pagedEnvelope, uuidSchema, versionSchema } from '../common/page.schema';
import { compareCalendarDates, isCalendarDate } from './calendar-date';
import { calendarDateSchema } from './calendar-date.schema';
import {
  CERTIFICATE_LEAD_TIMES,
  CERTIFICATE_STATES,
  DEFAULT_CERTIFICATE_LEAD_TIME,
} from './certificate-state';
import { CERTIFICATE_KINDS, CERTIFICATE_TYPE_CODES, certificateTypeByCode } from './certificate-types';

/** A certificate kind: statutory, class or other. */
export const certificateKindSchema = z.enum(CERTIFICATE_KINDS, {
  error: 'kind must be statutory, class or other',
});

/** Code of a standard certificate type (see CERTIFICATE_TYPES). */
export const certificateTypeCodeSchema = z.enum(CERTIFICATE_TYPE_CODES, {
  error: 'typeCode must be a standard certificate type',
});

/** A derived certificate state. */
export const certificateStateSchema = z.enum(CERTIFICATE_STATES, {
  error: `state must be one of ${CERTIFICATE_STATES.join(', ')}`,
});

/** Days before expiry a certificate turns DUE: 30, 60 or 90. */
export const certificateLeadTimeSchema = z.literal(CERTIFICATE_LEAD_TIMES, {
  error: 'leadTimeDays must be 30, 60 or 90',
});

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const optionalText = (field: string, max: number) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).nullable();

/** A survey window: the anniversary date and the first and last day (both included) of the window. */
export const surveyWindowSchema = z.object({
  anniversary: z.string(),
  opens: z.string(),
  closes: z.string(),
});

/** A certificate as the API returns it, with its derived state for today. */
export const certificateSchema = z.object({
  id: z.uuid(),
  shipId: z.uuid(),
  typeCode: certificateTypeCodeSchema.nullable(),
  kind: certificateKindSchema,
  name: z.string(),
  number: z.string(),
  issuer: z.string(),
  issueDate: z.string(),
  expiryDate: z.string().nullable(),
  hasSurveyWindows: z.boolean(),
  extendedUntil: z.string().nullable(),
  leadTimeDays: certificateLeadTimeSchema,
  supersededAt: z.string().nullable(),
  supersededById: z.uuid().nullable(),
  fileId: z.uuid().nullable(),
  remarks: z.string().nullable(),
  state: certificateStateSchema,
  daysToExpiry: z.number().int().nullable(),
  effectiveExpiry: z.string().nullable(),
  /** The survey window today lies in (±3 months around an anniversary date), if any. */
  currentWindow: surveyWindowSchema.nullable(),
  /** The next survey window that opens after today, if any. */
  nextWindow: surveyWindowSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A certificate. */
export type Certificate = z.infer<typeof certificateSchema>;

/** `{ data: certificates, page }`: answer of the certificate list. */
export const certificateListResponseSchema = pagedEnvelope(certificateSchema);

type DatePair = { start?: string | null; end?: string | null };

/**
 * Adds an issue at `endField` when both dates are valid and `end` is not after `start` (a malformed date
 * has its own issue already: zod runs object refinements even after a field failed).
 */
function requireAfter(ctx: z.RefinementCtx, dates: DatePair, endField: string, startField: string) {
  const { start, end } = dates;
  if (start && end && isCalendarDate(start) && isCalendarDate(end) && compareCalendarDates(end, start) <= 0)
    ctx.addIssue({ code: 'custom', path: [endField], message: `${endField} must be after ${startField}` });
}

const certificateFields = {
  typeCode: certificateTypeCodeSchema.nullable(),
  kind: certificateKindSchema,
  name: text('name', 200),
  number: text('number', 100),
  issuer: text('issuer', 200),
  issueDate: calendarDateSchema('issueDate'),
  /** Null only for a certificate without expiry (IEE). */
  expiryDate: calendarDateSchema('expiryDate').nullable(),
  hasSurveyWindows: z.boolean({ error: 'hasSurveyWindows must be true or false' }),
  extendedUntil: calendarDateSchema('extendedUntil').nullable(),
  leadTimeDays: certificateLeadTimeSchema,
  fileId: z.uuid('fileId must be a valid id').nullable(),
  remarks: optionalText('remarks', 2000),
};

type CertificateDates = {
  typeCode?: string | null;
  kind?: string;
  issueDate?: string;
  expiryDate?: string | null;
  extendedUntil?: string | null;
};

/** Cross-field rules shared by create and update (on the fields present). */
function checkCertificate(value: CertificateDates, ctx: z.RefinementCtx) {
  requireAfter(ctx, { start: value.issueDate, end: value.expiryDate }, 'expiryDate', 'issueDate');
  requireAfter(ctx, { start: value.expiryDate, end: value.extendedUntil }, 'extendedUntil', 'expiryDate');
  if (value.extendedUntil && value.expiryDate === null)
    ctx.addIssue({
      code: 'custom',
      path: ['extendedUntil'],
      message: 'extendedUntil needs an expiryDate to extend',
    });
  const type = value.typeCode ? certificateTypeByCode(value.typeCode) : undefined;
  if (type && value.kind !== undefined && value.kind !== type.kind)
    ctx.addIssue({
      code: 'custom',
      path: ['kind'],
      message: `kind must be ${type.kind} for ${type.shortName}`,
    });
  if (type && type.defaultValidityYears !== null && value.expiryDate === null)
    ctx.addIssue({
      code: 'custom',
      path: ['expiryDate'],
      message: `expiryDate is required for ${type.shortName}`,
    });
}

/**
 * Body of `POST /api/v1/certificates/`. `expiryDate` is null only for a certificate without expiry;
 * `expiryDate` must be after `issueDate`, `extendedUntil` after `expiryDate`.
 */
export const createCertificateSchema = z
  .object({
    shipId: z.uuid('shipId must be a valid id'),
    ...certificateFields,
    typeCode: certificateFields.typeCode.default(null),
    extendedUntil: certificateFields.extendedUntil.default(null),
    leadTimeDays: certificateLeadTimeSchema.default(DEFAULT_CERTIFICATE_LEAD_TIME),
    fileId: certificateFields.fileId.default(null),
    remarks: certificateFields.remarks.default(null),
  })
  .superRefine(checkCertificate);
/** New certificate. */
export type CreateCertificate = z.infer<typeof createCertificateSchema>;

/**
 * Body of `PATCH /api/v1/certificates/:id`: changed fields plus the version read. The date rules are
 * checked here on the fields sent; the service checks them again against the stored record.
 */
export const updateCertificateSchema = z
  .object({ version: versionSchema, ...certificateFields })
  .partial()
  .required({ version: true })
  .superRefine(checkCertificate);
/** Certificate changes. */
export type UpdateCertificate = z.infer<typeof updateCertificateSchema>;

/**
 * Body of `POST /api/v1/certificates/:id/renew`: records the renewed certificate and supersedes the
 * old one. `renewalDate` is the completion of the renewal survey (the new issue date). Without
 * `expiryDate` the server computes it: `newExpiryFor(renewalIssueBase(oldExpiry, renewalDate),
 * validityYears ?? the type's default validity)`.
 */
export const renewCertificateSchema = z
  .object({
    version: versionSchema,
    number: text('number', 100),
    issuer: text('issuer', 200),
    renewalDate: calendarDateSchema('renewalDate'),
    expiryDate: calendarDateSchema('expiryDate').optional(),
    validityYears: z
      .number({ error: 'validityYears must be a whole number from 1 to 10' })
      .int('validityYears must be a whole number from 1 to 10')
      .min(1, 'validityYears must be a whole number from 1 to 10')
      .max(10, 'validityYears must be a whole number from 1 to 10')
      .optional(),
    fileId: z.uuid('fileId must be a valid id').nullable().default(null),
    remarks: optionalText('remarks', 2000).default(null),
  })
  .superRefine((value, ctx) =>
    requireAfter(ctx, { start: value.renewalDate, end: value.expiryDate }, 'expiryDate', 'renewalDate'),
  );
/** Certificate renewal. */
export type RenewCertificate = z.infer<typeof renewCertificateSchema>;

/** Query of the certificate list. */
export const certificateListQuerySchema = listQuerySchema.extend({
  shipId: uuidSchema.optional(),
  kind: certificateKindSchema.optional(),
  typeCode: certificateTypeCodeSchema.optional(),
  state: certificateStateSchema.optional(),
  expiringWithinDays: z.coerce
    .number({ error: 'expiringWithinDays must be a whole number of days' })
    .int('expiringWithinDays must be a whole number of days')
    .min(0, 'expiringWithinDays must be 0 or more')
    .max(3650, 'expiringWithinDays must be at most 3650')
    .optional(),
});
/** Certificate list query. */
export type CertificateListQuery = z.infer<typeof certificateListQuerySchema>;
