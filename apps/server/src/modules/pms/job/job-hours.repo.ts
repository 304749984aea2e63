import { sql } from 'drizzle-orm';
import type { CounterReading } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';

/**
 * Read-only queries of the components module's counters and of the roles, as the jobs need them (the
 * work module reads other modules' tables the same way; docs/pms-jobs.md).
 */

/** How many recent readings feed the hours-per-day average. */
const AVERAGE_READINGS = 10;

/**
 * The running-hours readings that apply to a component: its own counter, else the nearest ancestor's
 * (a cylinder unit runs on the main engine's hours), newest first — at most {@link AVERAGE_READINGS}.
 */
export async function componentReadings(db: DbOrTx, componentId: string): Promise<CounterReading[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, 0 AS depth FROM pms_components WHERE id = ${componentId}
      UNION ALL
      SELECT c.id, c.parent_id, up.depth + 1 FROM pms_components c JOIN up ON c.id = up.parent_id WHERE up.depth < 10
    ),
    counter AS (
      SELECT k.id FROM up JOIN pms_counters k ON k.component_id = up.id ORDER BY up.depth, k.name LIMIT 1
    )
    SELECT r.reading_on::text AS date, r.hours
    FROM pms_counter_readings r JOIN counter ON r.counter_id = counter.id
    ORDER BY r.reading_on DESC, r.created_at DESC
    LIMIT ${AVERAGE_READINGS}`);
  return (result.rows as { date: string; hours: number }[]).map((r) => ({
    date: r.date,
    hours: Number(r.hours),
  }));
}

/** The ids of a component and every component below it. */
export async function subtreeIds(db: DbOrTx, componentIds: readonly string[]): Promise<string[]> {
  if (componentIds.length === 0) return [];
  const result = await db.execute(sql`
    WITH RECURSIVE down AS (
      SELECT id, 0 AS depth FROM pms_components WHERE id IN (${sql.join(
        componentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      UNION ALL
      SELECT c.id, down.depth + 1 FROM pms_components c JOIN down ON c.parent_id = down.id WHERE down.depth < 10
    )
    SELECT DISTINCT id FROM down`);
  return (result.rows as { id: string }[]).map((r) => r.id);
}

/**
 * True when the user holds job_management through a role given on every ship (an office role), the
 * test for who may decide a postponement. A role given on one ship is a crew role.
 */
export async function holdsOfficeJobManagement(db: DbOrTx, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = ${userId} AND ur.ship_id IS NULL AND 'job_management' = ANY(r.actions)
    LIMIT 1`);
  return result.rows.length > 0;
}

/** Whose a component is: a ship's or a catalogue's (undefined when it does not exist), and its critical flag. */
export async function componentOwner(
  db: DbOrTx,
  componentId: string,
): Promise<
  { shipId: string | null; catalogueId: string | null; critical: boolean; kind: string } | undefined
> {
  const result = await db.execute(sql`
    SELECT ship_id, catalogue_id, critical, kind FROM pms_components WHERE id = ${componentId}`);
  const row = result.rows[0] as
    { ship_id: string | null; catalogue_id: string | null; critical: boolean; kind: string } | undefined;
  return row
    ? { shipId: row.ship_id, catalogueId: row.catalogue_id, critical: row.critical, kind: row.kind }
    : undefined;
}
