import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { agents } from '../agent/agent.table';
import { purchaseOrderLines, purchaseOrders } from '../purchase-order/purchase-order.table';

/** A supply window: when and where a ship can take goods on board (from ≤ to). Chosen or created per delivery. */
export const supplyWindows = pgTable(
  'supply_windows',
  {
    ...recordColumns(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    port: text('port').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    agentId: uuid('agent_id').references(() => agents.id),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    index('supply_windows_ship_from_idx').on(t.shipId, t.fromDate),
    check('supply_windows_dates_check', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

/**
 * A delivery (DOMAIN "Delivery"): goods moving from one party to another. `purchaseOrderId` null is
 * an unassigned delivery until it is matched. A transfer moves goods received by an earlier delivery
 * (`sourceDeliveryId`) on, never more than was received. PLANNED → IN_TRANSIT / AT_AGENT → RECEIVED /
 * PARTIAL, or CANCELLED.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    ...recordColumns(),
    /** Human number: `DEL-2026-00042`. */
    number: text('number').notNull(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    purchaseOrderId: uuid('purchase_order_id').references(() => purchaseOrders.id),
    sourceDeliveryId: uuid('source_delivery_id'),
    state: text('state').notNull().default('PLANNED'),
    /** vendor, agent, office, vessel. */
    fromParty: text('from_party').notNull(),
    toParty: text('to_party').notNull(),
    port: text('port'),
    agentId: uuid('agent_id').references(() => agents.id),
    supplyWindowId: uuid('supply_window_id').references(() => supplyWindows.id),
    eta: date('eta', { mode: 'string' }),
    trackingNumber: text('tracking_number'),
    /** Who sent goods without a PO (unassigned deliveries). */
    senderName: text('sender_name'),
    notes: text('notes').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedById: uuid('received_by_id'),
    receivedByName: text('received_by_name'),
    discrepancyReport: text('discrepancy_report'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('deliveries_number_key').on(t.number),
    index('deliveries_ship_state_idx').on(t.shipId, t.state),
    index('deliveries_po_idx').on(t.purchaseOrderId),
    index('deliveries_source_idx').on(t.sourceDeliveryId),
  ],
);

/** A delivery line: expected, received and rejected quantities (with the reason for a rejection). */
export const deliveryLines = pgTable(
  'delivery_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    purchaseOrderLineId: uuid('purchase_order_line_id').references(() => purchaseOrderLines.id),
    /** For a transfer: the line of the delivery the goods were received on. */
    sourceLineId: uuid('source_line_id'),
    description: text('description').notNull(),
    unit: text('unit').notNull(),
    expectedQuantity: numeric('expected_quantity', { precision: 18, scale: 4 }).notNull(),
    receivedQuantity: numeric('received_quantity', { precision: 18, scale: 4 }),
    rejectedQuantity: numeric('rejected_quantity', { precision: 18, scale: 4 }),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    uniqueIndex('delivery_lines_position_key').on(t.deliveryId, t.position),
    index('delivery_lines_po_line_idx').on(t.purchaseOrderLineId),
    index('delivery_lines_source_idx').on(t.sourceLineId),
  ],
);
