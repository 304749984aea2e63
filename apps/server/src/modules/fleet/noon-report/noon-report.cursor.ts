import { NOON_REPORT_LAST_PAGE_CURSOR, type NOON_REPORT_SORT_FIELDS } from '@keel/domain';
import { badRequest } from '../../../lib/http-error';

/** A list sort: one of the domain's sort fields, ascending or descending (ties broken by id). */
export interface NoonReportSort {
  field: (typeof NOON_REPORT_SORT_FIELDS)[number];
  desc: boolean;
}

/**
 * A keyset position: the sort column's value as PostgreSQL prints it (so a timestamptz keeps its
 * microseconds and a float8 its exact digits) and the row id. `after` seeks the rows following the
 * position in the list's order (next page); `before` the rows preceding it (previous page).
 */
export interface NoonReportSeek {
  direction: 'after' | 'before';
  value: string;
  id: string;
}

/** What a `cursor` parameter asks for: a position, or the last page. */
export type DecodedCursor = { kind: 'seek'; seek: NoonReportSeek } | { kind: 'last' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How PostgreSQL prints a timestamptz (DateStyle ISO) and a float8. */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const FLOAT_TEXT = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
const isTimeField = (field: NoonReportSort['field']) => field === 'reportTime' || field === 'createdAt';

/** Turns a sort into the `field`/`-field` string the cursor is bound to. */
export function sortKey(sort: NoonReportSort): string {
  return `${sort.desc ? '-' : ''}${sort.field}`;
}

/** An opaque, URL-safe cursor: base64url of `[sort, a|b, value, id]`. */
export function encodeCursor(sort: NoonReportSort, seek: NoonReportSeek): string {
  const payload = JSON.stringify([
    sortKey(sort),
    seek.direction === 'after' ? 'a' : 'b',
    seek.value,
    seek.id,
  ]);
  return Buffer.from(payload, 'utf8').toString('base64url');
}

/**
 * Reads a `cursor` parameter for a list sorted by `sort`; a cursor of another sort, or anything that
 * is not a cursor, is a 400 naming the field.
 */
export function decodeCursor(cursor: string, sort: NoonReportSort): DecodedCursor {
  if (cursor === NOON_REPORT_LAST_PAGE_CURSOR) return { kind: 'last' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor', 'is not a cursor of this list');
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 4 ||
    typeof parsed[0] !== 'string' ||
    (parsed[1] !== 'a' && parsed[1] !== 'b') ||
    typeof parsed[2] !== 'string' ||
    parsed[2].length > 64 ||
    typeof parsed[3] !== 'string' ||
    !UUID.test(parsed[3])
  )
    throw badRequest('cursor', 'is not a cursor of this list');
  if (!(isTimeField(sort.field) ? TIMESTAMP_TEXT : FLOAT_TEXT).test(parsed[2]))
    throw badRequest('cursor', 'is not a cursor of this list');
  if (parsed[0] !== sortKey(sort))
    throw badRequest('cursor', 'belongs to another sort order; start again from the first page');
  return {
    kind: 'seek',
    seek: { direction: parsed[1] === 'a' ? 'after' : 'before', value: parsed[2], id: parsed[3] },
  };
}
