import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { applianceTargets } from './appliance-target.table';

/** A target row. */
export type TargetRow = typeof applianceTargets.$inferSelect;
/** The columns a target insert sets. */
export type NewTargetRow = typeof applianceTargets.$inferInsert;

/** Every target (a handful per appliance type), by type, maker and model. */
export function selectTargets(db: DbOrTx): Promise<TargetRow[]> {
  return db
    .select()
    .from(applianceTargets)
    .orderBy(
      asc(applianceTargets.type),
      sql`${applianceTargets.maker} asc nulls first`,
      sql`${applianceTargets.model} asc nulls first`,
      asc(applianceTargets.id),
    );
}

/** The target with this id. */
export async function findTarget(db: DbOrTx, id: string): Promise<TargetRow | undefined> {
  const [row] = await db.select().from(applianceTargets).where(eq(applianceTargets.id, id)).limit(1);
  return row;
}

/** Inserts a target. */
export async function insertTarget(db: DbOrTx, values: NewTargetRow): Promise<TargetRow> {
  const [row] = await db.insert(applianceTargets).values(values).returning();
  return row!;
}

/** Updates a target if its version is still `version`, bumping it; undefined when stale or gone. */
export async function updateTarget(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<Pick<NewTargetRow, 'targetVersion' | 'notes' | 'updatedByName'>>,
): Promise<TargetRow | undefined> {
  const [row] = await db
    .update(applianceTargets)
    .set({ ...values, version: sql`${applianceTargets.version} + 1`, updatedAt: new Date() })
    .where(and(eq(applianceTargets.id, id), eq(applianceTargets.version, version)))
    .returning();
  return row;
}

/** Deletes a target if its version is still `version`; false when stale or gone. */
export async function deleteTarget(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(applianceTargets)
    .where(and(eq(applianceTargets.id, id), eq(applianceTargets.version, version)))
    .returning({ id: applianceTargets.id });
  return rows.length > 0;
}
