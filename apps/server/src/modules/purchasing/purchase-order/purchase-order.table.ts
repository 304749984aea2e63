import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { agents } from '../agent/agent.table';
import { expenseCategories } from '../expense-category/expense-category.table';
import { requisitionLines } from '../requisition/requisition.table';
import { quoteLines, quotes, rfqs } from '../rfq/rfq.table';
import { vendors } from '../vendor/vendor.table';

/** Numbers of purchase orders (`PO-<year>-<nextval>`): gapless enough, never reused, safe in parallel. */
export const purchaseOrderNumberSeq = pgSequence('purchase_order_number_seq', { startWith: 1, increment: 1 });

/**
 * A purchase order (DOMAIN "Purchase order"). Money columns hold the current revision; the rate
 * snapshot converts `total` into the company's base currency as on `rateDate`. `total` is always the
 * exact sum of the lines plus freight and port charges (purchaseOrderTotals in @keel/domain).
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...recordColumns(),
    /** Human number: `PO-2026-00042`. */
    number: text('number').notNull(),
    revision: integer('revision').notNull().default(1),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    rfqId: uuid('rfq_id').references(() => rfqs.id),
    quoteId: uuid('quote_id').references(() => quotes.id),
    categoryId: uuid('category_id').references(() => expenseCategories.id, { onDelete: 'restrict' }),
    state: text('state').notNull().default('DRAFT'),
    currency: text('currency').notNull(),
    subtotal: numeric('subtotal', { precision: 18, scale: 4 }).notNull().default('0'),
    discountPercent: numeric('discount_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    freight: numeric('freight', { precision: 18, scale: 4 }).notNull().default('0'),
    portCharges: numeric('port_charges', { precision: 18, scale: 4 }).notNull().default('0'),
    total: numeric('total', { precision: 18, scale: 4 }).notNull().default('0'),
    baseCurrency: text('base_currency').notNull(),
    /** One unit of `currency` in `baseCurrency`, as picked on `rateDate` (ARCHITECTURE rule 5). */
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull().default('1'),
    rateDate: date('rate_date', { mode: 'string' }),
    rateSource: text('rate_source'),
    totalBase: numeric('total_base', { precision: 18, scale: 4 }).notNull().default('0'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    deliveryPort: text('delivery_port'),
    agentId: uuid('agent_id').references(() => agents.id),
    supplyFrom: date('supply_from', { mode: 'string' }),
    supplyTo: date('supply_to', { mode: 'string' }),
    /** A date the vendor proposed instead of the window (from the public page). */
    vendorProposedDate: date('vendor_proposed_date', { mode: 'string' }),
    vendorNote: text('vendor_note'),
    declineReason: text('decline_reason'),
    cancelReason: text('cancel_reason'),
    /** Why the approver sent the order back to draft (cleared on the next submit). */
    sendBackReason: text('send_back_reason'),
    /** The vendor's last answer: CONFIRMED, DECLINED or PROPOSED_DATE, and who recorded it. */
    vendorResponse: text('vendor_response'),
    vendorRespondedAt: timestamp('vendor_responded_at', { withTimezone: true }),
    /** `vendor` (public page) or the staff member's name (vendor_action). */
    vendorRespondedBy: text('vendor_responded_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    /** The vendor's own order reference, entered on the public vendor page. */
    vendorReference: text('vendor_reference'),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Amount billed against the order so far (accounting), in `currency`. */
    billedAmount: numeric('billed_amount', { precision: 18, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_key').on(t.number),
    index('purchase_orders_ship_state_idx').on(t.shipId, t.state),
    index('purchase_orders_state_created_idx').on(t.state, t.createdAt),
    index('purchase_orders_created_idx').on(t.createdAt),
    index('purchase_orders_vendor_idx').on(t.vendorId),
    // A rate's "Used by" (exchange-rate-usage.repo.ts) finds the documents of its date: docs/accounting-rates-and-banks.md.
    index('purchase_orders_rate_date_idx').on(t.rateDate),
    index('purchase_orders_ship_category_idx').on(t.shipId, t.categoryId),
    index('purchase_orders_ship_created_idx').on(t.shipId, t.createdAt),
  ],
);

/** A line of a purchase order, linked to the requisition line and quote line it came from. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    requisitionLineId: uuid('requisition_line_id').references(() => requisitionLines.id),
    quoteLineId: uuid('quote_line_id').references(() => quoteLines.id),
    description: text('description').notNull(),
    impaCode: text('impa_code'),
    makerPartNumber: text('maker_part_number'),
    partType: integer('part_type').notNull().default(0),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unit: text('unit').notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    discountPercent: numeric('discount_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    lineTotal: numeric('line_total', { precision: 18, scale: 4 }).notNull(),
    /** Quantity delivered (received at the ship or accepted at an agent) so far. */
    deliveredQuantity: numeric('delivered_quantity', { precision: 18, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('purchase_order_lines_position_key').on(t.purchaseOrderId, t.position),
    index('purchase_order_lines_req_line_idx').on(t.requisitionLineId),
    check('purchase_order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Each approval given to a revision of a PO (tiers may ask for more than one). */
export const purchaseOrderApprovals = pgTable(
  'purchase_order_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    approverId: uuid('approver_id').notNull(),
    approverName: text('approver_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchase_order_approvals_key').on(t.purchaseOrderId, t.revision, t.approverId)],
);

/** A frozen copy of each revision of a PO (header and lines), written when it is reverted. */
export const purchaseOrderRevisions = pgTable(
  'purchase_order_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name'),
  },
  (t) => [uniqueIndex('purchase_order_revisions_key').on(t.purchaseOrderId, t.revision)],
);

/** The vendor's link to `/vendor/purchase-order` for one revision: token hashed, expiring, revocable. */
export const purchaseOrderVendorLinks = pgTable(
  'purchase_order_vendor_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_order_vendor_links_token_key').on(t.tokenHash),
    index('purchase_order_vendor_links_po_idx').on(t.purchaseOrderId),
  ],
);

/**
 * Orders per ship and state, kept by statement triggers on `purchase_orders` (migration 0013): the total of a
 * list filtered only by ships and state sums a few rows instead of counting every order.
 */
export const purchaseOrderStateCounts = pgTable(
  'purchase_order_state_counts',
  {
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipId, t.state] })],
);
