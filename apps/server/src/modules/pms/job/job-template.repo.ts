import { and, count, eq, inArray, isNotNull, isNull, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { pmsComponents } from '../component/component.table';
import { pmsJobCompletions, pmsJobs } from './job.table';

/** A stored job row. */
export type JobTableRow = typeof pmsJobs.$inferSelect;

/** The completions recorded on a job (a job with history is not deleted). */
export async function countCompletions(db: DbOrTx, jobId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pmsJobCompletions)
    .where(eq(pmsJobCompletions.jobId, jobId));
  return Number(row?.n ?? 0);
}

/** Deletes a job at `version`; false when the version is stale. */
export async function deleteJobRow(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(pmsJobs)
    .where(and(eq(pmsJobs.id, id), eq(pmsJobs.version, version)))
    .returning({ id: pmsJobs.id });
  return rows.length > 0;
}

/** A catalogue's job templates with their component's code, in code order. */
export function catalogueJobTemplates(db: DbOrTx, catalogueId: string) {
  return db
    .select({ job: pmsJobs, componentCode: pmsComponents.code })
    .from(pmsJobs)
    .innerJoin(pmsComponents, eq(pmsComponents.id, pmsJobs.componentId))
    .where(eq(pmsJobs.catalogueId, catalogueId))
    .orderBy(pmsComponents.code, pmsJobs.title);
}

/** A ship's jobs copied from the given templates. */
export function shipCopiesOf(db: DbOrTx, shipId: string, templateIds: readonly string[]) {
  if (templateIds.length === 0) return Promise.resolve([] as JobTableRow[]);
  return db
    .select()
    .from(pmsJobs)
    .where(and(eq(pmsJobs.shipId, shipId), inArray(pmsJobs.sourceTemplateId, [...templateIds])));
}

/** The ship's components copied from templates: template component id → the ship's copy. */
export async function shipComponentCopies(db: DbOrTx, shipId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: pmsComponents.id, templateId: pmsComponents.sourceTemplateId })
    .from(pmsComponents)
    .where(and(eq(pmsComponents.shipId, shipId), isNotNull(pmsComponents.sourceTemplateId)));
  return new Map(rows.map((r) => [r.templateId!, r.id]));
}

/**
 * A ship's jobs copied from a template that was deleted since (no template left, a template version
 * kept), on components copied from this catalogue, never completed: a push offers to delete them.
 * Copies with completions keep their history and are not offered.
 */
export function unlinkedShipCopies(db: DbOrTx, shipId: string, catalogueId: string) {
  const template = alias(pmsComponents, 'template_component');
  return db
    .select({ job: pmsJobs, componentCode: pmsComponents.code })
    .from(pmsJobs)
    .innerJoin(pmsComponents, eq(pmsComponents.id, pmsJobs.componentId))
    .innerJoin(template, eq(template.id, pmsComponents.sourceTemplateId))
    .where(
      and(
        eq(pmsJobs.shipId, shipId),
        isNull(pmsJobs.sourceTemplateId),
        isNotNull(pmsJobs.templateVersion),
        eq(template.catalogueId, catalogueId),
        notExists(
          db
            .select({ one: pmsJobCompletions.id })
            .from(pmsJobCompletions)
            .where(eq(pmsJobCompletions.jobId, pmsJobs.id)),
        ),
      ),
    )
    .orderBy(pmsComponents.code, pmsJobs.title);
}
