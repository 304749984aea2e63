import type { Db } from '../../../db/client';
import { conflict, notFound, staleVersion } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as templates from './job-template.repo';
import { loadJob } from './job.service';
import * as repo from './job.repo';

/**
 * `DELETE /pms/jobs/:id?version=`: removes a catalogue job template (its ship copies stay, unlinked) or a
 * ship job that was never completed; a job with completions keeps its history (409). Needs the right
 * to change the job (component_management for a template, job_management on the ship).
 */
export async function deleteJob(db: Db, actor: Actor, id: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockJob(tx, id))) throw notFound('Job');
    const row = await loadJob(tx, actor, id, 'change');
    if (row.version !== version) throw staleVersion('Job');
    const done = await templates.countCompletions(tx, id);
    if (done > 0)
      throw conflict(
        `This job has ${done} completion${done === 1 ? '' : 's'} in its history: it cannot be deleted`,
      );
    if (!(await templates.deleteJobRow(tx, id, version))) throw staleVersion('Job');
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'pms_job',
      entityId: id,
      shipId: row.shipId,
      before: { title: row.title, componentId: row.componentId, catalogueId: row.catalogueId },
    });
  });
}
