import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The `Idempotency-Key` records (plugins/idempotency.ts, docs/idempotency.md): one row per key, scoped by
 * its owner (`user:<id>` or `vendor:<sha-256 of the link token>`), method and route pattern.
 *
 * A row is a claim while `status` is null (the first request is running; `claim` identifies it and
 * `locked_until` is its lease, renewed while it runs), and a stored answer once `status` is set. Rows
 * whose `expires_at` has passed are free to reuse and are purged on write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text('owner').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, URL and body of the first request. */
    fingerprint: text('fingerprint').notNull(),
    claim: uuid('claim').notNull(),
    status: integer('status'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.owner, t.method, t.route, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);
