import { and, count, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { parseSort } from '@keel/domain';
import type { DbOrTx } from '../db/client';
import { badRequest } from './http-error';

/** A `LIKE` pattern that finds `text` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Reads a list's `sort` parameter (`field` or `-field`); an unknown field is a 400 naming the
 * allowed ones rather than a silent fallback.
 */
export function sortOf<F extends string>(
  sort: string | undefined,
  allowed: readonly F[],
  fallback: F,
): { field: F; desc: boolean } {
  if (sort) {
    const name = sort.startsWith('-') ? sort.slice(1) : sort;
    if (!(allowed as readonly string[]).includes(name))
      throw badRequest('sort', `must be one of ${allowed.join(', ')} (prefix - for descending)`);
  }
  return parseSort(sort, allowed, fallback);
}

/** A sort key of a list: a column or an SQL expression (e.g. `lower(name)`). */
export type SortColumn = SQLWrapper;

/** A list's page request: the sort already resolved to a whitelisted column. */
export interface ListPage<F extends string> {
  sort: { field: F; desc: boolean };
  offset: number;
  limit: number;
}

/** `ILIKE pattern` over any of `columns` (OR); undefined when there is no pattern. */
export function matchesAny(pattern: string | undefined, columns: readonly SQLWrapper[]): SQL | undefined {
  if (!pattern) return undefined;
  return or(...columns.map((column) => sql`${column} ILIKE ${pattern}`));
}

/** The AND of the filters present; undefined when there are none. */
export function allOf(filters: readonly (SQL | undefined)[]): SQL | undefined {
  const present = filters.filter((f): f is SQL => f !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/** `column ASC|DESC NULLS LAST`: the order of a whitelisted sort column. */
export function orderOf(column: SortColumn, desc: boolean): SQL {
  return desc ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;
}

/**
 * One page of a table's rows matching `where`, ordered by the whitelisted sort column of `page`
 * (then by `tieBreak`, so pages never overlap), with the total that match.
 */
export async function pageOf<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  columns: Record<string, SortColumn>,
  page: ListPage<string>,
  tieBreak: readonly SQLWrapper[],
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const column = columns[page.sort.field];
  if (!column) throw new Error(`no sort column ${page.sort.field}`);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(orderOf(column, page.sort.desc), ...tieBreak.map((c) => sql`${c} ASC`))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}
