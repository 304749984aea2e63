import { inArray } from 'drizzle-orm';
import type { DurationUnit, JobPart } from '@keel/domain';
import type { DbOrTx, Tx } from '../../../db/client';
import { registerComponentCopyHook, type ComponentCopyContext } from '../component/component-copy-hooks';
import { registerCounterReadingHook } from '../counter/counter-reading-hooks';
import { matchPartsByNumber, type PartOwner } from '../spare-part/spare-part-match.service';
import {
  dueColumnsOf,
  firstDue,
  hoursContextOf,
  refreshJobsDueForComponents,
  todayIso,
  type HoursContext,
} from './job-due.service';
import { pmsJobs } from './job.table';

/**
 * The jobs' part of the components module's copy engine (copy, duplicate, apply a catalogue, push):
 * every job of each source component is copied onto its new component with the same fields. On a ship
 * the copy starts PENDING and falls due an interval from today (calendar) and from the counter's
 * reading (hours); a catalogue copy is a template with no due point. A job copied from a catalogue
 * keeps the template's id (`source_template_id`). Returns the number of jobs copied.
 */
export async function copyJobsForComponents(tx: Tx, ctx: ComponentCopyContext): Promise<number> {
  const target = new Map(ctx.pairs.map((p) => [p.fromComponentId, p.toComponentId]));
  if (target.size === 0) return 0;
  const sources = await tx
    .select()
    .from(pmsJobs)
    .where(inArray(pmsJobs.componentId, [...target.keys()]));
  return copyJobs(tx, sources, target, { shipId: ctx.toShipId, catalogueId: ctx.toCatalogueId });
}

/**
 * A job's required parts on another owner: each linked part becomes the target's part of the same part
 * number (the spare-parts copy hook runs first and brings the parts along), else a part named only.
 */
export async function mapRequiredParts(
  db: DbOrTx,
  jobs: readonly { requiredParts: JobPart[] }[],
  target: PartOwner,
): Promise<(parts: JobPart[]) => JobPart[]> {
  const ids = [...new Set(jobs.flatMap((j) => j.requiredParts.map((p) => p.sparePartId ?? '')))].filter(
    Boolean,
  );
  const matched = await matchPartsByNumber(db, ids, target);
  return (parts) =>
    parts.map((p) => ({ ...p, sparePartId: p.sparePartId ? (matched.get(p.sparePartId) ?? null) : null }));
}

/**
 * Copies the given jobs onto the components of `target` (source component id → new component id), on
 * a ship due an interval from today, in a catalogue as templates. Returns the number copied.
 */
export async function copyJobs(
  tx: Tx,
  sources: readonly (typeof pmsJobs.$inferSelect)[],
  target: ReadonlyMap<string, string>,
  owner: PartOwner,
): Promise<number> {
  if (sources.length === 0) return 0;
  const ctx = { toShipId: owner.shipId, toCatalogueId: owner.catalogueId };
  const partsOf = await mapRequiredParts(tx, sources, owner);
  const today = todayIso();
  const hoursOf = new Map<string, HoursContext>();
  const rows = [];
  for (const job of sources) {
    const componentId = target.get(job.componentId);
    if (!componentId) continue;
    let due: { nextDueOn: string | null; nextDueHours: number | null } = {
      nextDueOn: null,
      nextDueHours: null,
    };
    let columns: { dueOn: string | null; overdueAfter: string | null } = { dueOn: null, overdueAfter: null };
    if (ctx.toShipId) {
      let hours = hoursOf.get(componentId);
      if (!hours) {
        hours = await hoursContextOf(tx, componentId);
        hoursOf.set(componentId, hours);
      }
      const interval = { ...job, intervalUnit: job.intervalUnit as DurationUnit | null };
      due = firstDue(interval, {}, hours, today);
      columns = dueColumnsOf({ ...job, ...due }, hours);
    }
    rows.push({
      componentId,
      shipId: ctx.toShipId,
      catalogueId: ctx.toShipId ? null : ctx.toCatalogueId,
      title: job.title,
      instructions: job.instructions,
      intervalValue: job.intervalValue,
      intervalUnit: job.intervalUnit,
      intervalHours: job.intervalHours,
      toleranceDays: job.toleranceDays,
      toleranceHours: job.toleranceHours,
      responsibleRank: job.responsibleRank,
      critical: job.critical,
      requiredParts: partsOf(job.requiredParts),
      state: 'PENDING',
      ...due,
      ...columns,
      sourceTemplateId: job.catalogueId ? job.id : job.sourceTemplateId,
      templateVersion: job.catalogueId ? job.version : job.templateVersion,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(pmsJobs).values(rows.slice(i, i + 500));
  return rows.length;
}

// After the spare parts' hook (order 0): the required parts map onto the parts it copied.
registerComponentCopyHook(
  'pms.jobs',
  async (tx, ctx) => {
    await copyJobsForComponents(tx, ctx);
  },
  10,
);

registerCounterReadingHook('pms.jobs', async (tx, event) => {
  await refreshJobsDueForComponents(tx, [event.componentId]);
});
