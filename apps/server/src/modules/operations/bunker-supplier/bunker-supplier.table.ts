import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { users } from '../../users/user.table';

/**
 * A bunker supplier (DOMAIN.md "Bunker supplier"): company master data, not ship-scoped. The rating
 * keeps who gave it and when. Ports and contacts belong to the supplier and change with its version.
 */
export const bunkerSuppliers = pgTable(
  'bunker_suppliers',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    website: text('website'),
    notes: text('notes').notNull().default(''),
    rating: smallint('rating'),
    ratedById: uuid('rated_by_id').references(() => users.id, { onDelete: 'set null' }),
    ratedByName: text('rated_by_name'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
  },
  (t) => [
    index('bunker_suppliers_name_idx').on(t.name),
    check('bunker_suppliers_rating_check', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** A port a supplier delivers in: UN/LOCODE and the port's name, in the order the user keeps. */
export const bunkerSupplierPorts = pgTable(
  'bunker_supplier_ports',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => bunkerSuppliers.id, { onDelete: 'cascade' }),
    locode: text('locode').notNull(),
    portName: text('port_name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'bunker_supplier_ports_pkey', columns: [t.supplierId, t.locode] }),
    index('bunker_supplier_ports_locode_idx').on(t.locode),
  ],
);

/** A contact person of a bunker supplier. */
export const bunkerSupplierContacts = pgTable(
  'bunker_supplier_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => bunkerSuppliers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
  },
  (t) => [index('bunker_supplier_contacts_supplier_idx').on(t.supplierId, t.position)],
);
