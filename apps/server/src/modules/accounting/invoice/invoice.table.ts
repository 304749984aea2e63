import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { bankAccounts } from '../bank-account/bank-account.table';
import { customers } from '../customer/customer.table';

/**
 * A customer invoice (DOMAIN "Accounting" Invoice): groups of lines re-billing a ship's costs. `number`
 * is empty on a draft and given gapless on issue (`invoice_number_counters`). Amounts in `currency`;
 * `totalBase` is the total in the company's base currency at the invoice date's rate (for list totals).
 */
export const invoices = pgTable(
  'invoices',
  {
    ...recordColumns(),
    number: text('number'),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** DRAFT, ISSUED, PARTIALLY_PAID, PAID, CREDITED, VOID (INVOICE_STATES); OVERDUE is derived. */
    state: text('state').notNull().default('DRAFT'),
    currency: text('currency').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    vatRate: numeric('vat_rate', { precision: 7, scale: 4 }).notNull().default('0'),
    subtotal: numeric('subtotal', { precision: 18, scale: 4 }).notNull().default('0'),
    vatAmount: numeric('vat_amount', { precision: 18, scale: 4 }).notNull().default('0'),
    total: numeric('total', { precision: 18, scale: 4 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 18, scale: 4 }).notNull().default('0'),
    /** Sum of the credit notes' totals (VAT included); open amount = total − paid − credited. */
    creditedAmount: numeric('credited_amount', { precision: 18, scale: 4 }).notNull().default('0'),
    /** The same in the base currency, at the invoice's own rate (`totalBase / total`). */
    creditedBase: numeric('credited_base', { precision: 18, scale: 4 }).notNull().default('0'),
    baseCurrency: text('base_currency').notNull(),
    /** Total in the base currency at the invoice date's rate; null when no rate was found. */
    totalBase: numeric('total_base', { precision: 18, scale: 4 }),
    reference: text('reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedById: uuid('issued_by_id'),
    creditNoteNumber: text('credit_note_number'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    creditReason: text('credit_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_credit_note_number_key').on(t.creditNoteNumber),
    index('invoices_ship_state_idx').on(t.shipId, t.state, t.dueDate),
    index('invoices_customer_idx').on(t.customerId, t.state),
    index('invoices_due_idx').on(t.state, t.dueDate),
    // The list's default order (newest first, id as the tie-break in the same direction); `ship_id` last so
    // a deep page's deferred join finds the page's ids in the index only (invoice.repo.ts `listInvoices`).
    index('invoices_created_id_ship_idx').on(t.createdAt.desc().nullsLast(), t.id.desc(), t.shipId),
    // One customer's invoices in that order; `ship_id` last so the ship filter (and a capped count) reads
    // the index only (docs/accounting-invoices.md "List cost").
    index('invoices_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsLast(),
      t.id.desc(),
      t.shipId,
    ),
    // Open invoices by due date: the overdue list (`ship_id` last for a deep page's deferred join).
    index('invoices_open_due_ship_idx')
      .on(t.dueDate, t.id, t.shipId)
      .where(sql`${t.state} IN ('ISSUED', 'PARTIALLY_PAID')`),
    check('invoices_paid_check', sql`${t.paidAmount} >= 0 AND ${t.paidAmount} <= ${t.total}`),
    check('invoices_number_check', sql`(${t.state} = 'DRAFT') = (${t.number} IS NULL)`),
  ],
);

/** A titled group of an invoice's lines (its subtotal is computed from them). */
export const invoiceGroups = pgTable(
  'invoice_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('invoice_groups_invoice_idx').on(t.invoiceId, t.position)],
);

/**
 * A line: a source (expense, vendor-bill line, or free) with its amount in its own currency, the dated
 * rate into the invoice currency (rate, date, source kept), the converted amount, markup and total.
 * `claimsSource` is true while the invoice lives: the partial unique index lets a source be on one
 * live invoice only; voiding or crediting releases it.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => invoiceGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id'),
    claimsSource: boolean('claims_source').notNull().default(true),
    title: text('title').notNull(),
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 24, scale: 10 }).notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rateSource: text('rate_source').notNull(),
    convertedAmount: numeric('converted_amount', { precision: 18, scale: 4 }).notNull(),
    markupPercent: numeric('markup_percent', { precision: 9, scale: 4 }).notNull().default('0'),
    markupAmount: numeric('markup_amount', { precision: 18, scale: 4 }).notNull().default('0'),
    lineTotal: numeric('line_total', { precision: 18, scale: 4 }).notNull(),
    /** Net amount credit notes took off this line (never more than its total). */
    creditedAmount: numeric('credited_amount', { precision: 18, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    // A rate's "Used by" (exchange-rate-usage.repo.ts) finds the documents of its date: docs/accounting-rates-and-banks.md.
    index('invoice_lines_rate_date_idx').on(t.rateDate),
    uniqueIndex('invoice_lines_source_key')
      .on(t.sourceType, t.sourceId)
      .where(sql`${t.sourceId} IS NOT NULL AND ${t.claimsSource}`),
    check(
      'invoice_lines_source_check',
      sql`(${t.sourceType} = 'free') = (${t.sourceId} IS NULL) AND ${t.sourceType} IN ('free', 'expense', 'bill_line')`,
    ),
    check('invoice_lines_rate_check', sql`${t.exchangeRate} > 0`),
    check(
      'invoice_lines_credited_check',
      sql`${t.creditedAmount} >= 0 AND ${t.creditedAmount} <= greatest(${t.lineTotal}, 0)`,
    ),
  ],
);

/** A payment received against an invoice, in the invoice currency. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull().default(''),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    check('invoice_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The next sequence per series (INV, CN) and year. Issuing takes it with `UPDATE … SET next = next + 1
 * RETURNING` inside the issue transaction: the row lock serialises concurrent issues, and a rolled-back
 * issue gives its number back, so numbers stay gapless (docs/accounting-invoices.md).
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    next: integer('next').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);
