import { z } from 'zod';
import { envelope } from '../common/page.schema';

/** A line of a submitted quote revision as the buyer sees it: the RFQ line and the vendor's answer. */
export const staffQuoteLineSchema = z.object({
  rfqLineId: z.uuid(),
  position: z.number().int(),
  description: z.string(),
  /** The quantity the RFQ asked for. */
  quantity: z.string(),
  unit: z.string(),
  /** Null: the vendor did not price the line. */
  unitPrice: z.string().nullable(),
  /** Line discount, percent. */
  discountPercent: z.string(),
  availableQuantity: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  /** 0 Genuine, 1 OEM, 2 Compatible. */
  partType: z.number().int(),
  offeredPartNumber: z.string().nullable(),
  remarks: z.string(),
  /** min(available, asked) × price after the line and quote discounts, in the quote currency; null unpriced. */
  lineTotal: z.string().nullable(),
});

/** One submitted (current or superseded) revision of a vendor's quote, with its lines and files. */
export const staffQuoteRevisionSchema = z.object({
  quoteId: z.uuid(),
  revision: z.number().int(),
  status: z.enum(['SUBMITTED', 'SUPERSEDED']),
  currency: z.string(),
  validUntil: z.string().nullable(),
  leadTimeDays: z.number().int().nullable(),
  /** Discount over the whole quote, percent. */
  discountPercent: z.string(),
  freight: z.string(),
  portCharges: z.string(),
  remarks: z.string(),
  submittedAt: z.string().nullable(),
  lines: z.array(staffQuoteLineSchema),
  /** Lines + freight + port charges, in the quote currency. */
  total: z.string(),
  attachments: z.array(
    z.object({ id: z.uuid(), fileName: z.string(), contentType: z.string(), size: z.number().int() }),
  ),
});
/** A submitted quote revision as the buyer sees it. */
export type StaffQuoteRevision = z.infer<typeof staffQuoteRevisionSchema>;

/**
 * `GET /purchasing/rfqs/:rfqId/invitations/:invitationId/quotes`: every submitted revision of one
 * vendor's quote, newest first (drafts the vendor has not submitted are never shown).
 */
export const invitationQuotesSchema = z.object({
  invitationId: z.uuid(),
  vendorId: z.uuid(),
  vendorName: z.string(),
  revisions: z.array(staffQuoteRevisionSchema),
});
/** A vendor's submitted quote revisions. */
export type InvitationQuotes = z.infer<typeof invitationQuotesSchema>;
/** `{ data: InvitationQuotes }`. */
export const invitationQuotesResponseSchema = envelope(invitationQuotesSchema);
