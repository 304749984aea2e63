import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every message Keel sends (RFQ invitations, purchase orders to vendors). With SMTP configured the
 * message is handed to nodemailer and `sentAt` set; without SMTP it stays here and admins read it in
 * the outbox screen, so the demo works end to end. `error` keeps the last delivery failure.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the message is about, e.g. `rfq_invitation`, `purchase_order`. */
    kind: text('kind').notNull(),
    /** The record it belongs to (invitation id, purchase order id). */
    refId: uuid('ref_id'),
    /** `outbox` (kept for admins), `sent` (SMTP accepted), `failed`. */
    status: text('status').notNull().default('outbox'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt), index('outbox_messages_ref_idx').on(t.refId)],
);
