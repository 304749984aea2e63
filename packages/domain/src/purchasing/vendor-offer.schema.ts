import { z } from 'zod';
import { iso4217Schema } from '../common/currency-code';
import { envelope, versionSchema } from '../common/page.schema';
import { PART_TYPE } from '../common/enums';
import { decimalAmountSchema } from '../money/money.schema';
import { RFQ_INVITATION_STATES, RFQ_STATES } from './rfq-status';

/** The header that carries a vendor link's token on the public API (never in the URL of an API call). */
export const OFFER_TOKEN_HEADER = 'x-vendor-token';
/** Largest quote attachment: 10 MiB. */
export const QUOTE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Most attachments per quote revision. */
export const MAX_QUOTE_ATTACHMENTS = 10;
/** Accepted attachment types, recognised from the content: PDF, images, Excel workbooks. */
export const QUOTE_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
/** Longest lead time a vendor may give, in days. */
export const MAX_LEAD_TIME_DAYS = 730;
/** Labels of the part types (Genuine 0, OEM 1, Compatible 2). */
export const PART_TYPE_LABELS: Record<number, string> = { 0: 'Genuine', 1: 'OEM', 2: 'Compatible' };

const leadTime = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of days` })
    .int(`${field} must be a whole number of days`)
    .min(0, `${field} must not be negative`)
    .max(MAX_LEAD_TIME_DAYS, `${field} must be at most ${MAX_LEAD_TIME_DAYS} days`)
    .nullish()
    .transform((v) => v ?? null);

const percent = (field: string) => decimalAmountSchema(field, { max: '100', maxIntegerDigits: 3 });

/** One priced line of a vendor's quote; a line without a price is not offered. */
export const quoteLineInputSchema = z.object({
  rfqLineId: z.uuid('rfqLineId must be the id of a line of this request'),
  unitPrice: decimalAmountSchema('unitPrice')
    .nullish()
    .transform((v) => v ?? null),
  discountPercent: percent('discountPercent').default('0'),
  availableQuantity: decimalAmountSchema('availableQuantity')
    .nullish()
    .transform((v) => v ?? null),
  leadTimeDays: leadTime('leadTimeDays'),
  partType: z.union(
    [z.literal(PART_TYPE.Genuine), z.literal(PART_TYPE.OEM), z.literal(PART_TYPE.Compatible)],
    {
      error: 'partType must be 0 (Genuine), 1 (OEM) or 2 (Compatible)',
    },
  ),
  offeredPartNumber: z
    .string()
    .trim()
    .max(80, 'offeredPartNumber must be at most 80 characters')
    .nullish()
    .transform((v) => v || null),
  remarks: z.string().trim().max(500, 'remarks must be at most 500 characters').default(''),
});
/** A quote line as the form holds it. */
export type QuoteLineInput = z.input<typeof quoteLineInputSchema>;

/**
 * Body of `PUT /public/vendor/offer/draft`: the vendor's draft (created as the next revision when there
 * is none; `version` is the draft's version when one exists). Prices are per unit, before discounts.
 */
export const saveQuoteSchema = z
  .object({
    version: versionSchema.optional(),
    currency: iso4217Schema('currency'),
    validUntil: z.iso
      .date('validUntil must be a date (YYYY-MM-DD)')
      .nullish()
      .transform((v) => v ?? null),
    leadTimeDays: leadTime('leadTimeDays'),
    discountPercent: percent('discountPercent').default('0'),
    freight: decimalAmountSchema('freight').default('0'),
    portCharges: decimalAmountSchema('portCharges').default('0'),
    remarks: z.string().trim().max(2000, 'remarks must be at most 2000 characters').default(''),
    lines: z.array(quoteLineInputSchema).max(500, 'lines: at most 500 lines'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.lines.forEach((line, index) => {
      if (seen.has(line.rfqLineId))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'rfqLineId'],
          message: 'a line is quoted only once',
        });
      seen.add(line.rfqLineId);
      if (line.unitPrice !== null && line.availableQuantity === null)
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'availableQuantity'],
          message: 'availableQuantity is required for a priced line',
        });
    });
  });
/** A draft as the form holds it. */
export type SaveQuoteInput = z.input<typeof saveQuoteSchema>;
/** A draft after validation. */
export type SaveQuote = z.output<typeof saveQuoteSchema>;

/** Body of `POST /public/vendor/offer/submit`: the draft revision and version the vendor saw. */
export const submitQuoteSchema = z.object({
  revision: z.number().int().min(1, 'revision must be a positive whole number'),
  version: versionSchema,
});
/** Body of `POST /public/vendor/offer/decline`. */
export const declineOfferSchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason is required: tell the buyer why you decline')
    .max(500, 'reason must be at most 500 characters'),
});

/** A quote revision as the vendor sees it (their own only). */
export const vendorQuoteSchema = z.object({
  revision: z.number().int(),
  status: z.enum(['DRAFT', 'SUBMITTED', 'SUPERSEDED']),
  currency: z.string(),
  validUntil: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  discountPercent: z.string(),
  freight: z.string(),
  portCharges: z.string(),
  remarks: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
  lines: z.array(
    z.object({
      rfqLineId: z.uuid(),
      unitPrice: z.string().nullable(),
      discountPercent: z.string(),
      availableQuantity: z.string().nullable(),
      leadTimeDays: z.number().int().nullable(),
      partType: z.number().int(),
      offeredPartNumber: z.string().nullable(),
      remarks: z.string(),
    }),
  ),
  attachments: z.array(
    z.object({ id: z.uuid(), fileName: z.string(), contentType: z.string(), size: z.number().int() }),
  ),
});
/** A vendor's quote revision. */
export type VendorQuote = z.infer<typeof vendorQuoteSchema>;

/** `GET /public/vendor/offer`: what the public page shows (no internal ids beyond the page's needs). */
export const vendorOfferSchema = z.object({
  buyerName: z.string(),
  vendorName: z.string(),
  rfqNumber: z.string(),
  rfqState: z.enum(RFQ_STATES),
  invitationState: z.enum(RFQ_INVITATION_STATES),
  shipName: z.string(),
  deadline: z.string(),
  currency: z.string(),
  deliveryPort: z.string().nullable(),
  deliveryFrom: z.string().nullable(),
  deliveryTo: z.string().nullable(),
  notes: z.string(),
  /** Whether the vendor may still save, submit or decline; `closedMessage` says why not. */
  open: z.boolean(),
  closedMessage: z.string().nullable(),
  declineReason: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.uuid(),
      position: z.number().int(),
      description: z.string(),
      impaCode: z.string().nullable(),
      makerPartNumber: z.string().nullable(),
      maker: z.string().nullable(),
      quantity: z.string(),
      unit: z.string(),
      remarks: z.string(),
    }),
  ),
  draft: vendorQuoteSchema.nullable(),
  /** Submitted revisions, newest first (read-only). */
  submitted: z.array(vendorQuoteSchema),
});
/** The public offer page's data. */
export type VendorOffer = z.infer<typeof vendorOfferSchema>;
/** `{ data: VendorOffer }`. */
export const vendorOfferResponseSchema = envelope(vendorOfferSchema);
