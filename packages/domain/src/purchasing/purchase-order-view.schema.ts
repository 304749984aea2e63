import { z } from 'zod';
import { envelope, pagedEnvelope } from '../common/page.schema';
import { PURCHASE_ORDER_STATES } from './purchase-order-status';
import { VENDOR_RESPONSES } from './purchase-order.schema';

const stateSchema = z.enum(PURCHASE_ORDER_STATES);
const responseSchema = z.enum(VENDOR_RESPONSES).nullable();

/** A purchase order as the list returns it. */
export const purchaseOrderSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  revision: z.number().int(),
  shipId: z.uuid(),
  shipName: z.string(),
  vendorId: z.uuid(),
  vendorName: z.string(),
  state: stateSchema,
  currency: z.string(),
  total: z.string(),
  baseCurrency: z.string(),
  totalBase: z.string(),
  lineCount: z.number().int(),
  /** True when a line comes from an urgent requisition (priority 1). */
  urgent: z.boolean(),
  supplyFrom: z.string().nullable(),
  supplyTo: z.string().nullable(),
  vendorResponse: responseSchema,
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A purchase order in the list. */
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

/** A line of a purchase order. */
export const purchaseOrderLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  requisitionLineId: z.uuid().nullable(),
  requisitionNumber: z.string().nullable(),
  quoteLineId: z.uuid().nullable(),
  description: z.string(),
  impaCode: z.string().nullable(),
  makerPartNumber: z.string().nullable(),
  partType: z.number().int(),
  quantity: z.string(),
  unit: z.string(),
  unitPrice: z.string(),
  discount: z.string(),
  lineTotal: z.string(),
  deliveredQuantity: z.string(),
});
/** A line of a purchase order. */
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

/** An approval given to the current revision. */
export const purchaseOrderApprovalSchema = z.object({
  approverId: z.uuid(),
  approverName: z.string(),
  createdAt: z.string(),
});

/** A frozen earlier revision (written on revert). */
export const purchaseOrderRevisionSchema = z.object({
  revision: z.number().int(),
  reason: z.string(),
  state: z.string(),
  total: z.string(),
  currency: z.string(),
  lineCount: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
/** A frozen revision. */
export type PurchaseOrderRevision = z.infer<typeof purchaseOrderRevisionSchema>;

/** The state of the vendor's link to the current revision. */
export const VENDOR_LINK_STATES = ['none', 'active', 'expired', 'revoked'] as const;

/** A purchase order with its lines, approvals, revisions and the vendor link. */
export const purchaseOrderDetailSchema = purchaseOrderSummarySchema.extend({
  rfqId: z.uuid().nullable(),
  rfqNumber: z.string().nullable(),
  quoteId: z.uuid().nullable(),
  vendorEmail: z.string(),
  agentId: z.uuid().nullable(),
  agentName: z.string().nullable(),
  deliveryPort: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  subtotal: z.string(),
  freight: z.string(),
  portCharges: z.string(),
  rate: z.string(),
  rateDate: z.string().nullable(),
  rateSource: z.string().nullable(),
  notes: z.string(),
  createdById: z.uuid().nullable(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  sendBackReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  declineReason: z.string().nullable(),
  vendorProposedDate: z.string().nullable(),
  vendorNote: z.string().nullable(),
  vendorRespondedAt: z.string().nullable(),
  vendorRespondedBy: z.string().nullable(),
  /** The vendor's own order reference, entered on the vendor page. */
  vendorReference: z.string().nullable(),
  lines: z.array(purchaseOrderLineSchema),
  approvals: z.array(purchaseOrderApprovalSchema),
  approval: z.object({
    approvalsNeeded: z.number().int(),
    approvalsGiven: z.number().int(),
    tierIndex: z.number().int(),
    upTo: z.string().nullable(),
  }),
  revisions: z.array(purchaseOrderRevisionSchema),
  vendorLink: z.object({
    state: z.enum(VENDOR_LINK_STATES),
    revision: z.number().int().nullable(),
    createdAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    viewedAt: z.string().nullable(),
    respondedAt: z.string().nullable(),
  }),
  delivered: z.boolean(),
  billed: z.boolean(),
});
/** A purchase order with everything the detail shows. */
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

/** `{ data: order }`. */
export const purchaseOrderDetailResponseSchema = envelope(purchaseOrderDetailSchema);
/** `{ data: orders, page }`: answer of `GET /api/v1/purchasing/purchase-orders/`. */
export const purchaseOrderListResponseSchema = pagedEnvelope(purchaseOrderSummarySchema);

/** What the vendor sees on `/vendor/purchase-order`: their order only, never another vendor's. */
export const vendorPurchaseOrderSchema = z.object({
  number: z.string(),
  revision: z.number().int(),
  state: stateSchema,
  companyName: z.string(),
  vendorName: z.string(),
  shipName: z.string(),
  deliveryPort: z.string().nullable(),
  agent: z
    .object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  supplyFrom: z.string().nullable(),
  supplyTo: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  currency: z.string(),
  lines: z.array(
    purchaseOrderLineSchema.pick({
      position: true,
      description: true,
      impaCode: true,
      makerPartNumber: true,
      partType: true,
      quantity: true,
      unit: true,
      unitPrice: true,
      discount: true,
      lineTotal: true,
    }),
  ),
  subtotal: z.string(),
  freight: z.string(),
  portCharges: z.string(),
  total: z.string(),
  notes: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string(),
  vendorResponse: responseSchema,
  vendorProposedDate: z.string().nullable(),
  vendorNote: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The vendor's own order reference, as they entered it. */
  vendorReference: z.string().nullable(),
  /** True while the vendor may still enter or change their order reference. */
  canSetReference: z.boolean(),
  /** True while the vendor may still confirm, decline or propose a date. */
  canRespond: z.boolean(),
});
/** The vendor's view of an order. */
export type VendorPurchaseOrder = z.infer<typeof vendorPurchaseOrderSchema>;
/** `{ data: order }` of the public routes. */
export const vendorPurchaseOrderResponseSchema = envelope(vendorPurchaseOrderSchema);

/** The approval tiers of the company settings with the settings' version. */
export const approvalTiersConfigSchema = z.object({
  tiers: z.array(z.object({ upTo: z.string().nullable(), approvals: z.number().int() })),
  baseCurrency: z.string(),
  version: z.number().int(),
});
/** The approval tiers as `GET /api/v1/config/approval-tiers/` answers them. */
export type ApprovalTiersConfig = z.infer<typeof approvalTiersConfigSchema>;
/** `{ data: tiers }`. */
export const approvalTiersConfigResponseSchema = envelope(approvalTiersConfigSchema);
/** Choices of the purchase-order screens: vendors (filter) and active port agents (editor). */
export const purchaseOrderOptionsSchema = z.object({
  vendors: z.array(z.object({ id: z.uuid(), name: z.string(), currency: z.string() })),
  agents: z.array(z.object({ id: z.uuid(), name: z.string(), portName: z.string() })),
});
/** Choices of the purchase-order screens. */
export type PurchaseOrderOptions = z.infer<typeof purchaseOrderOptionsSchema>;
/** `{ data: options }`: answer of `GET /api/v1/purchasing/purchase-orders/options`. */
export const purchaseOrderOptionsResponseSchema = envelope(purchaseOrderOptionsSchema);
