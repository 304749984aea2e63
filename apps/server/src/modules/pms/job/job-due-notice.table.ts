import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pmsJobs } from './job.table';

/**
 * The "job due" / "job overdue" notifications already sent: one row per job, kind and due date, so the
 * scheduler (`job-due-notices.service.ts`) notifies once per due date however many server instances
 * run it and however often — the insert that claims a notice is the proof it was not sent before.
 */
export const pmsJobDueNotices = pgTable(
  'pms_job_due_notices',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => pmsJobs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    recipients: integer('recipients').notNull().default(0),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'pms_job_due_notices_pkey', columns: [t.jobId, t.kind, t.dueOn] }),
    check('pms_job_due_notices_kind_check', sql`${t.kind} IN ('due', 'overdue')`),
  ],
);
