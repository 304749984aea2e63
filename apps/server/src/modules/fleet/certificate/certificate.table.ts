import { boolean, date, index, integer, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../db/columns';
import { ships } from '../ship.table';
import { certificateFiles } from './certificate-file.table';

/**
 * A ship certificate (DOMAIN.md "Certificate"). Dates are calendar days (`date`, `YYYY-MM-DD`); the
 * state (VALID, WINDOW_OPEN, DUE, EXTENDED, EXPIRED, SUPERSEDED) is derived in packages/domain, never
 * stored.
 */
export const certificates = pgTable(
  'certificates',
  {
    ...recordColumns(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id),
    /** Code of a standard type (CERTIFICATE_TYPES), null for another certificate. */
    typeCode: text('type_code'),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    number: text('number').notNull(),
    issuer: text('issuer').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    hasSurveyWindows: boolean('has_survey_windows').notNull(),
    extendedUntil: date('extended_until', { mode: 'string' }),
    leadTimeDays: integer('lead_time_days').notNull().default(30),
    supersededAt: date('superseded_at', { mode: 'string' }),
    supersededById: uuid('superseded_by_id').references((): AnyPgColumn => certificates.id, {
      onDelete: 'set null',
    }),
    fileId: uuid('file_id').references(() => certificateFiles.id),
    remarks: text('remarks'),
  },
  (t) => [
    index('certificates_ship_type_idx').on(t.shipId, t.typeCode),
    index('certificates_expiry_idx').on(t.expiryDate),
  ],
);
