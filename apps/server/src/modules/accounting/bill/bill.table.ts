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
    total: numeric('total', { precision: 18, scale: 4 }).notNull().default('0'),
    totalBase: numeric('total_base', { precision: 18, scale: 4 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 18, scale: 4 }).notNull().default('0'),
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
    // date over the open bills only. `ship_id` last in the vendor index: its capped count is index-only.
    // EXPLAIN ANALYZE at bench scale: docs/accounting-bills.md "Benchmark".
    index('bills_date_id_idx').on(t.billDate, t.id),
    index('bills_ship_date_idx').on(t.shipId, t.billDate, t.id),
    index('bills_vendor_date_idx').on(t.vendorId, t.billDate, t.id, t.shipId),
    index('bills_open_due_idx')
      .on(t.dueDate, t.id)
      .where(sql`${t.state} IN ('POSTED','PARTIALLY_PAID')`),
    index('bills_state_due_idx').on(t.state, t.dueDate, t.id),
    index('bills_vendor_key_idx').on(t.vendorId, t.vendorInvoiceKey),
    // Race-safe duplicate guard: one live (posted) bill per vendor number unless overridden.
    uniqueIndex('bills_vendor_invoice_live_key')
      .on(t.vendorId, t.vendorInvoiceKey)
      .where(sql`${t.duplicateOverrideReason} IS NULL AND ${t.state} IN ('POSTED','PARTIALLY_PAID','PAID')`),
    check('bills_paid_check', sql`${t.paidAmount} >= 0 AND ${t.paidAmount} <= ${t.total}`),
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
    check('bill_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/** The credit note that reverses a posted (unpaid) bill: the full amount, with a reason. */
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
    uniqueIndex('bill_credit_notes_bill_key').on(t.billId),
    uniqueIndex('bill_credit_notes_number_key').on(t.number),
  ],
);
