import {
  noonReportCo2,
  type NoonReportRow,
  type NoonReportTableQuery,
  type NoonReportTableResponse,
} from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { assertShipInScope, assertSidebar, shipFilter, type Actor } from '../../access/access.service';
import { decodeCursor, encodeCursor, type NoonReportSort } from './noon-report.cursor';
import * as repo from './noon-report.repo';
import { noonReportRowJson, toNoonReportRow } from './noon-report.view';

/** The sidebar permission of the noon report table (spec §6). */
export const REPORT_TABLE = 'report.report_table' as const;

/** The ships a request may read: the one asked for (if in scope), else the actor's ships (null: all). */
export function scopeOf(actor: Actor, shipId: string | undefined): readonly string[] | null {
  if (shipId) {
    assertShipInScope(actor, shipId);
    return [shipId];
  }
  return shipFilter(actor);
}

/** The filter and order of a table query. */
export function filterOf(
  actor: Actor,
  query: NoonReportTableQuery,
): { filter: repo.NoonReportFilter; sort: NoonReportSort } {
  const desc = query.sort.startsWith('-');
  const field = (desc ? query.sort.slice(1) : query.sort) as NoonReportSort['field'];
  return {
    sort: { field, desc },
    filter: {
      shipIds: scopeOf(actor, query.shipId),
      ...(query.from ? { from: new Date(query.from) } : {}),
      ...(query.to ? { to: new Date(query.to) } : {}),
      ...(query.voyage ? { voyage: query.voyage } : {}),
    },
  };
}

/** One page of the table: rows in list order plus what the page block says. */
export interface TablePage<R = NoonReportRow> {
  rows: R[];
  page: NoonReportTableResponse['page'];
}

/**
 * One page of the reports the actor may see, rows as `shape` asks. A `cursor` seeks through the index
 * (any depth costs the same); without one, `offset` rows are skipped. The total is exact and cheap
 * (see `noonReportCountSql`).
 */
async function readPage<S extends repo.PageShape>(
  db: DbOrTx,
  actor: Actor,
  query: NoonReportTableQuery,
  shape: S,
): Promise<TablePage<repo.RowOf<S>>> {
  assertSidebar(actor, [REPORT_TABLE]);
  const { filter, sort } = filterOf(actor, query);
  const limit = query.limit;
  const empty = (total: number) => ({
    rows: [],
    page: { total, offset: query.offset, limit, nextCursor: null, prevCursor: null },
  });
  if (filter.shipIds && filter.shipIds.length === 0) return empty(0);
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;

  if (cursor?.kind === 'last') {
    const total = await repo.countNoonReports(db, filter);
    if (total === 0) return empty(0);
    const offset = Math.floor((total - 1) / limit) * limit;
    const rows = await repo.selectNoonReportPage(
      db,
      filter,
      { sort, limit: total - offset, fromEnd: true },
      shape,
    );
    return {
      rows,
      page: pageBlock(rows, sort, { total, offset, limit, hasNext: false, hasPrev: offset > 0 }),
    };
  }

  const seek = cursor?.kind === 'seek' ? cursor.seek : undefined;
  const { rows, total } = await repo.selectNoonReportPageWithTotal(
    db,
    filter,
    { sort, limit: limit + 1, ...(seek ? { seek } : { offset: query.offset }) },
    shape,
  );
  const backwards = seek?.direction === 'before';
  const more = rows.length > limit;
  const visible = backwards ? rows.slice(rows.length - Math.min(rows.length, limit)) : rows.slice(0, limit);
  return {
    rows: visible,
    page: pageBlock(visible, sort, {
      total,
      offset: query.offset,
      limit,
      hasNext: backwards ? true : more,
      hasPrev: backwards ? more : seek !== undefined || query.offset > 0,
    }),
  };
}

function pageBlock(
  visible: readonly repo.PagedRow[],
  sort: NoonReportSort,
  p: { total: number; offset: number; limit: number; hasNext: boolean; hasPrev: boolean },
): NoonReportTableResponse['page'] {
  const first = visible[0];
  const last = visible[visible.length - 1];
  return {
    total: p.total,
    offset: p.offset,
    limit: p.limit,
    nextCursor: p.hasNext && last ? encodeCursor(sort, seekFrom('after', last)) : null,
    prevCursor: p.hasPrev && first ? encodeCursor(sort, seekFrom('before', first)) : null,
  };
}

/** A seek position from a listed row, which must be one the page statement printed a sort value for. */
function seekFrom(direction: 'after' | 'before', row: repo.PagedRow) {
  if (row.cursorValue === null) throw new Error(`noon report page: no sort value on row ${row.id}`);
  return { direction, value: row.cursorValue, id: row.id };
}

/**
 * One page of the table as records in the API's shape (the export, the timeline), each with its CO₂
 * and its duplicate/gap flags (from its trigger-kept neighbour times).
 */
export async function listNoonReports(
  db: DbOrTx,
  actor: Actor,
  query: NoonReportTableQuery,
): Promise<TablePage> {
  const { rows, page } = await readPage(db, actor, query, 'record');
  return { rows: rows.map(toNoonReportRow), page };
}

/**
 * `GET /noon-reports/`: the same page as {@link listNoonReports}, written as the JSON answer: each
 * report's fields as PostgreSQL wrote them, with the CO₂ and the flags the domain adds (see
 * `noonReportRowJson`).
 */
export async function noonReportTableJson(
  db: DbOrTx,
  actor: Actor,
  query: NoonReportTableQuery,
): Promise<string> {
  const { rows, page } = await readPage(db, actor, query, 'json');
  return `{"data":[${rows.map(noonReportRowJson).join(',')}],"page":${JSON.stringify(page)}}`;
}

/** A report with its flags, after the scope check. */
export async function loadNoonReport(db: DbOrTx, actor: Actor, id: string): Promise<NoonReportRow> {
  const record = await repo.findNoonReport(db, id);
  if (!record) throw notFound('Noon report');
  assertShipInScope(actor, record.shipId);
  return toNoonReportRow(record);
}

/** `GET /noon-reports/:id`: 403 for a report of a ship outside the actor's scope. */
export async function getNoonReport(db: DbOrTx, actor: Actor, id: string): Promise<NoonReportRow> {
  assertSidebar(actor, [REPORT_TABLE]);
  return loadNoonReport(db, actor, id);
}

/** Reports per backfill statement. */
const CO2_BACKFILL_BATCH = 2_000;

/**
 * Writes the CO₂ of every report stored without it (the rows written before migration 0018), in
 * batches, with the domain's carbon factors; the row trigger writes their API JSON with it. Run at
 * start-up right after the migrations (`Database.migrate`), `batch` reports per statement; returns how
 * many reports it filled.
 */
export async function fillMissingNoonReportCo2(db: DbOrTx, batch = CO2_BACKFILL_BATCH): Promise<number> {
  let filled = 0;
  let afterId: string | null = null;
  for (;;) {
    const rows = await repo.selectReportsWithoutCo2(db, afterId, batch);
    if (rows.length === 0) return filled;
    await repo.writeReportCo2(
      db,
      rows.map((r) => ({ id: r.id, ...noonReportCo2(r.fuelConsumed) })),
    );
    filled += rows.length;
    afterId = rows[rows.length - 1]!.id;
  }
}
