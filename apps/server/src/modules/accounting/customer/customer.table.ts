import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';

/**
 * A customer billed by the company (charterer, pool operator, owner): DOMAIN.md "Customer". Invoices
 * will reference it, so a referenced customer is deactivated, never deleted.
 */
export const customers = pgTable(
  'customers',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    addressLines: text('address_lines').array().notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    /** VAT id (compact, with prefix) for EU customers, the local tax id elsewhere. */
    taxId: text('tax_id'),
    /** ISO 4217 invoicing currency. */
    currency: text('currency').notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull(),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('customers_name_idx').on(t.name),
    uniqueIndex('customers_tax_id_key').on(t.taxId),
    check('customers_payment_terms_check', sql`${t.paymentTermsDays} BETWEEN 0 AND 365`),
  ],
);

/** A contact person of a customer. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
  },
  (t) => [index('customer_contacts_customer_idx').on(t.customerId, t.position)],
);
