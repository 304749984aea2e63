import { integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_APPROVAL_TIERS, type ApprovalTier, type ShipFamily } from '@keel/domain';

/** Company settings: a single row with id 1. */
export const companyConfig = pgTable('company_config', {
  id: integer('id').primaryKey().default(1),
  companyName: text('company_name').notNull(),
  baseCurrency: text('base_currency').notNull(),
  /** Where vendors send invoices (lines separated by newlines); printed on purchase orders. */
  invoiceAddress: text('invoice_address').notNull().default(''),
  shipFamilies: jsonb('ship_families').$type<ShipFamily[]>().notNull().default([]),
  /** Purchase-order approval tiers by amount in the base currency (approvalTiersSchema). */
  approvalTiers: jsonb('approval_tiers')
    .$type<ApprovalTier[]>()
    .notNull()
    .default([...DEFAULT_APPROVAL_TIERS]),
  /** The company's own VAT id (compact), printed on invoices and credit notes. */
  vatId: text('vat_id'),
  /** Three-way match price tolerance, per cent; null: `KEEL_BILL_TOLERANCE_PERCENT` or 2. */
  billTolerancePercent: numeric('bill_tolerance_percent', { precision: 7, scale: 4 }),
  /** Three-way match price tolerance per unit; null: `KEEL_BILL_TOLERANCE_ABSOLUTE` or 0. */
  billToleranceAbsolute: numeric('bill_tolerance_absolute', { precision: 18, scale: 4 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
