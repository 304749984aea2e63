import { index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';
import { users } from '../users/user.table';
import { ships } from '../fleet/ship.table';

/** A role: a name with sidebar permissions and per-ship actions. */
export const roles = pgTable(
  'roles',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description'),
    sidebar: text('sidebar').array().notNull().default([]),
    actions: text('actions').array().notNull().default([]),
  },
  (t) => [uniqueIndex('roles_name_key').on(t.name)],
);

/** A role given to a user on one ship, or on every ship when `shipId` is null. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    shipId: uuid('ship_id').references(() => ships.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_roles_user_role_ship_key').on(t.userId, t.roleId, t.shipId).nullsNotDistinct(),
    index('user_roles_user_idx').on(t.userId),
  ],
);
