import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ships } from '../../fleet/ship.table';

/**
 * The roll-up of the fleet counts (`GET /pms/jobs/fleet-counts`): per ship, kind and day, how many ship
 * jobs have `due_on` (kind `due`) or `overdue_after` (kind `overdue`) on that day. Kept by statement
 * triggers on `pms_jobs` (insert, update of the due columns, delete) in the same transaction as the job
 * write (migration `pms_job_due_days`), so every writer — the services, the catalogue copy, a bulk load —
 * keeps it current. Counting a window sums a few thousand day rows instead of reading every job's index
 * entry; `job.integration.test.ts` proves it answers exactly what the plain query over `pms_jobs` answers.
 * Rows whose count fell to 0 stay (harmless to the sums).
 */
export const pmsJobDueDays = pgTable(
  'pms_job_due_days',
  {
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shipId: uuid('ship_id')
      .notNull()
      .references(() => ships.id, { onDelete: 'cascade' }),
    jobs: integer('jobs').notNull(),
  },
  (t) => [
    // Leading kind and day: a window ("overdue before today", "due by today + 30") is one range.
    primaryKey({ name: 'pms_job_due_days_pkey', columns: [t.kind, t.day, t.shipId] }),
    // One ship's totals (the due list of one ship): its few hundred day rows, read from the index alone.
    index('pms_job_due_days_ship_idx').on(t.shipId, t.kind, t.day, t.jobs),
    check('pms_job_due_days_kind_check', sql`${t.kind} IN ('due', 'overdue')`),
    check('pms_job_due_days_jobs_check', sql`${t.jobs} >= 0`),
  ],
);
