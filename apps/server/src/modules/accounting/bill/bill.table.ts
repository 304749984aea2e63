import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { expenseCategories } from '../../purchasing/expense-category/expense-category.table';
import { purchaseOrderLines, purchaseOrders } from '../../purchasing/purchase-order/purchase-order.table';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { bankAccounts } from '../bank-account/bank-account.table';

/** Numbers of vendor bills (`BILL-<year>-<nextval>`), never reused. */
export const billNumberSeq = pgSequence('bill_number_seq', { startWith: 1, increment: 1 });

/**
 * A vendor bill (DOMAIN "Bill"): the vendor's invoice entered against delivered POs of one vendor (or
 * none, for services). DRAFT → POSTED → PARTIALLY_PAID / PAID; DRAFT → CANCELLED; POSTED → REVERSED.
 * `total` is in `currency`; `totalBase` at the bill date's rate snapshot. `paidAmount` is kept by the
 * payment service under a row lock and never exceeds `total` (checked here too).
 */
export const bills = pgTable(
  'bills',
  {
    ...recordColumns(),
    /** Human number: `BILL-2026-00042`. */
    number: text('number').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    /**
     * Expense category of the lines without a PO (services): a posted bill's PO-less lines count in that
     * category's budget actual spend (migration `accounting_budget_actual`). Lines with a PO follow the PO.
     */
    categoryId: uuid('category_id').references(() => expenseCategories.id),
    /** As the vendor printed it. */
    vendorInvoiceNumber: text('vendor_invoice_number').notNull(),
    /** Normalised (upper case, no spaces or dashes): unique per vendor among live bills unless overridden. */
    vendorInvoiceKey: text('vendor_invoice_key').notNull(),
    duplicateOverrideReason: text('duplicate_override_reason'),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('DRAFT'),
    currency: text('currency').notNull(),
    baseCurrency: text('base_currency').notNull(),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull().default('1'),
    rateDate: date('rate_date', { mode: 'string' }),
    rateSource: text('rate_source'),
    /**
     * The currency of the bill's POs (null without a PO line) and the rate of one unit of the bill's
     * currency in it on the bill date (1 when the same): the three-way match compares prices in the PO's
     * currency and posting adds the PO lines to the PO's billed amount at this rate. Date and source as
     * every conversion keeps them.
     */
    poCurrency: text('po_currency'),
    poRate: numeric('po_rate', { precision: 24, scale: 10 }).notNull().default('1'),
    poRateDate: date('po_rate_date', { mode: 'string' }),
    poRateSource: text('po_rate_source'),
    total: numeric('total', { precision: 18, scale: 4 }).notNull().default('0'),
    totalBase: numeric('total_base', { precision: 18, scale: 4 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 18, scale: 4 }).notNull().default('0'),
    /** Credited by (partial) credit notes: the open amount is total − paid − credited. */
    creditedAmount: numeric('credited_amount', { precision: 18, scale: 4 }).notNull().default('0'),
    /**
     * The credited part of the lines without a PO (bill currency): the budget's actual spend of those
     * lines subtracts it (trigger `accounting_budget_actual_on_bill`, migration 0057).
     */
    creditedUnordered: numeric('credited_unordered', { precision: 18, scale: 4 }).notNull().default('0'),
    /** MATCHED or MISMATCH (three-way match over the lines, domain `matchBill`). */
    matchStatus: text('match_status').notNull().default('MATCHED'),
    mismatchReason: text('mismatch_reason'),
    cancelReason: text('cancel_reason'),
    notes: text('notes').notNull().default(''),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedById: uuid('posted_by_id'),
    postedByName: text('posted_by_name'),
  },
  (t) => [
    uniqueIndex('bills_number_key').on(t.number),
    index('bills_ship_state_due_idx').on(t.shipId, t.state, t.dueDate),
    index('bills_vendor_state_idx').on(t.vendorId, t.state),
    index('bills_created_idx').on(t.createdAt),
    // The list's orders read in index order (bill.repo.ts `pageOrder`: date, then id in the same
    // direction, so one index serves newest and oldest first), per vendor too; the overdue filter by due
    // date over the open bills only. `ship_id` last in each: the ship filter, a capped count and the ids of
    // a deep page (bill.repo.ts `listBills`, deferred join) read the index only.
    // EXPLAIN ANALYZE at bench scale: docs/accounting-bills.md "Benchmark".
    index('bills_date_id_ship_idx').on(t.billDate, t.id, t.shipId),
    index('bills_ship_date_idx').on(t.shipId, t.billDate, t.id),
    index('bills_vendor_date_idx').on(t.vendorId, t.billDate, t.id, t.shipId),
    index('bills_open_due_ship_idx')
      .on(t.dueDate, t.id, t.shipId)
      .where(sql`${t.state} IN ('POSTED','PARTIALLY_PAID')`),
    index('bills_state_due_idx').on(t.state, t.dueDate, t.id),
    index('bills_vendor_key_idx').on(t.vendorId, t.vendorInvoiceKey),
    // A rate's "Used by" (exchange-rate-usage.repo.ts) finds the documents of its date: docs/accounting-rates-and-banks.md.
    index('bills_rate_date_idx').on(t.rateDate),
    index('bills_po_rate_date_idx')
      .on(t.poRateDate)
      .where(sql`${t.poRateDate} IS NOT NULL`),
    // Race-safe duplicate guard: one live (posted) bill per vendor number unless overridden.
    uniqueIndex('bills_vendor_invoice_live_key')
      .on(t.vendorId, t.vendorInvoiceKey)
      .where(sql`${t.duplicateOverrideReason} IS NULL AND ${t.state} IN ('POSTED','PARTIALLY_PAID','PAID')`),
    check(
      'bills_paid_check',
      sql`${t.paidAmount} >= 0 AND ${t.creditedAmount} >= 0 AND ${t.paidAmount} + ${t.creditedAmount} <= ${t.total}`,
    ),
  ],
);

/**
 * A bill line, matched to a PO line (or free, `purchaseOrderLineId` null). `matchStatus` is MATCHED,
 * OVER_BILLED, PRICE_VARIANCE or UNMATCHED (free line). `rebillable` lines may be put on a customer
 * invoice once: `invoiceLineId` links the invoice line (see contracts.md, `markBillLinesInvoiced`).
 */
export const billLines = pgTable(
  'bill_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    purchaseOrderId: uuid('purchase_order_id').references(() => purchaseOrders.id),
    purchaseOrderLineId: uuid('purchase_order_line_id').references(() => purchaseOrderLines.id),
    description: text('description').notNull(),
    unit: text('unit').notNull().default('pcs'),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    lineTotal: numeric('line_total', { precision: 18, scale: 4 }).notNull(),
    /** Credited on this line by credit notes (never more than the line total). */
    creditedAmount: numeric('credited_amount', { precision: 18, scale: 4 }).notNull().default('0'),
    matchStatus: text('match_status').notNull().default('UNMATCHED'),
    rebillable: boolean('rebillable').notNull().default(false),
    /** The customer invoice line this line was invoiced on (at most once). */
    invoiceLineId: uuid('invoice_line_id'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bill_lines_position_key').on(t.billId, t.position),
    index('bill_lines_po_line_idx').on(t.purchaseOrderLineId),
    index('bill_lines_po_idx').on(t.purchaseOrderId),
    index('bill_lines_rebillable_idx')
      .on(t.rebillable)
      .where(sql`${t.rebillable} AND ${t.invoiceLineId} IS NULL`),
    check('bill_lines_quantity_check', sql`${t.quantity} > 0`),
    check(
      'bill_lines_credited_check',
      sql`${t.creditedAmount} >= 0 AND ${t.creditedAmount} <= ${t.lineTotal}`,
    ),
  ],
);

/**
 * A payment of a bill from a company bank account, at the payment date's rate. `exchangeDifference`
 * (base currency) = amount at the payment rate − amount at the bill's rate.
 */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    rateDate: date('rate_date', { mode: 'string' }),
    rateSource: text('rate_source'),
    amountBase: numeric('amount_base', { precision: 18, scale: 4 }).notNull(),
    exchangeDifference: numeric('exchange_difference', { precision: 18, scale: 4 }).notNull().default('0'),
    reference: text('reference').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name'),
  },
  (t) => [
    index('bill_payments_bill_idx').on(t.billId),
    // A rate's "Used by" (exchange-rate-usage.repo.ts) finds the documents of its date: docs/accounting-rates-and-banks.md.
    index('bill_payments_rate_date_idx').on(t.rateDate),
    check('bill_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A credit note of a posted bill, with a reason: of some lines' amounts (partial) or of everything left
 * (the note that leaves nothing to credit makes the bill REVERSED). `CN-<bill number>`, then `-2`, `-3`….
 */
export const billCreditNotes = pgTable(
  'bill_credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: uuid('created_by_id'),
    createdByName: text('created_by_name'),
  },
  (t) => [
    index('bill_credit_notes_bill_idx').on(t.billId),
    uniqueIndex('bill_credit_notes_number_key').on(t.number),
  ],
);

/** The amount a credit note credits on one bill line (bill currency). */
export const billCreditNoteLines = pgTable(
  'bill_credit_note_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNoteId: uuid('credit_note_id')
      .notNull()
      .references(() => billCreditNotes.id, { onDelete: 'cascade' }),
    billLineId: uuid('bill_line_id')
      .notNull()
      .references(() => billLines.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
    /**
     * The customer invoice line the bill line was on when this note credited it (null: not invoiced then).
     * That part of the credit was not netted into the invoice: the invoice detail offers it to pass on
     * (docs/accounting-bills.md "Credited after invoicing"). No foreign key, as `bill_lines.invoice_line_id`:
     * a re-saved draft's old line ids simply match nothing.
     */
    invoiceLineId: uuid('invoice_line_id'),
  },
  (t) => [
    index('bill_credit_note_lines_note_idx').on(t.creditNoteId),
    index('bill_credit_note_lines_invoice_line_idx')
      .on(t.invoiceLineId)
      .where(sql`${t.invoiceLineId} IS NOT NULL`),
    check('bill_credit_note_lines_amount_check', sql`${t.amount} > 0`),
  ],
);
