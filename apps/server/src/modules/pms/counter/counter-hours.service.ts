import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pmsComponents } from '../component/component.table';
import { pmsCounters } from './counter.table';

/**
 * The counter's current hours and the date of its last reading, or null when there is no such
 * counter. No permission check (the jobs module checks its own).
 */
export async function latestCounterHours(
  tx: DbOrTx,
  counterId: string,
): Promise<{ hours: number; readingOn: string | null } | null> {
  const [row] = await tx
    .select({ hours: pmsCounters.currentHours, readingOn: pmsCounters.currentReadingOn })
    .from(pmsCounters)
    .where(eq(pmsCounters.id, counterId));
  return row ?? null;
}

/**
 * The hours a component runs on: its own counter (the first by name), else the nearest ancestor's — a
 * cylinder unit runs on the main engine's hours. Null when no counter is found up the tree.
 */
export async function componentHours(
  tx: DbOrTx,
  componentId: string,
): Promise<{ counterId: string; hours: number; readingOn: string | null } | null> {
  const result = await tx.execute<{ counter_id: string; hours: number; reading_on: string | null }>(sql`
    WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM ${pmsComponents} WHERE id = ${componentId}
      UNION ALL
      SELECT c.id, c.parent_id, up.depth + 1 FROM ${pmsComponents} c JOIN up ON c.id = up.parent_id WHERE up.depth < 16
    )
    SELECT k.id AS counter_id, k.current_hours AS hours, k.current_reading_on::text AS reading_on
    FROM up JOIN ${pmsCounters} k ON k.component_id = up.id
    ORDER BY up.depth, k.name
    LIMIT 1`);
  const row = result.rows[0];
  return row ? { counterId: row.counter_id, hours: Number(row.hours), readingOn: row.reading_on } : null;
}
