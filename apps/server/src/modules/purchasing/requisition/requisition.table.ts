import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { expenseCategories } from '../expense-category/expense-category.table';
import { pmsSpareParts } from '../../pms/spare-part/spare-part.table';

/**
 * A requisition (DOMAIN "Purchasing"): a ship asks for goods. `state` is stored for lists and
 * filters but the ordering and receiving states are derived from the lines' quantities
 * (`nextRequisitionState` in @keel/domain) and rewritten in the same transaction as the lines.
 */
export const requisitions = pgTable(
  'requisitions',
  {
    ...recordColumns(),
    /** Human number, unique per company: `REQ-2026-00042`. */
    number: text('number').notNull(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    title: text('title').notNull(),
    /** deck, engine, galley, cabin, … (REQUISITION_DEPARTMENTS). */
    department: text('department').notNull(),
    /** 0 normal, 1 urgent (spec). */
    priority: smallint('priority').notNull().default(0),
    requiredBy: date('required_by', { mode: 'string' }),
    /** UN/LOCODE of the port the goods should reach. */
    deliveryPort: text('delivery_port'),
    categoryId: uuid('category_id').references(() => expenseCategories.id, { onDelete: 'restrict' }),
    state: text('state').notNull().default('DRAFT'),
    /** The moderator's reason when it was sent back, shown on the draft. */
    sentBackReason: text('sent_back_reason'),
    cancelReason: text('cancel_reason'),
    remarks: text('remarks').notNull().default(''),
    /** Estimated value for the budget warning and commitment, in `currency` (optional). */
    estimatedAmount: numeric('estimated_amount', { precision: 18, scale: 4 }),
    currency: text('currency'),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedById: uuid('approved_by_id'),
    approvedByName: text('approved_by_name'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('requisitions_number_key').on(t.number),
    index('requisitions_ship_state_idx').on(t.shipId, t.state),
    index('requisitions_state_created_idx').on(t.state, t.createdAt),
    index('requisitions_created_idx').on(t.createdAt),
    check('requisitions_priority_check', sql`${t.priority} IN (0, 1)`),
    index('requisitions_priority_created_idx').on(t.priority, t.createdAt),
  ],
);

/** A requisition line. Ordered, received and cancelled quantities are kept by the RFQ/PO/delivery flow. */
export const requisitionLines = pgTable(
  'requisition_lines',
  {
    ...recordColumns(),
    requisitionId: uuid('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    impaCode: text('impa_code'),
    makerPartNumber: text('maker_part_number'),
    maker: text('maker'),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unit: text('unit').notNull(),
    remarks: text('remarks').notNull().default(''),
    /** Estimated unit price in the requisition's currency (budget warning and commitment), optional. */
    estimatedUnitPrice: numeric('estimated_unit_price', { precision: 18, scale: 4 }),
    orderedQuantity: numeric('ordered_quantity', { precision: 18, scale: 4 }).notNull().default('0'),
    receivedQuantity: numeric('received_quantity', { precision: 18, scale: 4 }).notNull().default('0'),
    cancelledQuantity: numeric('cancelled_quantity', { precision: 18, scale: 4 }).notNull().default('0'),
    /** The PMS spare part the line restocks (raised from the part); its receipt adds to the part's stock. */
    sparePartId: uuid('spare_part_id').references(() => pmsSpareParts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('requisition_lines_position_key').on(t.requisitionId, t.position),
    check('requisition_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
