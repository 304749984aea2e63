import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** `id`, `createdAt`, `updatedAt` and `version` of every editable record (ARCHITECTURE rule 9). */
export const recordColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
