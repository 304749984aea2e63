import { z } from 'zod';
import { envelope, listQuerySchema, versionSchema } from '../common/page.schema';
import { calendarDateSchema } from '../fleet/calendar-date.schema';
import { decimalAmountSchema } from '../money/money.schema';
import { approvalTiersSchema } from './purchase-order-approval';
import { PURCHASE_ORDER_STATES } from './purchase-order-status';

/** Sortable fields of the purchase-order list. */
export const PURCHASE_ORDER_SORT_FIELDS = [
  'number',
  'createdAt',
  'updatedAt',
  'total',
  'state',
  'shipName',
  'vendorName',
] as const;
/** A sortable field of the purchase-order list. */
export type PurchaseOrderSortField = (typeof PURCHASE_ORDER_SORT_FIELDS)[number];

/** Longest reason (send back, revert, cancel, vendor decline). */
export const PO_REASON_MAX = 500;
/** Longest free text of notes. */
export const PO_NOTES_MAX = 2000;
/** Most lines one order holds. */
export const PO_MAX_LINES = 500;
/** Days a vendor link stays valid unless the sender says otherwise. */
export const PO_LINK_DEFAULT_DAYS = 30;
/** The vendor's last answer on a purchase order. */
export const VENDOR_RESPONSES = ['CONFIRMED', 'DECLINED', 'PROPOSED_DATE'] as const;
/** The vendor's last answer. */
export type VendorResponse = (typeof VENDOR_RESPONSES)[number];
/** Header carrying the vendor link token on the public routes. */
export const PO_VENDOR_TOKEN_HEADER = 'x-vendor-token';

const reasonSchema = (what: string) =>
  z
    .string({ error: `reason is required: say why ${what}` })
    .trim()
    .min(3, `reason is required: say why ${what}`)
    .max(PO_REASON_MAX, `reason must be at most ${PO_REASON_MAX} characters`);

const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Body of `POST /api/v1/purchasing/rfqs/:rfqId/award`: which vendor's quote line wins each RFQ line.
 * One DRAFT purchase order is created per vendor chosen. `version` is the RFQ's.
 */
export const awardRfqSchema = z
  .object({
    version: versionSchema,
    lines: z
      .array(
        z.object({
          rfqLineId: z.uuid('rfqLineId must be the id of an RFQ line'),
          quoteLineId: z.uuid('quoteLineId must be the id of a quote line'),
        }),
        { error: 'lines must list the RFQ lines to award' },
      )
      .min(1, 'lines must award at least one RFQ line')
      .max(PO_MAX_LINES),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.lines.forEach((line, i) => {
      if (seen.has(line.rfqLineId))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'rfqLineId'],
          message: 'an RFQ line can be awarded to one vendor only',
        });
      seen.add(line.rfqLineId);
    });
  });
/** An award as sent. */
export type AwardRfq = z.infer<typeof awardRfqSchema>;

/** `{ data: { purchaseOrders } }`: answer of the award. */
export const awardRfqResponseSchema = envelope(
  z.object({ purchaseOrders: z.array(z.object({ id: z.uuid(), number: z.string() })) }),
);

/** One line of a draft as edited; `id` keeps an existing line (and its requisition link). */
export const purchaseOrderLineInputSchema = z.object({
  id: z.uuid('id must be the id of a line of this order').optional(),
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(1, 'description is required')
    .max(500, 'description must be at most 500 characters'),
  impaCode: optionalText('impaCode', 20),
  makerPartNumber: optionalText('makerPartNumber', 80),
  partType: z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'partType must be 0 (Genuine), 1 (OEM) or 2 (Compatible)',
  }),
  quantity: decimalAmountSchema('quantity', { sign: 'positive' }),
  unit: z.string({ error: 'unit is required' }).trim().min(1, 'unit is required').max(20),
  unitPrice: decimalAmountSchema('unitPrice'),
  discount: decimalAmountSchema('discount', { max: '100' }).default('0'),
});
/** A line as a form holds it. */
export type PurchaseOrderLineInput = z.input<typeof purchaseOrderLineInputSchema>;

/** An optional date; an empty string counts as none. */
const optionalDate = (field: string) =>
  z.preprocess((v) => (v === '' ? null : v), calendarDateSchema(field).nullish()).transform((v) => v ?? null);

function checkWindow(
  value: { supplyFrom?: string | null; supplyTo?: string | null },
  ctx: z.RefinementCtx,
  path: string,
) {
  if (value.supplyFrom && value.supplyTo && value.supplyFrom > value.supplyTo)
    ctx.addIssue({ code: 'custom', path: [path], message: 'supplyTo must not be before supplyFrom' });
}

/**
 * Body of `PUT /api/v1/purchasing/purchase-orders/:id`: the editable part of an order (lines, freight,
 * port charges, agent, delivery port, supply window, payment terms, notes). Money may change only in
 * DRAFT, PENDING_APPROVAL or APPROVED; a money change after approval voids the approvals.
 */
export const updatePurchaseOrderSchema = z
  .object({
    version: versionSchema,
    lines: z
      .array(purchaseOrderLineInputSchema, { error: 'lines is required' })
      .min(1, 'an order needs at least one line')
      .max(PO_MAX_LINES, `an order holds at most ${PO_MAX_LINES} lines`),
    freight: decimalAmountSchema('freight').default('0'),
    portCharges: decimalAmountSchema('portCharges').default('0'),
    agentId: z
      .uuid('agentId must be the id of an agent')
      .nullish()
      .transform((v) => v ?? null),
    deliveryPort: optionalText('deliveryPort', 120),
    supplyFrom: optionalDate('supplyFrom'),
    supplyTo: optionalDate('supplyTo'),
    paymentTermsDays: z
      .number({ error: 'paymentTermsDays must be a whole number of days' })
      .int('paymentTermsDays must be a whole number of days')
      .min(0, 'paymentTermsDays must not be negative')
      .max(365, 'paymentTermsDays must be at most 365'),
    notes: z
      .string()
      .trim()
      .max(PO_NOTES_MAX, `notes must be at most ${PO_NOTES_MAX} characters`)
      .default(''),
  })
  .superRefine((value, ctx) => {
    checkWindow(value, ctx, 'supplyTo');
    const ids = new Set<string>();
    value.lines.forEach((line, i) => {
      if (!line.id) return;
      if (ids.has(line.id))
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'id'], message: 'a line is listed twice' });
      ids.add(line.id);
    });
  });
/** An edit as a form holds it. */
export type UpdatePurchaseOrderInput = z.input<typeof updatePurchaseOrderSchema>;
/** An edit after validation. */
export type UpdatePurchaseOrder = z.output<typeof updatePurchaseOrderSchema>;

/** Body of submit and approve: the version read. */
export const purchaseOrderVersionSchema = z.object({ version: versionSchema });
/** A transition body without a reason. */
export type PurchaseOrderVersionBody = z.infer<typeof purchaseOrderVersionSchema>;

/** Body of send back, revert and cancel: the version read and why. */
export const purchaseOrderReasonSchema = z.object({
  version: versionSchema,
  reason: reasonSchema('this happens'),
});
/** A transition body with a reason. */
export type PurchaseOrderReasonBody = z.infer<typeof purchaseOrderReasonSchema>;

/** Body of send to vendor: how many days the vendor's link stays valid, an optional cover note. */
export const sendPurchaseOrderSchema = z.object({
  version: versionSchema,
  expiresInDays: z
    .number({ error: 'expiresInDays must be a whole number of days' })
    .int('expiresInDays must be a whole number of days')
    .min(1, 'expiresInDays must be at least 1')
    .max(180, 'expiresInDays must be at most 180')
    .default(PO_LINK_DEFAULT_DAYS),
  message: optionalText('message', 2000),
});
/** A send body as a form holds it. */
export type SendPurchaseOrderInput = z.input<typeof sendPurchaseOrderSchema>;

/** Body of vendor_action: staff record the vendor's confirmation or decline (with the reason). */
export const vendorActionSchema = z.discriminatedUnion(
  'response',
  [
    z.object({ version: versionSchema, response: z.literal('CONFIRMED'), note: optionalText('note', 1000) }),
    z.object({
      version: versionSchema,
      response: z.literal('DECLINED'),
      reason: reasonSchema('the vendor declines'),
    }),
  ],
  { error: 'response must be CONFIRMED or DECLINED' },
);
/** A vendor_action body. */
export type VendorActionBody = z.infer<typeof vendorActionSchema>;

/** Public: the vendor confirms the order (optional note). */
export const vendorConfirmSchema = z.object({ note: optionalText('note', 1000) });
/** Public: the vendor declines, with a reason. */
export const vendorDeclineSchema = z.object({ reason: reasonSchema('you decline the order') });
/** Public: the vendor proposes another delivery date, with a note. */
export const vendorProposeDateSchema = z.object({
  date: calendarDateSchema('date'),
  note: z
    .string({ error: 'note is required: say why the date changes' })
    .trim()
    .min(3, 'note is required: say why the date changes')
    .max(1000, 'note must be at most 1000 characters'),
});
/** Longest vendor order reference. */
export const VENDOR_REFERENCE_MAX = 60;
/** Public: the vendor's own order reference (an empty text clears it). */
export const vendorReferenceSchema = z.object({
  reference: z
    .string({ error: 'reference is required' })
    .trim()
    .max(VENDOR_REFERENCE_MAX, `reference must be at most ${VENDOR_REFERENCE_MAX} characters`),
});
/** Public vendor-reference body. */
export type VendorReferenceBody = z.infer<typeof vendorReferenceSchema>;
/** Public decline body. */
export type VendorDeclineBody = z.infer<typeof vendorDeclineSchema>;
/** Public propose-date body. */
export type VendorProposeDateBody = z.infer<typeof vendorProposeDateSchema>;

/** Query of the purchase-order list: filters by ship, state and vendor; search on number, vendor, ship. */
export const purchaseOrderListQuerySchema = listQuerySchema.extend({
  shipId: z.uuid('shipId must be the id of a ship').optional(),
  vendorId: z.uuid('vendorId must be the id of a vendor').optional(),
  state: z.enum(PURCHASE_ORDER_STATES, `state must be one of ${PURCHASE_ORDER_STATES.join(', ')}`).optional(),
});
/** Purchase-order list query. */
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuerySchema>;

/** Why a vendor link does not open; the public page shows a clear page for each. */
export const VENDOR_LINK_PROBLEMS = {
  missing: 'This link is incomplete: the token is missing. Open the link from the e-mail again.',
  unknown: 'This link is not valid. Open the link from the latest e-mail, or contact the buyer.',
  expired: 'This link has expired. Ask the buyer to send the purchase order again.',
  revoked: 'This link was withdrawn by the buyer: the purchase order was changed or cancelled.',
} as const;

/** `PO-2026-00042` from a year and a sequence number. */
export function formatPurchaseOrderNumber(year: number, sequence: number): string {
  return `PO-${year}-${String(sequence).padStart(5, '0')}`;
}

/** Body of `PUT /api/v1/config/approval-tiers/` (administrators): the tiers and the settings' version. */
export const updateApprovalTiersSchema = z.object({
  version: versionSchema,
  tiers: approvalTiersSchema.refine((tiers) => tiers.length === 0 || tiers[tiers.length - 1]!.upTo === null, {
    message: 'the last tier must have no upper limit, so that every amount is covered',
  }),
});
/** A tier change as sent. */
export type UpdateApprovalTiers = z.infer<typeof updateApprovalTiersSchema>;
