import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = ANY($1::uuid[])`: a list of ids (a user's ships) as ONE array parameter, `false` for none.
 * Drizzle's `inArray` sends one parameter per id, and building and binding 50 of them per request was a
 * visible part of a list route's CPU at 50 connections (docs/accounting-bills.md "Benchmark"); the
 * planner sees the same values either way (the lists run unnamed statements, planned with their values).
 */
export function inUuids(column: SQLWrapper, ids: readonly string[]): SQL {
  return ids.length ? sql`${column} = ANY(${sql.param([...ids])}::uuid[])` : sql`false`;
}
