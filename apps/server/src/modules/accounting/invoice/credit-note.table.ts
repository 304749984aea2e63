import { date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invoiceLines, invoices } from './invoice.table';

/**
 * A credit note on an issued invoice (partial or full): its own gapless number series per year
 * (`CN-2026-00001`, `invoice_number_counters` series CN), the net credited per line, VAT and total in the
 * invoice currency. The invoice is CREDITED once its lines are credited in full (docs/accounting-invoices.md).
 */
export const invoiceCreditNotes = pgTable(
  'invoice_credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    subtotal: numeric('subtotal', { precision: 18, scale: 4 }).notNull(),
    vatAmount: numeric('vat_amount', { precision: 18, scale: 4 }).notNull(),
    total: numeric('total', { precision: 18, scale: 4 }).notNull(),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_credit_notes_number_key').on(t.number),
    index('invoice_credit_notes_invoice_idx').on(t.invoiceId, t.createdAt),
  ],
);

/** The net amount a credit note takes off one invoice line. */
export const invoiceCreditNoteLines = pgTable(
  'invoice_credit_note_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNoteId: uuid('credit_note_id')
      .notNull()
      .references(() => invoiceCreditNotes.id, { onDelete: 'cascade' }),
    invoiceLineId: uuid('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
  },
  (t) => [index('invoice_credit_note_lines_note_idx').on(t.creditNoteId)],
);
