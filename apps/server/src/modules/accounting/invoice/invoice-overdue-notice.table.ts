import { date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './invoice.table';

/**
 * The "invoice overdue" notifications already sent: one row per invoice and due date, so the scheduler
 * (`invoice-overdue-notices.service.ts`) tells the invoicers once per due date however many server
 * instances run it and however often — the insert that claims a notice is the proof it was not sent before.
 */
export const invoiceOverdueNotices = pgTable(
  'invoice_overdue_notices',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    recipients: integer('recipients').notNull().default(0),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'invoice_overdue_notices_pkey', columns: [t.invoiceId, t.dueOn] })],
);
