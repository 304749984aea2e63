import { CREW_RANK, CREW_RANK_LABELS, type CrewRank } from '@keel/domain';

/**
 * The planned-maintenance kinds of the work queue (docs/pms-jobs.md, "My work"), as text for the
 * one-statement counts and pages of work.repo.ts.
 *
 * - `pms_job_due`: ship jobs overdue or due within 7 days (their stored `due_on`, whichever first of the
 *   calendar and the hours), on the user's ships. A user whose job title is a crew rank below the master
 *   (e.g. 'Third Engineer') gets only the jobs of that responsible rank; the master and office users get
 *   all of their ships' jobs. Served by `pms_jobs_ship_due_idx`.
 * - `pms_postponement_to_approve`: postponements waiting on the user's ships, for an office user (a role
 *   with job_management given on every ship, or an administrator) who did not ask for them.
 */

/** Days ahead a job counts as waiting in "My work". */
export const WORK_JOB_HORIZON_DAYS = 7;

const rankCase = `CASE u.job_title ${(Object.keys(CREW_RANK) as CrewRank[])
  .filter((k) => k !== 'master')
  .map((k) => `WHEN '${CREW_RANK_LABELS[k].replace(/'/g, "''")}' THEN ${CREW_RANK[k]}`)
  .join(' ')} END`;

/** `FROM pms_jobs j WHERE …` for the user `me`. */
export function pmsJobDueSource(me: () => string, ships: string): string {
  return `FROM pms_jobs j WHERE j.ship_id IS NOT NULL AND ${ships}
    AND j.due_on <= current_date + ${WORK_JOB_HORIZON_DAYS}
    AND j.responsible_rank = coalesce((SELECT ${rankCase} FROM users u WHERE u.id = ${me()}::uuid), j.responsible_rank)`;
}

/** `FROM pms_job_postponements pp WHERE …` for the user `me`. */
export function pmsPostponementSource(me: () => string, ships: string): string {
  return `FROM pms_job_postponements pp WHERE pp.state = 'REQUESTED' AND ${ships}
    AND pp.requested_by_id IS DISTINCT FROM ${me()}::uuid
    AND EXISTS (SELECT 1 FROM users u WHERE u.id = ${me()}::uuid AND (u.is_admin OR EXISTS (
      SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = u.id AND ur.ship_id IS NULL AND 'job_management' = ANY(r.actions))))`;
}

/** A page of one PMS kind in the shape of the queue's rows (soonest due first). */
export function pmsWorkPage(
  kind: 'pms_job_due' | 'pms_postponement_to_approve',
  k: number,
  from: string,
  paging: string,
): string {
  if (kind === 'pms_job_due') {
    const order = 'j.due_on ASC, j.id';
    return `SELECT ${k} AS k, row_number() OVER (ORDER BY ${order}) AS n, j.id, coalesce(c.code, '') AS number,
        j.title AS label, j.ship_id, s.name AS ship_name, j.due_on::text AS at,
        (j.overdue_after < current_date) AS urgent, NULL AS amount, NULL AS currency, c.name AS extra
      FROM (SELECT j.* ${from} ORDER BY ${order} ${paging}) j
      LEFT JOIN ships s ON s.id = j.ship_id LEFT JOIN pms_components c ON c.id = j.component_id`;
  }
  const order = 'pp.created_at ASC, pp.id';
  return `SELECT ${k} AS k, row_number() OVER (ORDER BY ${order}) AS n, pp.job_id AS id, 'Postpone to ' || pp.new_due_on::text AS number,
      j.title AS label, pp.ship_id, s.name AS ship_name, pp.from_due_on::text AS at, false AS urgent,
      NULL AS amount, NULL AS currency, pp.reason AS extra
    FROM (SELECT pp.* ${from} ORDER BY ${order} ${paging}) pp
    JOIN pms_jobs j ON j.id = pp.job_id LEFT JOIN ships s ON s.id = pp.ship_id`;
}
