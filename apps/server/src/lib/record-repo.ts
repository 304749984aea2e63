import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** A stored contact of a counterparty record (agent, customer, supplier, vendor). */
export type ContactRow = {
  id: string;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
};

/** A table of editable records: a uuid `id`, an optimistic-lock `version` and `updatedAt`. */
type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/**
 * Updates the record `id` if its version is still `version`, bumping the version and `updatedAt`
 * (also with no field changes). Undefined when it is gone or changed meanwhile.
 */
export async function updateAtVersion<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  id: string,
  version: number,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await db
    .update(table as PgTable)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning()) as T['$inferSelect'][];
  return rows[0];
}

/** Deletes the record `id` at `version`; false when none matched (gone or changed meanwhile). */
export async function deleteAtVersion(
  db: DbOrTx,
  table: VersionedTable,
  id: string,
  version: number,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id });
  return rows.length > 0;
}
