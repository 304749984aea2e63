import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { ships } from '../../fleet/ship.table';
import { pmsComponents } from '../component/component.table';
import { pmsJobCompletions, pmsJobPostponements, pmsJobs } from './job.table';

/** A stored job with its component's code and name, its ship's name and its waiting postponement. */
export type JobRow = typeof pmsJobs.$inferSelect & {
  componentCode: string | null;
  componentName: string;
  shipName: string | null;
  pendingPostponementId: string | null;
};
/** A new job row. */
export type NewJobRow = typeof pmsJobs.$inferInsert;
/** A completion row. */
export type CompletionRow = typeof pmsJobCompletions.$inferSelect;
/** A postponement row. */
export type PostponementRow = typeof pmsJobPostponements.$inferSelect;

const pendingPostponement = sql<
  string | null
>`(SELECT p.id FROM ${pmsJobPostponements} p WHERE p.job_id = ${pmsJobs.id} AND p.state = 'REQUESTED' LIMIT 1)`;

function joined(db: DbOrTx) {
  return db
    .select({
      job: pmsJobs,
      componentCode: pmsComponents.code,
      componentName: pmsComponents.name,
      shipName: ships.name,
      pendingPostponementId: pendingPostponement,
    })
    .from(pmsJobs)
    .innerJoin(pmsComponents, eq(pmsComponents.id, pmsJobs.componentId))
    .leftJoin(ships, eq(ships.id, pmsJobs.shipId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];
const flatten = (r: Joined): JobRow => ({
  ...r.job,
  componentCode: r.componentCode,
  componentName: r.componentName,
  shipName: r.shipName,
  pendingPostponementId: r.pendingPostponementId,
});

/** A job with its names, or undefined. */
export async function findJob(db: DbOrTx, id: string): Promise<JobRow | undefined> {
  const [row] = await joined(db).where(eq(pmsJobs.id, id));
  return row ? flatten(row) : undefined;
}

/** Locks a job row for the transaction; false when it does not exist. */
export async function lockJob(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx.select({ id: pmsJobs.id }).from(pmsJobs).where(eq(pmsJobs.id, id)).for('update');
  return rows.length > 0;
}

/** Inserts a job; its id. */
export async function insertJob(tx: DbOrTx, values: NewJobRow): Promise<string> {
  const [row] = await tx.insert(pmsJobs).values(values).returning({ id: pmsJobs.id });
  return row!.id;
}

/** Updates a job at `version` (bumping it); false when the version is stale. */
export async function updateJob(
  tx: DbOrTx,
  id: string,
  version: number,
  values: Partial<NewJobRow>,
): Promise<boolean> {
  const rows = await tx
    .update(pmsJobs)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(pmsJobs.id, id), eq(pmsJobs.version, version)))
    .returning({ id: pmsJobs.id });
  return rows.length > 0;
}

/** Sets the due columns of jobs (no version bump: a derived refresh, not an edit). */
export async function setDueColumns(
  tx: DbOrTx,
  id: string,
  values: { dueOn: string | null; overdueAfter: string | null; nextDueHours?: number },
): Promise<void> {
  await tx.update(pmsJobs).set(values).where(eq(pmsJobs.id, id));
}

/** The completions of a job, newest first. */
export function completionsOf(db: DbOrTx, jobId: string): Promise<CompletionRow[]> {
  return db
    .select()
    .from(pmsJobCompletions)
    .where(eq(pmsJobCompletions.jobId, jobId))
    .orderBy(desc(pmsJobCompletions.doneOn), desc(pmsJobCompletions.createdAt))
    .limit(200);
}

/** The postponements of a job, newest first. */
export function postponementsOf(db: DbOrTx, jobId: string): Promise<PostponementRow[]> {
  return db
    .select()
    .from(pmsJobPostponements)
    .where(eq(pmsJobPostponements.jobId, jobId))
    .orderBy(desc(pmsJobPostponements.createdAt))
    .limit(200);
}

/** Records a completion. */
export async function insertCompletion(
  tx: DbOrTx,
  values: typeof pmsJobCompletions.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(pmsJobCompletions).values(values).returning({ id: pmsJobCompletions.id });
  return row!.id;
}

/** Records a postponement request. */
export async function insertPostponement(
  tx: DbOrTx,
  values: typeof pmsJobPostponements.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(pmsJobPostponements).values(values).returning({ id: pmsJobPostponements.id });
  return row!.id;
}

/** A postponement, locked for the transaction. */
export async function lockPostponement(tx: DbOrTx, id: string): Promise<PostponementRow | undefined> {
  const [row] = await tx
    .select()
    .from(pmsJobPostponements)
    .where(eq(pmsJobPostponements.id, id))
    .for('update');
  return row;
}

/** Decides a postponement at `version`; false when stale. */
export async function decidePostponement(
  tx: DbOrTx,
  id: string,
  version: number,
  values: Partial<typeof pmsJobPostponements.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(pmsJobPostponements)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(pmsJobPostponements.id, id), eq(pmsJobPostponements.version, version)))
    .returning({ id: pmsJobPostponements.id });
  return rows.length > 0;
}
