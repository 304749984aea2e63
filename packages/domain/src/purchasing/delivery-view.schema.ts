import { z } from 'zod';
import { envelope, listQuerySchema, pagedEnvelope } from '../common/page.schema';
import { DELIVERY_STATES } from './delivery-status';
import { DELIVERY_KINDS, DELIVERY_PARTIES } from './delivery.schema';

/** A supply window as the API returns it. */
export const supplyWindowSchema = z.object({
  id: z.uuid(),
  shipId: z.uuid(),
  shipName: z.string(),
  port: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  agentId: z.uuid().nullable(),
  agentName: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
/** A supply window. */
export type SupplyWindowView = z.infer<typeof supplyWindowSchema>;

/** A delivery as lists return it. */
export const deliverySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  shipId: z.uuid(),
  shipName: z.string(),
  purchaseOrderId: z.uuid().nullable(),
  purchaseOrderNumber: z.string().nullable(),
  /** True when its purchase order has a line from an urgent requisition. */
  urgent: z.boolean(),
  vendorName: z.string().nullable(),
  sourceDeliveryId: z.uuid().nullable(),
  sourceDeliveryNumber: z.string().nullable(),
  state: z.enum(DELIVERY_STATES),
  fromParty: z.enum(DELIVERY_PARTIES),
  toParty: z.enum(DELIVERY_PARTIES),
  port: z.string().nullable(),
  agentId: z.uuid().nullable(),
  agentName: z.string().nullable(),
  supplyWindow: supplyWindowSchema.pick({ id: true, port: true, fromDate: true, toDate: true }).nullable(),
  eta: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  senderName: z.string().nullable(),
  notes: z.string(),
  receivedAt: z.string().nullable(),
  receivedByName: z.string().nullable(),
  discrepancyReport: z.string().nullable(),
  cancelReason: z.string().nullable(),
  lineCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A delivery. */
export type Delivery = z.infer<typeof deliverySchema>;

/** A delivery line with what was received, rejected and passed on. */
export const deliveryLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  purchaseOrderLineId: z.uuid().nullable(),
  sourceLineId: z.uuid().nullable(),
  description: z.string(),
  unit: z.string(),
  expectedQuantity: z.string(),
  receivedQuantity: z.string().nullable(),
  rejectedQuantity: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Quantity moved on by transfers that are not cancelled. */
  transferredQuantity: z.string(),
  /** Received and not yet moved on (0 unless the delivery is received). */
  transferableQuantity: z.string(),
});
/** A delivery line. */
export type DeliveryLine = z.infer<typeof deliveryLineSchema>;

/** A delivery with its lines and the transfers made from it. */
export const deliveryDetailSchema = deliverySchema.extend({
  lines: z.array(deliveryLineSchema),
  transfers: z.array(deliverySchema.pick({ id: true, number: true, state: true, toParty: true })),
});
/** A delivery with lines. */
export type DeliveryDetail = z.infer<typeof deliveryDetailSchema>;

/** A purchase order goods can be delivered against, for the create and match dialogs. */
export const deliverablePurchaseOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  shipId: z.uuid(),
  shipName: z.string(),
  vendorName: z.string(),
  state: z.string(),
  lines: z.array(
    z.object({
      id: z.uuid(),
      position: z.number().int(),
      description: z.string(),
      unit: z.string(),
      quantity: z.string(),
      deliveredQuantity: z.string(),
      /** Expected in deliveries not yet received or cancelled. */
      plannedQuantity: z.string(),
    }),
  ),
});
/** A deliverable purchase order. */
export type DeliverablePurchaseOrder = z.infer<typeof deliverablePurchaseOrderSchema>;

/** Query of `GET /api/v1/purchasing/deliveries/purchase-orders`. */
export const deliverablePurchaseOrderQuerySchema = listQuerySchema.extend({
  shipId: z.uuid('shipId must be the id of a ship').optional(),
});

/** `{ data: delivery }` with lines. */
export const deliveryDetailResponseSchema = envelope(deliveryDetailSchema);
/** `{ data: deliveries, page }`. */
export const deliveryListResponseSchema = pagedEnvelope(deliverySchema);
/** `{ data: supply window }`. */
export const supplyWindowResponseSchema = envelope(supplyWindowSchema);
/** `{ data: supply windows, page }`. */
export const supplyWindowListResponseSchema = pagedEnvelope(supplyWindowSchema);
/** `{ data: purchase orders, page }`. */
export const deliverablePurchaseOrderListResponseSchema = pagedEnvelope(deliverablePurchaseOrderSchema);
