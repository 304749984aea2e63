import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';
import { users } from '../users/user.table';

/**
 * An expiring, revocable link to one stored file (docs/files-and-shared-links.md). Only the sha256 of
 * the token is kept: the token itself is shown once, to the user who made the link. The file's facts
 * (storage key, name, type) are pinned when the link is made, after the kind's resolver checked that
 * the user may read the file. The database refuses a life longer than 30 days.
 */
export const sharedFileLinks = pgTable(
  'shared_file_links',
  {
    ...recordColumns(),
    /** sha256 (hex) of the link token. */
    tokenHash: text('token_hash').notNull().unique('shared_file_links_token_hash_key'),
    /** The kind of file (`certificate-file`, `expense-receipt`, …: shared-file-kinds.ts). */
    kind: text('kind').notNull(),
    /** The file within its kind, as the user named it. */
    recordId: text('record_id').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The ship the file belongs to, when it belongs to one. */
    shipId: uuid('ship_id'),
    note: text('note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: uuid('revoked_by_id'),
    revokedByName: text('revoked_by_name'),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdByName: text('created_by_name').notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    lastDownloadAt: timestamp('last_download_at', { withTimezone: true }),
  },
  (t) => [
    index('shared_file_links_creator_idx').on(t.createdById, t.createdAt.desc()),
    check(
      'shared_file_links_expiry_check',
      sql`${t.expiresAt} > ${t.createdAt} AND ${t.expiresAt} <= ${t.createdAt} + interval '30 days 1 minute'`,
    ),
  ],
);
