import { z } from 'zod';
import { envelope } from '../common/page.schema';

const money = z.object({ amount: z.string(), currency: z.string() });

/** One vendor's offer for one RFQ line, converted (domain `ComparedOffer` plus the quote line id). */
export const comparedOfferSchema = z.object({
  vendorId: z.uuid(),
  revision: z.number().int(),
  quoteLineId: z.uuid(),
  offeredQty: z.string(),
  short: z.boolean(),
  netUnitPrice: z.string(),
  originalLineTotal: money,
  lineTotal: money,
  leadTimeDays: z.number().int().nullable(),
  partType: z.number().int(),
  offeredPartNumber: z.string().nullable(),
  alternative: z.boolean(),
  belowRequested: z.boolean(),
  cheapest: z.boolean(),
  fastest: z.boolean(),
});

/** A vendor's converted totals (domain `ComparedVendor`) with the vendor and quote it comes from. */
export const comparedVendorSchema = z.object({
  vendorId: z.uuid(),
  vendorName: z.string(),
  /** The vendor's invitation (its revisions: `…/invitations/:invitationId/quotes`). */
  invitationId: z.uuid(),
  quoteId: z.uuid(),
  revision: z.number().int(),
  submittedAt: z.string(),
  validUntil: z.string().nullable(),
  remarks: z.string(),
  currency: z.string(),
  linesTotal: z.string(),
  freight: z.string(),
  portCharges: z.string(),
  total: z.string(),
  originalTotal: money,
  conversion: z.object({
    rate: z.string(),
    rateDate: z.string(),
    rateSource: z.string(),
    inverted: z.boolean(),
  }),
  complete: z.boolean(),
  missingLineIds: z.array(z.string()),
  shortLineIds: z.array(z.string()),
  alternativeLineIds: z.array(z.string()),
  leadTimeDays: z.number().int().nullable(),
  cheapest: z.boolean(),
  fastest: z.boolean(),
  attachments: z.array(z.object({ id: z.uuid(), fileName: z.string(), size: z.number().int() })),
});

/** `GET /purchasing/rfqs/:id/comparison`: lines × vendors in one currency with dated rates. */
export const rfqComparisonSchema = z.object({
  rfqId: z.uuid(),
  currency: z.string(),
  date: z.string(),
  lines: z.array(
    z.object({
      rfqLineId: z.uuid(),
      position: z.number().int(),
      description: z.string(),
      quantity: z.string(),
      unit: z.string(),
      offers: z.array(comparedOfferSchema),
    }),
  ),
  vendors: z.array(comparedVendorSchema),
  /** Invited vendors without a submitted quote, with their invitation state. */
  notQuoted: z.array(z.object({ vendorId: z.uuid(), vendorName: z.string(), state: z.string() })),
});
/** The comparison view. */
export type RfqComparison = z.infer<typeof rfqComparisonSchema>;
/** The comparison answer. */
export const rfqComparisonResponseSchema = envelope(rfqComparisonSchema);
