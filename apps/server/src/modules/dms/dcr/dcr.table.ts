import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../../fleet/ship.table';
import { users } from '../../users/user.table';
import { dmsDocuments, dmsRevisions } from '../document/document.table';

/**
 * A document change request: who proposes what change to which document, from which ship, with an
 * optional marked-up file, its decision and the revision that implemented it.
 */
export const dmsDcrs = pgTable(
  'dms_dcrs',
  {
    ...recordColumns(),
    number: text('number').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => dmsDocuments.id, { onDelete: 'restrict' }),
    shipId: uuid('ship_id').references(() => ships.id, { onDelete: 'set null' }),
    proposerId: uuid('proposer_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    proposedText: text('proposed_text').notNull().default(''),
    fileName: text('file_name'),
    contentType: text('content_type'),
    size: integer('size'),
    sha256: text('sha256'),
    storageKey: text('storage_key'),
    state: text('state').notNull().default('SUBMITTED'),
    decisionReason: text('decision_reason'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    implementedRevisionId: uuid('implemented_revision_id').references(() => dmsRevisions.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('dms_dcrs_number_key').on(t.number),
    index('dms_dcrs_document_idx').on(t.documentId),
    index('dms_dcrs_state_idx').on(t.state, t.createdAt),
    check(
      'dms_dcrs_state_check',
      sql`${t.state} IN ('SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IMPLEMENTED', 'REJECTED')`,
    ),
  ],
);
