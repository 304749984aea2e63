import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/user.table';

/**
 * In-app notifications: one row per recipient, written by `notify()` in the transaction of the change
 * that caused it. `readAt` is set when the user marks it read. Rows are kept (the user's history);
 * the unread ones have their own partial index, which is what the bell counts.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    /** A path of the web app (`/purchasing/requisitions/…`). */
    link: text('link').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    shipId: uuid('ship_id'),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`read_at IS NULL`),
  ],
);

/**
 * A user's channels for one kind, only where they differ from the kind's default
 * (`NOTIFICATION_DEFAULTS` in the domain): no row means the default.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
