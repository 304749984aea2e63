import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { agents } from '../../purchasing/agent/agent.table';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { customers } from '../customer/customer.table';

/**
 * A bank account of the company or of a vendor, customer or agent (DOMAIN "Bank account"). The owner
 * is one of three foreign keys (none for the company's own accounts), so a referenced owner cannot be
 * deleted. IBAN stored in electronic form (ISO 13616), BIC upper case (ISO 9362).
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    ...recordColumns(),
    /** company, vendor, customer or agent (BANK_ACCOUNT_OWNER_TYPES). */
    ownerType: text('owner_type').notNull(),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'restrict' }),
    bankName: text('bank_name').notNull(),
    /** ISO 3166-1 alpha-2 of the account (the IBAN's country when there is one). */
    country: text('country').notNull(),
    iban: text('iban'),
    bic: text('bic'),
    /** The local account number where the country issues no IBAN. */
    accountNumber: text('account_number'),
    currency: text('currency').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    index('bank_accounts_vendor_idx').on(t.vendorId),
    index('bank_accounts_customer_idx').on(t.customerId),
    index('bank_accounts_agent_idx').on(t.agentId),
    index('bank_accounts_iban_idx').on(t.iban),
    // One default account per owner and currency, among the active ones (the company has no owner id).
    uniqueIndex('bank_accounts_one_default_key')
      .on(
        t.ownerType,
        sql`coalesce(${t.vendorId}, ${t.customerId}, ${t.agentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        t.currency,
      )
      .where(sql`${t.isDefault} AND ${t.active}`),
    check(
      'bank_accounts_owner_check',
      sql`(${t.ownerType} = 'company' AND ${t.vendorId} IS NULL AND ${t.customerId} IS NULL AND ${t.agentId} IS NULL)
        OR (${t.ownerType} = 'vendor' AND ${t.vendorId} IS NOT NULL AND ${t.customerId} IS NULL AND ${t.agentId} IS NULL)
        OR (${t.ownerType} = 'customer' AND ${t.customerId} IS NOT NULL AND ${t.vendorId} IS NULL AND ${t.agentId} IS NULL)
        OR (${t.ownerType} = 'agent' AND ${t.agentId} IS NOT NULL AND ${t.vendorId} IS NULL AND ${t.customerId} IS NULL)`,
    ),
    check('bank_accounts_identity_check', sql`${t.iban} IS NOT NULL OR ${t.accountNumber} IS NOT NULL`),
  ],
);
