import { inArray } from 'drizzle-orm';
import type { DurationUnit } from '@keel/domain';
import type { Tx } from '../../../db/client';
import { registerComponentCopyHook, type ComponentCopyContext } from '../component/component-copy-hooks';
import { registerCounterReadingHook } from '../counter/counter-reading-hooks';
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
  if (sources.length === 0) return 0;
  const today = todayIso();
  const hoursOf = new Map<string, HoursContext>();
  const rows = [];
  for (const job of sources) {
    const componentId = target.get(job.componentId)!;
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
      requiredParts: job.requiredParts,
      state: 'PENDING',
      ...due,
      ...columns,
      sourceTemplateId: job.catalogueId ? job.id : job.sourceTemplateId,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(pmsJobs).values(rows.slice(i, i + 500));
  return rows.length;
}

registerComponentCopyHook('pms.jobs', async (tx, ctx) => {
  await copyJobsForComponents(tx, ctx);
});

registerCounterReadingHook('pms.jobs', async (tx, event) => {
  await refreshJobsDueForComponents(tx, [event.componentId]);
});
