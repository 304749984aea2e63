import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { vendors } from '../vendor/vendor.table';
import { requisitionLines, requisitions } from '../requisition/requisition.table';

/** A request for quotation (DOMAIN "RFQ"): DRAFT → SENT → AWARDED / CANCELLED. */
export const rfqs = pgTable(
  'rfqs',
  {
    ...recordColumns(),
    /** Human number: `RFQ-2026-00042`. */
    number: text('number').notNull(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    state: text('state').notNull().default('DRAFT'),
    /** Replies are refused after this instant. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    deliveryPort: text('delivery_port'),
    deliveryFrom: date('delivery_from', { mode: 'string' }),
    deliveryTo: date('delivery_to', { mode: 'string' }),
    /** The currency vendors are asked to quote in (they may quote in another). */
    currency: text('currency').notNull(),
    notes: text('notes').notNull().default(''),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rfqs_number_key').on(t.number),
    index('rfqs_ship_state_idx').on(t.shipId, t.state),
    index('rfqs_created_idx').on(t.createdAt),
  ],
);

/** The requisitions an RFQ covers. */
export const rfqRequisitions = pgTable(
  'rfq_requisitions',
  {
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    requisitionId: uuid('requisition_id')
      .notNull()
      .references(() => requisitions.id),
  },
  (t) => [
    uniqueIndex('rfq_requisitions_key').on(t.rfqId, t.requisitionId),
    index('rfq_requisitions_req_idx').on(t.requisitionId),
  ],
);

/** A line vendors are asked to price: a copy of a requisition line at the time of the RFQ. */
export const rfqLines = pgTable(
  'rfq_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    requisitionLineId: uuid('requisition_line_id')
      .notNull()
      .references(() => requisitionLines.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    impaCode: text('impa_code'),
    makerPartNumber: text('maker_part_number'),
    maker: text('maker'),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unit: text('unit').notNull(),
    remarks: text('remarks').notNull().default(''),
  },
  (t) => [uniqueIndex('rfq_lines_position_key').on(t.rfqId, t.position)],
);

/**
 * A vendor invited to an RFQ, with the link token (only its SHA-256 is stored), its expiry and
 * revocation: INVITED → VIEWED → QUOTED / DECLINED / LAPSED. No vendor twice per RFQ.
 */
export const rfqInvitations = pgTable(
  'rfq_invitations',
  {
    ...recordColumns(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    state: text('state').notNull().default('INVITED'),
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
  },
  (t) => [
    uniqueIndex('rfq_invitations_rfq_vendor_key').on(t.rfqId, t.vendorId),
    uniqueIndex('rfq_invitations_token_key').on(t.tokenHash),
    index('rfq_invitations_vendor_idx').on(t.vendorId),
  ],
);

/**
 * A vendor's quote revision: DRAFT (editable by the vendor) → SUBMITTED (immutable) → SUPERSEDED by
 * the next submitted revision. At most one draft per invitation.
 */
export const quotes = pgTable(
  'quotes',
  {
    ...recordColumns(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => rfqInvitations.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    status: text('status').notNull().default('DRAFT'),
    currency: text('currency').notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    leadTimeDays: integer('lead_time_days'),
    /** Discount over the whole quote, percent. */
    discountPercent: numeric('discount_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    freight: numeric('freight', { precision: 18, scale: 4 }).notNull().default('0'),
    portCharges: numeric('port_charges', { precision: 18, scale: 4 }).notNull().default('0'),
    remarks: text('remarks').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotes_invitation_revision_key').on(t.invitationId, t.revision),
    uniqueIndex('quotes_one_draft_key')
      .on(t.invitationId)
      .where(sql`${t.status} = 'DRAFT'`),
  ],
);

/** A priced line of a quote. `partType` 0 Genuine, 1 OEM, 2 Compatible (an alternative, disclosed). */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    rfqLineId: uuid('rfq_line_id')
      .notNull()
      .references(() => rfqLines.id),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }),
    discountPercent: numeric('discount_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    availableQuantity: numeric('available_quantity', { precision: 18, scale: 4 }),
    leadTimeDays: integer('lead_time_days'),
    partType: smallint('part_type').notNull().default(0),
    offeredPartNumber: text('offered_part_number'),
    remarks: text('remarks').notNull().default(''),
  },
  (t) => [
    uniqueIndex('quote_lines_quote_line_key').on(t.quoteId, t.rfqLineId),
    check('quote_lines_part_type_check', sql`${t.partType} IN (0, 1, 2)`),
  ],
);

/** A file the vendor attached to a quote revision (kept in the file storage, never changed). */
export const quoteAttachments = pgTable(
  'quote_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique('quote_attachments_storage_key_key'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_attachments_quote_idx').on(t.quoteId)],
);
