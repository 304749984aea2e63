import type { JobPart, PushChange } from '@keel/domain';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { conflict, notFound, staleVersion } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { copyJobs, mapRequiredParts } from './job-copy.service';
import * as templates from './job-template.repo';
import { editedValues, loadJob, type JobFields } from './job.service';
import * as repo from './job.repo';

/** The job fields a catalogue push brings to the ships' copies (the due point and history stay the ship's). */
const PUSHED_JOB_FIELDS = [
  'title',
  'instructions',
  'intervalValue',
  'intervalUnit',
  'intervalHours',
  'toleranceDays',
  'toleranceHours',
  'responsibleRank',
  'critical',
  'requiredParts',
] as const;
type PushedField = (typeof PUSHED_JOB_FIELDS)[number];

const partsText = (parts: JobPart[]) =>
  parts.length ? parts.map((p) => `${p.quantity} × ${p.name}`).join('; ') : null;
const text = (row: Pick<templates.JobTableRow, PushedField>, field: PushedField): string | null => {
  const v = row[field];
  if (field === 'requiredParts') return partsText(v as JobPart[]);
  return v === null || v === undefined || v === '' ? null : String(v);
};

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

/**
 * What pushing the catalogue's job templates would change on a ship: copies whose template changed
 * since (template version above the copy's) become updates of the fields that differ; templates on a
 * component the ship has a copy of, without a job copied from them, become additions. Templates on a
 * component the ship does not have come with that component's own addition.
 */
export async function diffShipJobs(db: DbOrTx, catalogueId: string, shipId: string): Promise<PushChange[]> {
  const all = await templates.catalogueJobTemplates(db, catalogueId);
  const copies = new Map(
    (
      await templates.shipCopiesOf(
        db,
        shipId,
        all.map((t) => t.job.id),
      )
    ).map((c) => [c.sourceTemplateId!, c]),
  );
  const components = await templates.shipComponentCopies(db, shipId);
  const changes: PushChange[] = [];
  for (const { job: t, componentCode } of all) {
    const copy = copies.get(t.id);
    const code = componentCode ?? '';
    if (copy) {
      if ((copy.templateVersion ?? 0) >= t.version) continue;
      const fields = PUSHED_JOB_FIELDS.filter((f) => text(copy, f) !== text(t, f)).map((f) => ({
        field: f,
        from: text(copy, f),
        to: text(t, f),
      }));
      if (fields.length > 0)
        changes.push({
          record: 'job',
          kind: 'update',
          templateId: t.id,
          componentId: copy.id,
          code,
          name: t.title,
          fields,
        });
    } else if (components.has(t.componentId))
      changes.push({
        record: 'job',
        kind: 'add',
        templateId: t.id,
        componentId: null,
        code,
        name: t.title,
        fields: [],
      });
  }
  return changes;
}

/** Pushes the job template changes to a ship (after its components were pushed), with audit rows. */
export async function pushShipJobs(
  tx: Tx,
  actor: Actor,
  catalogueId: string,
  shipId: string,
): Promise<PushChange[]> {
  const changes = await diffShipJobs(tx, catalogueId, shipId);
  if (changes.length === 0) return changes;
  const byId = new Map(
    (await templates.catalogueJobTemplates(tx, catalogueId)).map((t) => [t.job.id, t.job]),
  );
  const owner = { shipId, catalogueId: null };
  const partsOf = await mapRequiredParts(tx, [...byId.values()], owner);
  for (const change of changes.filter((c) => c.kind === 'update')) {
    const t = byId.get(change.templateId)!;
    const copy = (await repo.findJob(tx, change.componentId!))!;
    const fields: JobFields = {
      title: t.title,
      instructions: t.instructions,
      intervalValue: t.intervalValue,
      intervalUnit: t.intervalUnit as JobFields['intervalUnit'],
      intervalHours: t.intervalHours,
      toleranceDays: t.toleranceDays,
      toleranceHours: t.toleranceHours,
      responsibleRank: t.responsibleRank,
      critical: t.critical,
      requiredParts: partsOf(t.requiredParts),
    };
    const values = await editedValues(tx, copy, fields);
    if (!(await repo.updateJob(tx, copy.id, copy.version, { ...values, templateVersion: t.version })))
      throw staleVersion('Job');
    await recordAudit(tx, actor, {
      action: 'push_template',
      entity: 'pms_job',
      entityId: copy.id,
      shipId,
      before: Object.fromEntries(change.fields.map((f) => [f.field, f.from])),
      after: Object.fromEntries(change.fields.map((f) => [f.field, f.to])),
    });
  }
  const adds = changes.filter((c) => c.kind === 'add').map((c) => byId.get(c.templateId)!);
  const components = await templates.shipComponentCopies(tx, shipId);
  const added = await copyJobs(tx, adds, components, owner);
  if (added > 0)
    await recordAudit(tx, actor, {
      action: 'push_template',
      entity: 'pms_job',
      entityId: adds[0]!.id,
      shipId,
      after: { catalogueId, added },
    });
  return changes;
}
