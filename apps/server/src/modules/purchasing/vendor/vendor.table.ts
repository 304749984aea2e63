import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';

/** A vendor (DOMAIN "Vendor / agent"): supplies the ships; RFQs and purchase orders go to `email`. */
export const vendors = pgTable(
  'vendors',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    /** Short code, unique in the company (upper case). */
    code: text('code').notNull(),
    /** Supply categories (VENDOR_CATEGORIES). */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    addressLines: text('address_lines').array().notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code'),
    country: text('country').notNull(),
    /** Default currency of quotes and orders (ISO 4217). */
    currency: text('currency').notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    /** Where RFQs and purchase orders are sent. */
    email: text('email').notNull(),
    phone: text('phone'),
    rating: integer('rating'),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('vendors_code_key').on(t.code),
    index('vendors_name_idx').on(t.name),
    index('vendors_categories_idx').using('gin', t.categories),
  ],
);

/** A port a vendor delivers in (UN/LOCODE), in the order the vendor lists them. */
export const vendorPorts = pgTable(
  'vendor_ports',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    locode: text('locode').notNull(),
    portName: text('port_name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.locode] }), index('vendor_ports_locode_idx').on(t.locode)],
);

/** A contact person at a vendor. */
export const vendorContacts = pgTable(
  'vendor_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
  },
  (t) => [index('vendor_contacts_vendor_idx').on(t.vendorId)],
);
