import { CREW_RANK, CREW_RANK_LABELS, type CrewRank } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import type { AuditActor } from '../../audit/audit.service';
import { notify, usersWithActions } from '../../notifications/notify';
import { holdsOfficeJobManagement } from './job-hours.repo';
import type { JobRow } from './job.repo';

/** The label of a crew rank number ("Third Engineer" for 8). */
export function rankLabel(rank: number): string {
  const key = (Object.keys(CREW_RANK) as CrewRank[]).find((k) => CREW_RANK[k] === rank);
  return key ? CREW_RANK_LABELS[key] : `Rank ${rank}`;
}

/**
 * Notifications of a job's postponement, inside the change's transaction: a request goes to the office
 * users who may decide it (job_management on the ship through a role on every ship); a decision goes to
 * whoever asked. `notify()` drops the actor and anyone who cannot open the job.
 */
export async function noticeJob(
  tx: DbOrTx,
  actor: AuditActor,
  event: 'postponement_requested' | 'postponement_approved' | 'postponement_rejected',
  job: JobRow,
  note?: string | null,
  requesterId?: string | null,
): Promise<void> {
  if (!job.shipId) return;
  const base = { link: `/PMS/job/${job.id}`, entity: 'pms_job', entityId: job.id, shipId: job.shipId };
  const what = `${job.title} (${job.componentCode ?? ''} ${job.componentName}, ${job.shipName ?? 'ship'})`;
  if (event === 'postponement_requested') {
    const candidates = await usersWithActions(tx, ['job_management'], job.shipId);
    const office: string[] = [];
    for (const id of candidates) if (await holdsOfficeJobManagement(tx, id)) office.push(id);
    await notify(tx, actor, {
      ...base,
      kind: 'approval_requested',
      recipientIds: office,
      title: `Postponement of a maintenance job waits for your approval`,
      body: `${what}: ${note ?? ''}`.trim(),
    });
    return;
  }
  if (!requesterId) return;
  await notify(tx, actor, {
    ...base,
    kind: event === 'postponement_approved' ? 'approved' : 'declined',
    recipientIds: [requesterId],
    title: `Postponement ${event === 'postponement_approved' ? 'approved' : 'rejected'}: ${job.title}`,
    body: `${what}${note ? `: ${note}` : '.'}`,
  });
}
