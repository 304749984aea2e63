import { z } from 'zod';
import { PARTY_TYPES } from '../common/enums';
import { listQuerySchema, versionSchema } from '../common/page.schema';
import { decimalAmountSchema } from '../money/money.schema';
import { DELIVERY_STATES, validateSupplyWindow } from './delivery-status';

/** Sortable fields of the deliveries list. */
export const DELIVERY_SORT_FIELDS = ['number', 'shipName', 'state', 'eta', 'createdAt', 'updatedAt'] as const;
/** A sortable field of the deliveries list. */
export type DeliverySortField = (typeof DELIVERY_SORT_FIELDS)[number];

/** Who sends or takes goods: the vendor, a port agent, the office or the vessel (DOMAIN "Delivery"). */
export const DELIVERY_PARTIES = ['vendor', ...PARTY_TYPES] as const;
/** A delivery party. */
export type DeliveryParty = (typeof DELIVERY_PARTIES)[number];
/** Parties goods can be delivered to by a vendor or a sender. */
export const DELIVERY_DESTINATIONS = ['agent', 'office', 'vessel'] as const;
/** Parties a transfer moves received goods from (agent → vessel, office → vessel). */
export const TRANSFER_SOURCES = ['agent', 'office'] as const;

/** Kinds of delivery: against a purchase order, unassigned (no PO yet), or a transfer of received goods. */
export const DELIVERY_KINDS = ['purchase_order', 'unassigned', 'transfer'] as const;
/** A delivery kind. */
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** Limits of delivery fields. */
export const DELIVERY_LIMITS = {
  lines: 200,
  description: 300,
  unit: 20,
  text: 2000,
  reason: 500,
  tracking: 80,
  sender: 200,
  port: 80,
} as const;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const required = (field: string, max: number, min = 1) => text(field, max).min(min, `${field} is required`);
const optionalText = (field: string, max: number) =>
  text(field, max)
    .nullish()
    .transform((v) => (v ? v : null));
const optionalDate = (field: string) =>
  z.iso
    .date(`${field} must be a date (YYYY-MM-DD)`)
    .nullish()
    .transform((v) => v ?? null);
const optionalId = (field: string, what: string) =>
  z
    .uuid(`${field} must be the id of ${what}`)
    .nullish()
    .transform((v) => v ?? null);
const quantity = (field: string) => decimalAmountSchema(field, { sign: 'positive', maxScale: 4 });
const nonNegativeQuantity = (field: string) => decimalAmountSchema(field, { maxScale: 4 });
const destinationSchema = z.enum(
  DELIVERY_DESTINATIONS,
  `toParty must be one of ${DELIVERY_DESTINATIONS.join(', ')}`,
);

/** The header fields every new delivery may carry. */
const headerFields = {
  port: optionalText('port', DELIVERY_LIMITS.port),
  agentId: optionalId('agentId', 'a port agent'),
  supplyWindowId: optionalId('supplyWindowId', 'a supply window'),
  eta: optionalDate('eta'),
  trackingNumber: optionalText('trackingNumber', DELIVERY_LIMITS.tracking),
  notes: text('notes', DELIVERY_LIMITS.text).default(''),
};

/** An agent must be named when goods go to an agent. */
function agentForAgent(value: { toParty?: string; agentId?: string | null }, ctx: z.RefinementCtx) {
  if (value.toParty === 'agent' && !value.agentId)
    ctx.addIssue({
      code: 'custom',
      path: ['agentId'],
      message: 'agentId is required when goods go to an agent',
    });
}

/**
 * Body of `POST /api/v1/purchasing/deliveries/`: a delivery against a purchase order that was sent to
 * the vendor; its lines are PO lines with the quantity expected in this delivery (each PO line once).
 */
export const createPoDeliverySchema = z
  .object({
    purchaseOrderId: z.uuid('purchaseOrderId must be the id of a purchase order'),
    toParty: destinationSchema,
    ...headerFields,
    lines: z
      .array(
        z.object({
          purchaseOrderLineId: z.uuid('purchaseOrderLineId must be the id of a line of the order'),
          expectedQuantity: quantity('expectedQuantity'),
        }),
        { error: 'lines must be a list' },
      )
      .min(1, 'lines: a delivery needs at least one line')
      .max(DELIVERY_LIMITS.lines, `lines: at most ${DELIVERY_LIMITS.lines}`)
      .refine((lines) => new Set(lines.map((l) => l.purchaseOrderLineId)).size === lines.length, {
        message: 'lines: each purchase order line may appear once',
      }),
  })
  .superRefine(agentForAgent);
/** A new PO delivery as a form holds it. */
export type CreatePoDeliveryInput = z.input<typeof createPoDeliverySchema>;
/** A new PO delivery after validation. */
export type CreatePoDelivery = z.output<typeof createPoDeliverySchema>;

/** A described line of an unassigned delivery (goods without a PO). */
export const unassignedLineSchema = z.object({
  description: required('description', DELIVERY_LIMITS.description),
  unit: required('unit', DELIVERY_LIMITS.unit),
  expectedQuantity: quantity('expectedQuantity'),
});

/**
 * Body of `POST /api/v1/purchasing/deliveries/unassigned`: goods that arrive (usually at an agent)
 * before anyone matched them to a purchase order: the ship, the sender and described lines.
 */
export const createUnassignedDeliverySchema = z
  .object({
    shipId: z.uuid('shipId must be the id of a ship'),
    senderName: required('senderName', DELIVERY_LIMITS.sender),
    toParty: destinationSchema,
    ...headerFields,
    lines: z
      .array(unassignedLineSchema, { error: 'lines must be a list' })
      .min(1, 'lines: a delivery needs at least one line')
      .max(DELIVERY_LIMITS.lines, `lines: at most ${DELIVERY_LIMITS.lines}`),
  })
  .superRefine(agentForAgent);
/** A new unassigned delivery as a form holds it. */
export type CreateUnassignedDeliveryInput = z.input<typeof createUnassignedDeliverySchema>;
/** A new unassigned delivery after validation. */
export type CreateUnassignedDelivery = z.output<typeof createUnassignedDeliverySchema>;

/**
 * Body of `PATCH /api/v1/purchasing/deliveries/:id`: header fields of a delivery not yet received or
 * cancelled, with the version read. Absent fields stay; null clears.
 */
export const updateDeliverySchema = z.object({
  version: versionSchema,
  port: optionalText('port', DELIVERY_LIMITS.port).optional(),
  agentId: optionalId('agentId', 'a port agent').optional(),
  eta: optionalDate('eta').optional(),
  trackingNumber: optionalText('trackingNumber', DELIVERY_LIMITS.tracking).optional(),
  senderName: optionalText('senderName', DELIVERY_LIMITS.sender).optional(),
  notes: text('notes', DELIVERY_LIMITS.text).optional(),
});
/** A delivery edit as a form holds it. */
export type UpdateDeliveryInput = z.input<typeof updateDeliverySchema>;
/** A delivery edit after validation. */
export type UpdateDelivery = z.output<typeof updateDeliverySchema>;

/** Body of `POST …/deliveries/:id/cancel`: the reason and the version read (manage_delivery). */
export const cancelDeliverySchema = z.object({
  version: versionSchema,
  reason: required('reason', DELIVERY_LIMITS.reason, 3),
});
/** A cancellation. */
export type CancelDelivery = z.output<typeof cancelDeliverySchema>;

/** Events a user records on a delivery besides receipt and cancel. */
export const DELIVERY_MOVE_EVENTS = ['dispatch', 'arriveAtAgent'] as const;
/** Body of `POST …/deliveries/:id/events`: dispatched (in transit) or arrived at the agent. */
export const deliveryEventSchema = z.object({
  version: versionSchema,
  event: z.enum(DELIVERY_MOVE_EVENTS, `event must be one of ${DELIVERY_MOVE_EVENTS.join(', ')}`),
});
/** A delivery event. */
export type DeliveryEventBody = z.output<typeof deliveryEventSchema>;

/**
 * Body of `POST …/deliveries/:id/transfers`: moves goods received by this delivery (at an agent or the
 * office) on to the vessel. Each quantity is at most what the source line received and has not yet
 * passed on (checked on the server with `validateTransfer`).
 */
export const createTransferSchema = z.object({
  version: versionSchema,
  ...headerFields,
  lines: z
    .array(
      z.object({
        sourceLineId: z.uuid('sourceLineId must be the id of a line of this delivery'),
        quantity: quantity('quantity'),
      }),
      { error: 'lines must be a list' },
    )
    .min(1, 'lines: a transfer needs at least one line')
    .max(DELIVERY_LIMITS.lines, `lines: at most ${DELIVERY_LIMITS.lines}`)
    .refine((lines) => new Set(lines.map((l) => l.sourceLineId)).size === lines.length, {
      message: 'lines: each line may appear once',
    }),
});
/** A transfer as a form holds it. */
export type CreateTransferInput = z.input<typeof createTransferSchema>;
/** A transfer after validation. */
export type CreateTransfer = z.output<typeof createTransferSchema>;

/** Body of `POST /api/v1/purchasing/supply-windows/`: when and where a ship can take goods (from ≤ to). */
export const createSupplyWindowSchema = z
  .object({
    shipId: z.uuid('shipId must be the id of a ship'),
    port: required('port', DELIVERY_LIMITS.port),
    fromDate: z.iso.date('fromDate must be a date (YYYY-MM-DD)'),
    toDate: z.iso.date('toDate must be a date (YYYY-MM-DD)'),
    agentId: optionalId('agentId', 'a port agent'),
    notes: text('notes', DELIVERY_LIMITS.text).default(''),
  })
  .superRefine((value, ctx) => {
    const check = validateSupplyWindow({ from: value.fromDate, to: value.toDate });
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['toDate'], message: check.message });
  });
/** A new supply window as a form holds it. */
export type CreateSupplyWindowInput = z.input<typeof createSupplyWindowSchema>;
/** A new supply window after validation. */
export type CreateSupplyWindow = z.output<typeof createSupplyWindowSchema>;

/** Body of `POST …/deliveries/:id/supply-window`: chooses a window of the ship (null clears it). */
export const chooseSupplyWindowSchema = z.object({
  version: versionSchema,
  supplyWindowId: z.uuid('supplyWindowId must be the id of a supply window').nullable(),
});
/** A supply window choice. */
export type ChooseSupplyWindow = z.output<typeof chooseSupplyWindowSchema>;

/**
 * Body of `POST …/deliveries/:id/receipt` (manage_delivery_report): the quantities received and
 * rejected so far per line (totals, not increments; never below an earlier receipt), a reason for
 * each rejection, and an optional discrepancy report.
 */
export const receiptSchema = z.object({
  version: versionSchema,
  lines: z
    .array(
      z.object({
        lineId: z.uuid('lineId must be the id of a line of this delivery'),
        receivedQuantity: nonNegativeQuantity('receivedQuantity'),
        rejectedQuantity: nonNegativeQuantity('rejectedQuantity').default('0'),
        rejectReason: optionalText('rejectReason', DELIVERY_LIMITS.reason),
        overDelivery: z.boolean().default(false),
      }),
      { error: 'lines must be a list' },
    )
    .min(1, 'lines: a receipt needs at least one line')
    .max(DELIVERY_LIMITS.lines, `lines: at most ${DELIVERY_LIMITS.lines}`),
  discrepancyReport: optionalText('discrepancyReport', DELIVERY_LIMITS.text),
});
/** A receipt as a form holds it. */
export type ReceiptInput = z.input<typeof receiptSchema>;
/** A receipt after validation. */
export type Receipt = z.output<typeof receiptSchema>;

/** Body of `POST …/deliveries/:id/discrepancy-report` (manage_delivery_report). */
export const discrepancyReportSchema = z.object({
  version: versionSchema,
  discrepancyReport: required('discrepancyReport', DELIVERY_LIMITS.text, 3),
});
/** A discrepancy report. */
export type DiscrepancyReportBody = z.output<typeof discrepancyReportSchema>;

/**
 * Body of `POST …/deliveries/:id/match`: links an unassigned delivery to a purchase order of the same
 * ship; each line names the PO line it is (or null to leave it unmatched).
 */
export const matchDeliverySchema = z.object({
  version: versionSchema,
  purchaseOrderId: z.uuid('purchaseOrderId must be the id of a purchase order'),
  lines: z
    .array(
      z.object({
        lineId: z.uuid('lineId must be the id of a line of this delivery'),
        purchaseOrderLineId: z.uuid('purchaseOrderLineId must be the id of a line of the order').nullable(),
      }),
      { error: 'lines must be a list' },
    )
    .max(DELIVERY_LIMITS.lines, `lines: at most ${DELIVERY_LIMITS.lines}`),
});
/** A match to a PO. */
export type MatchDelivery = z.output<typeof matchDeliverySchema>;

/** Query of `GET /api/v1/purchasing/deliveries/`. */
export const deliveryListQuerySchema = listQuerySchema.extend({
  kind: z
    .enum(['all', ...DELIVERY_KINDS], 'kind must be all, purchase_order, unassigned or transfer')
    .default('all'),
  state: z.enum(DELIVERY_STATES, `state must be one of ${DELIVERY_STATES.join(', ')}`).optional(),
  shipId: z.uuid('shipId must be the id of a ship').optional(),
  purchaseOrderId: z.uuid('purchaseOrderId must be the id of a purchase order').optional(),
});
/** A deliveries list query. */
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;

/** Query of `GET /api/v1/purchasing/supply-windows/`. */
export const supplyWindowListQuerySchema = listQuerySchema.extend({
  shipId: z.uuid('shipId must be the id of a ship').optional(),
});
