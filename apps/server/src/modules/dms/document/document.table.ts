import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { users } from '../../users/user.table';

/**
 * A chapter of the ISM manual (chapters nest). Numbers are unique ("1", "7.2").
 */
export const dmsChapters = pgTable(
  'dms_chapters',
  {
    ...recordColumns(),
    number: text('number').notNull(),
    title: text('title').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => dmsChapters.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('dms_chapters_number_key').on(t.number)],
);

/**
 * A controlled document: number, title, chapter, owner, distribution to ships (every ship, listed
 * ships, ship families) and who must acknowledge (every crew member, or listed crew ranks).
 */
export const dmsDocuments = pgTable(
  'dms_documents',
  {
    ...recordColumns(),
    number: text('number').notNull(),
    title: text('title').notNull(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => dmsChapters.id, { onDelete: 'restrict' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    allShips: boolean('all_ships').notNull().default(true),
    shipIds: uuid('ship_ids').array().notNull().default([]),
    shipFamilies: text('ship_families').array().notNull().default([]),
    ackRanks: integer('ack_ranks').array().notNull().default([]),
    reviewIntervalMonths: integer('review_interval_months').notNull().default(12),
    sortOrder: integer('sort_order').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('dms_documents_number_key').on(t.number),
    index('dms_documents_chapter_idx').on(t.chapterId),
  ],
);

/**
 * One revision of a document with its file (sha256, size, sniffed content type, storage key) and the
 * text extracted at upload. The search vector `tsv` (a generated column over `doc_title` and
 * `extracted_text`) and its GIN index are in the hand-written migration `dms_search`, the ranking vector
 * `rank_tsv` (title and the first 1,000 characters, STORAGE MAIN) in `dms_search_rank`; see docs/dms.md.
 * Two partial unique indexes hold the rules in the database: at most one EFFECTIVE revision and at most
 * one open (DRAFT, IN_REVIEW, APPROVED) revision per document.
 */
export const dmsRevisions = pgTable(
  'dms_revisions',
  {
    ...recordColumns(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => dmsDocuments.id, { onDelete: 'restrict' }),
    revision: text('revision').notNull(),
    state: text('state').notNull().default('DRAFT'),
    effectiveDate: date('effective_date', { mode: 'string' }),
    reviewDue: date('review_due', { mode: 'string' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    changeNote: text('change_note').notNull().default(''),
    dcrId: uuid('dcr_id'),
    /** "number title" of the document, kept in step by the service, so titles rank in the search. */
    docTitle: text('doc_title').notNull().default(''),
    extractedText: text('extracted_text').notNull().default(''),
    rejectionReason: text('rejection_reason'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedById: uuid('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** When it left the ships' view (superseded or withdrawn). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    unique('dms_revisions_document_revision_key').on(t.documentId, t.revision),
    uniqueIndex('dms_revisions_one_effective_idx')
      .on(t.documentId)
      .where(sql`${t.state} = 'EFFECTIVE'`),
    uniqueIndex('dms_revisions_one_open_idx')
      .on(t.documentId)
      .where(sql`${t.state} IN ('DRAFT', 'IN_REVIEW', 'APPROVED')`),
    index('dms_revisions_state_idx').on(t.state, t.documentId),
    check(
      'dms_revisions_state_check',
      sql`${t.state} IN ('DRAFT', 'IN_REVIEW', 'APPROVED', 'EFFECTIVE', 'SUPERSEDED', 'OBSOLETE')`,
    ),
  ],
);

/** A crew member's "I have read it" for an effective revision, on a ship. */
export const dmsAcknowledgements = pgTable(
  'dms_acknowledgements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => dmsRevisions.id, { onDelete: 'cascade' }),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('dms_acknowledgements_revision_ship_user_key').on(t.revisionId, t.shipId, t.userId),
    index('dms_acknowledgements_user_idx').on(t.userId),
  ],
);
