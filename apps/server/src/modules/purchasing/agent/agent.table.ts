import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';

/** A port agent (DOMAIN "Vendor / agent"): receives goods and forwards them to the ships in one port. */
export const agents = pgTable(
  'agents',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    portLocode: text('port_locode').notNull(),
    portName: text('port_name').notNull(),
    addressLines: text('address_lines').array().notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code'),
    country: text('country').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    /** One agency of a name per port. */
    uniqueIndex('agents_name_port_key').on(sql`lower(${t.name})`, t.portLocode),
    index('agents_port_idx').on(t.portLocode),
  ],
);

/** A contact person at a port agent. */
export const agentContacts = pgTable(
  'agent_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
  },
  (t) => [index('agent_contacts_agent_idx').on(t.agentId)],
);
