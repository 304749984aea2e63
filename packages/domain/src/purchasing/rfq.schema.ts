import { z } from 'zod';
import { iso4217Schema } from '../common/currency-code';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { RFQ_INVITATION_STATES, RFQ_STATES, duplicateVendors } from './rfq-status';
import { nullableText } from './purchasing-party.schema';

/** Most requisitions one RFQ covers. */
export const MAX_RFQ_REQUISITIONS = 20;
/** Most vendors one RFQ invites. */
export const MAX_RFQ_VENDORS = 20;
/**
 * Days a vendor link stays valid after the reply deadline. Replies are refused from the deadline on;
 * the grace keeps the link readable so the vendor can still look at what they submitted (and sees
 * "the deadline passed" instead of "invalid link"). After the grace, the link answers "expired".
 */
export const RFQ_LINK_GRACE_DAYS = 30;
/** Most days ahead a reply deadline may be set. */
export const MAX_RFQ_DEADLINE_DAYS = 180;

/** When a link sent for `deadline` expires: the deadline plus {@link RFQ_LINK_GRACE_DAYS}. */
export function rfqLinkExpiry(deadline: Date | string): Date {
  const time = deadline instanceof Date ? deadline.getTime() : Date.parse(deadline);
  return new Date(time + RFQ_LINK_GRACE_DAYS * 24 * 3600 * 1000);
}

/** Sortable fields of the RFQ list. */
export const RFQ_SORT_FIELDS = ['number', 'deadline', 'createdAt', 'state', 'shipName'] as const;

/** Query of `GET /purchasing/rfqs`: paging, search (number, requisition number, vendor), ship and state. */
export const rfqListQuerySchema = listQuerySchema.extend({
  shipId: z.uuid('shipId must be the id of a ship').optional(),
  state: z.enum(RFQ_STATES, `state must be one of ${RFQ_STATES.join(', ')}`).optional(),
  requisitionId: z.uuid('requisitionId must be the id of a requisition').optional(),
});
/** A parsed RFQ list query. */
export type RfqListQuery = z.infer<typeof rfqListQuerySchema>;

const isoDate = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);

/**
 * Body of `POST /purchasing/rfqs`: an RFQ (DRAFT) for the open lines of one or more APPROVED
 * requisitions of one ship, inviting several vendors (each once) to reply by `deadline` (in the
 * future, checked by the server). Vendors may quote in another currency than `currency`.
 */
export const createRfqSchema = z
  .object({
    requisitionIds: z
      .array(z.uuid('requisitionIds must hold requisition ids'), { error: 'requisitionIds is required' })
      .min(1, 'requisitionIds: choose at least one approved requisition')
      .max(MAX_RFQ_REQUISITIONS, `requisitionIds: at most ${MAX_RFQ_REQUISITIONS} requisitions`),
    vendorIds: z
      .array(z.uuid('vendorIds must hold vendor ids'), { error: 'vendorIds is required' })
      .min(1, 'vendorIds: invite at least one vendor')
      .max(MAX_RFQ_VENDORS, `vendorIds: at most ${MAX_RFQ_VENDORS} vendors`),
    deadline: z.iso.datetime({ offset: true, message: 'deadline must be a date and time (ISO 8601)' }),
    currency: iso4217Schema('currency'),
    deliveryPort: nullableText('deliveryPort', 120),
    deliveryFrom: isoDate('deliveryFrom').nullish(),
    deliveryTo: isoDate('deliveryTo').nullish(),
    notes: z.string().trim().max(2000, 'notes must be at most 2000 characters').default(''),
  })
  .superRefine((value, ctx) => {
    const twice = duplicateVendors(value.vendorIds);
    if (twice.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['vendorIds'],
        message: 'vendorIds: a vendor is invited only once',
      });
    if (new Set(value.requisitionIds).size !== value.requisitionIds.length)
      ctx.addIssue({
        code: 'custom',
        path: ['requisitionIds'],
        message: 'requisitionIds: a requisition is listed twice',
      });
    if (value.deliveryFrom && value.deliveryTo && value.deliveryFrom > value.deliveryTo)
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryTo'],
        message: 'deliveryTo must not be before deliveryFrom',
      });
  });
/** A new RFQ as a form holds it. */
export type CreateRfqInput = z.input<typeof createRfqSchema>;
/** A new RFQ after validation. */
export type CreateRfq = z.output<typeof createRfqSchema>;

/** Body of send / cancel: the RFQ version read (optimistic lock); cancel also takes a reason. */
export const rfqVersionSchema = z.object({ version: versionSchema });
/** Body of `POST /purchasing/rfqs/:id/cancel`. */
export const cancelRfqSchema = z.object({
  version: versionSchema,
  reason: z.string().trim().min(3, 'reason is required: say why the RFQ is cancelled').max(500),
});
/**
 * Body of `POST /purchasing/rfqs/:id/vendors`: active vendors to invite to a DRAFT RFQ, or to a SENT one
 * before its deadline (each gets the invitation e-mail at once); `version` is the RFQ version read.
 */
export const addRfqVendorsSchema = z.object({
  version: versionSchema,
  vendorIds: z
    .array(z.uuid('vendorIds must hold vendor ids'), { error: 'vendorIds is required' })
    .min(1, 'vendorIds: choose at least one vendor')
    .max(MAX_RFQ_VENDORS, `vendorIds: at most ${MAX_RFQ_VENDORS} vendors`)
    .refine((ids) => new Set(ids).size === ids.length, 'vendorIds: a vendor is listed twice'),
});
/** Vendors to add to an RFQ. */
export type AddRfqVendors = z.infer<typeof addRfqVendorsSchema>;
/** Body of revoke / resend of an invitation: the invitation version read. */
export const invitationVersionSchema = z.object({ version: versionSchema });

/** Query of `GET /purchasing/rfqs/:id/comparison`: the currency (RFQ's by default) and rate date (today). */
export const rfqComparisonQuerySchema = z.object({
  currency: iso4217Schema('currency').optional(),
  date: isoDate('date').optional(),
});

/** A link's state as staff see it (the token itself is never shown: only its hash is stored). */
export const LINK_STATES = ['not_sent', 'active', 'revoked', 'expired'] as const;

/** An RFQ in the list. */
export const rfqSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  shipId: z.uuid(),
  shipName: z.string(),
  state: z.enum(RFQ_STATES),
  deadline: z.string(),
  currency: z.string(),
  deliveryPort: z.string().nullable(),
  deliveryFrom: z.string().nullable(),
  deliveryTo: z.string().nullable(),
  requisitionNumbers: z.array(z.string()),
  /** True when one of its requisitions is urgent (priority 1). */
  urgent: z.boolean(),
  invited: z.number().int(),
  viewed: z.number().int(),
  quoted: z.number().int(),
  declined: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  sentAt: z.string().nullable(),
  version: z.number().int(),
});
/** An RFQ in the list. */
export type RfqSummary = z.infer<typeof rfqSummarySchema>;

/** A vendor's invitation with its state, link state, times and quote progress. */
export const rfqInvitationSchema = z.object({
  id: z.uuid(),
  vendorId: z.uuid(),
  vendorName: z.string(),
  vendorCode: z.string(),
  vendorEmail: z.string(),
  state: z.enum(RFQ_INVITATION_STATES),
  linkState: z.enum(LINK_STATES),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  tokenExpiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The highest submitted revision, null when none. */
  currentRevision: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
  hasDraft: z.boolean(),
  version: z.number().int(),
});
/** An invitation as staff see it. */
export type RfqInvitation = z.infer<typeof rfqInvitationSchema>;

/** A line vendors are asked to price. */
export const rfqLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  requisitionId: z.uuid(),
  requisitionNumber: z.string(),
  description: z.string(),
  impaCode: z.string().nullable(),
  makerPartNumber: z.string().nullable(),
  maker: z.string().nullable(),
  quantity: z.string(),
  unit: z.string(),
  remarks: z.string(),
});
/** A line of an RFQ. */
export type RfqLine = z.infer<typeof rfqLineSchema>;

/** `GET /purchasing/rfqs/:id`. */
export const rfqDetailSchema = rfqSummarySchema.extend({
  notes: z.string(),
  cancelledAt: z.string().nullable(),
  awardedAt: z.string().nullable(),
  requisitions: z.array(z.object({ id: z.uuid(), number: z.string() })),
  lines: z.array(rfqLineSchema),
  invitations: z.array(rfqInvitationSchema),
  /** PO ids and numbers created by the award (filled once awarded). */
  purchaseOrders: z.array(z.object({ id: z.uuid(), number: z.string() })),
});
/** An RFQ with lines and invitations. */
export type RfqDetail = z.infer<typeof rfqDetailSchema>;

/** The list answer. */
export const rfqListResponseSchema = pagedEnvelope(rfqSummarySchema);
/** The detail answer. */
export const rfqDetailResponseSchema = envelope(rfqDetailSchema);
