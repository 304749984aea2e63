import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
