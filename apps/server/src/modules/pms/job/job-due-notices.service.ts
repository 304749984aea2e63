import { sql } from 'drizzle-orm';
import { addDays } from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import type { AuditActor } from '../../audit/audit.service';
import { notify } from '../../notifications/notify';
import { todayIso } from './job-due.service';
import { rankLabel } from './job-notices';
import { findJob } from './job.repo';
import { every } from '../../../lib/every';

/** The advisory lock of a run: one instance at a time sends the notices. */
export const DUE_NOTICE_LOCK = 'pms.job-due-notices';
/** A job is "due" for a notice this many days before its due date. */
export const DUE_NOTICE_AHEAD_DAYS = 7;
/**
 * Jobs overdue for longer than this when the scheduler first sees them (a new install, a long stop) are
 * not notified: they are in My work and on the dashboard; a notice is about a job that just fell due.
 */
export const DUE_NOTICE_BACKLOG_DAYS = 7;
/** Most notices per run (the rest go in the next run). */
export const DUE_NOTICE_BATCH = 200;

/** Who sends the notices. */
const SCHEDULER: AuditActor = { id: null, name: 'Keel' };

/**
 * The users to tell about a ship job of `rank`: those holding job_read or job_management on the ship
 * whose job title is that rank (the crew member responsible, e.g. 'Third Engineer'), and the office users
 * with job_management on every ship (the superintendents). `notify()` still checks each may open the job.
 */
async function recipientsOf(db: DbOrTx, shipId: string, rank: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT DISTINCT u.id FROM users u
    JOIN user_roles ur ON ur.user_id = u.id
    JOIN roles r ON r.id = ur.role_id
    WHERE u.active AND (
      ((ur.ship_id = ${shipId}::uuid OR ur.ship_id IS NULL)
        AND r.actions && ARRAY['job_read', 'job_management']::text[] AND u.job_title = ${rankLabel(rank)})
      OR (ur.ship_id IS NULL AND 'job_management' = ANY(r.actions))
    )
    ORDER BY u.id`);
  return result.rows.map((r) => r.id);
}

/**
 * One run of the "job due / overdue" notices, safe with several server instances: the run holds a
 * transaction-scoped advisory lock (`pg_try_advisory_xact_lock`; another instance running finds it
 * taken and skips), and each notice is claimed by inserting its row in `pms_job_due_notices` (job, kind,
 * due date) — a notice already sent is never claimed again, so a job is notified once per due date and
 * kind, however many runs see it. Claimed and notified in one transaction: a failed run sends nothing
 * and leaves the notices to the next run. Kinds: `due` (due within DUE_NOTICE_AHEAD_DAYS days) and
 * `overdue` (past its tolerance, at most DUE_NOTICE_BACKLOG_DAYS ago).
 */
export async function runDueNotices(
  db: Db,
  today: string = todayIso(),
): Promise<{ ran: boolean; notified: number }> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext(${DUE_NOTICE_LOCK})) AS ok`,
    );
    if (!lock.rows[0]?.ok) return { ran: false, notified: 0 };
    const claimed = await tx.execute<{ job_id: string; kind: 'due' | 'overdue'; due_on: string }>(sql`
      INSERT INTO pms_job_due_notices (job_id, kind, due_on)
      SELECT j.id, x.kind, j.due_on
      FROM pms_jobs j
      CROSS JOIN LATERAL (
        SELECT CASE WHEN j.overdue_after < ${today}::date THEN 'overdue' ELSE 'due' END AS kind
      ) x
      WHERE j.ship_id IS NOT NULL AND j.due_on IS NOT NULL
        AND j.due_on <= ${addDays(today, DUE_NOTICE_AHEAD_DAYS)}::date
        AND (j.overdue_after IS NULL OR j.overdue_after >= ${addDays(today, -DUE_NOTICE_BACKLOG_DAYS)}::date)
        AND NOT EXISTS (
          SELECT 1 FROM pms_job_due_notices n WHERE n.job_id = j.id AND n.kind = x.kind AND n.due_on = j.due_on
        )
      ORDER BY j.due_on, j.id
      LIMIT ${DUE_NOTICE_BATCH}
      ON CONFLICT DO NOTHING
      RETURNING job_id, kind, due_on::text AS due_on`);
    const byShipRank = new Map<string, string[]>();
    let notified = 0;
    for (const notice of claimed.rows) {
      const job = await findJob(tx, notice.job_id);
      if (!job?.shipId) continue;
      const key = `${job.shipId}/${job.responsibleRank}`;
      let recipients = byShipRank.get(key);
      if (!recipients) {
        recipients = await recipientsOf(tx, job.shipId, job.responsibleRank);
        byShipRank.set(key, recipients);
      }
      const overdue = notice.kind === 'overdue';
      await notify(tx, SCHEDULER, {
        kind: 'pms_job_due',
        recipientIds: recipients,
        title: `${overdue ? 'Overdue' : 'Due'}: ${job.title}`,
        body:
          `${job.componentCode ?? ''} ${job.componentName}, ${job.shipName ?? 'ship'} — ` +
          `${overdue ? 'was due' : 'due'} ${notice.due_on} (${rankLabel(job.responsibleRank)}).`,
        link: `/PMS/job/${job.id}`,
        entity: 'pms_job',
        entityId: job.id,
        shipId: job.shipId,
      });
      await tx.execute(sql`
        UPDATE pms_job_due_notices SET recipients = ${recipients.length}
        WHERE job_id = ${notice.job_id} AND kind = ${notice.kind} AND due_on = ${notice.due_on}::date`);
      notified += 1;
    }
    return { ran: true, notified };
  });
}

/**
 * Runs the notices every `intervalMs` (first run after one interval, so a restart does not add load at
 * start-up); returns the stop function. Every instance may run it: `runDueNotices` makes them take turns.
 */
export function startDueNoticeScheduler(
  db: Db,
  options: { intervalMs: number; onError: (error: unknown) => void },
): () => Promise<void> {
  return every(options.intervalMs, () => runDueNotices(db), options.onError);
}
