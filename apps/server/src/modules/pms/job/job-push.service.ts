import { jobChangeId, type JobPart, type PushChange } from '@keel/domain';
import type { DbOrTx, Tx } from '../../../db/client';
import { badRequest, staleVersion } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { copyJobs, mapRequiredParts } from './job-copy.service';
import * as templates from './job-template.repo';
import { editedValues, type JobFields } from './job.service';
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

/** The job changes of the preview chosen for one ship, and the body field that named them (for a 400). */
export type JobChoice = { ids: readonly string[]; field: string };

const partsText = (parts: JobPart[]) =>
  parts.length ? parts.map((p) => `${p.quantity} × ${p.name}`).join('; ') : null;
const text = (row: Pick<templates.JobTableRow, PushedField>, field: PushedField): string | null => {
  const v = row[field];
  if (field === 'requiredParts') return partsText(v as JobPart[]);
  return v === null || v === undefined || v === '' ? null : String(v);
};

/**
 * What pushing the catalogue's job templates would change on a ship, each change with its `id`
 * (`jobChangeId`): copies whose template changed since (template version above the copy's) become
 * updates of the fields that differ; templates on a component the ship has a copy of, without a job
 * copied from them, become additions (templates on a component the ship does not have come with that
 * component's own addition); never-completed copies whose template was deleted become removals.
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
    const base = { record: 'job', templateId: t.id, code: componentCode ?? '', name: t.title } as const;
    if (copy) {
      if ((copy.templateVersion ?? 0) >= t.version) continue;
      const fields = PUSHED_JOB_FIELDS.filter((f) => text(copy, f) !== text(t, f)).map((f) => ({
        field: f,
        from: text(copy, f),
        to: text(t, f),
      }));
      if (fields.length > 0)
        changes.push({
          ...base,
          id: jobChangeId('update', t.id),
          kind: 'update',
          componentId: copy.id,
          fields,
        });
    } else if (components.has(t.componentId))
      changes.push({ ...base, id: jobChangeId('add', t.id), kind: 'add', componentId: null, fields: [] });
  }
  for (const { job, componentCode } of await templates.unlinkedShipCopies(db, shipId, catalogueId))
    changes.push({
      record: 'job',
      id: jobChangeId('remove', job.id),
      kind: 'remove',
      templateId: null,
      componentId: job.id,
      code: componentCode,
      name: job.title,
      fields: [],
    });
  return changes;
}

/** The changes chosen: all without a choice; a chosen id not in the diff is a 400 naming it. */
function chosen(changes: PushChange[], choice: JobChoice | null): PushChange[] {
  if (!choice) return changes;
  const known = new Set(changes.map((c) => c.id));
  choice.ids.forEach((id, j) => {
    if (!known.has(id))
      throw badRequest(
        `${choice.field}.${j}`,
        'not a job change of this ship in the push preview (reload it)',
      );
  });
  const ids = new Set(choice.ids);
  return changes.filter((c) => ids.has(c.id!));
}

/**
 * Pushes the chosen job template changes to a ship (after its components were pushed), with audit rows;
 * the changes not chosen stay pending (the next preview shows them again).
 */
export async function pushShipJobs(
  tx: Tx,
  actor: Actor,
  catalogueId: string,
  shipId: string,
  choice: JobChoice | null = null,
): Promise<PushChange[]> {
  const changes = chosen(await diffShipJobs(tx, catalogueId, shipId), choice);
  if (changes.length === 0) return changes;
  const byId = new Map(
    (await templates.catalogueJobTemplates(tx, catalogueId)).map((t) => [t.job.id, t.job]),
  );
  const owner = { shipId, catalogueId: null };
  const partsOf = await mapRequiredParts(tx, [...byId.values()], owner);
  for (const change of changes.filter((c) => c.kind === 'update')) {
    const t = byId.get(change.templateId!)!;
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
  for (const change of changes.filter((c) => c.kind === 'remove')) {
    const copy = (await repo.findJob(tx, change.componentId!))!;
    if (!(await templates.deleteJobRow(tx, copy.id, copy.version))) throw staleVersion('Job');
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'pms_job',
      entityId: copy.id,
      shipId,
      before: { title: copy.title, componentId: copy.componentId, reason: 'template deleted', catalogueId },
    });
  }
  const adds = changes.filter((c) => c.kind === 'add').map((c) => byId.get(c.templateId!)!);
  const components = await templates.shipComponentCopies(tx, shipId);
  const added = await copyJobs(tx, adds, components, owner);
  if (added > 0)
    await recordAudit(tx, actor, {
      action: 'push_template',
      entity: 'pms_job',
      entityId: adds[0]!.id,
      shipId,
      after: { catalogueId, added, templateIds: adds.map((t) => t.id) },
    });
  return changes;
}
