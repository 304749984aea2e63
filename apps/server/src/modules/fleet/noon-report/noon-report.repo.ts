import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FuelByType } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { queryRows } from '../../../db/prepared';
import type { NoonReportSeek, NoonReportSort } from './noon-report.cursor';
import { noonReports, type NoonReportInsert } from './noon-report.table';

/** A noon report as the repository returns it (database names mapped to the API's). */
export interface NoonReportRecord {
  id: string;
  shipId: string;
  reportTime: Date;
  utcOffsetMinutes: number;
  voyage: string | null;
  lat: number;
  lon: number;
  distanceNm: number;
  hoursSteaming: number;
  avgSpeedKn: number;
  meRpm: number | null;
  mePowerKw: number | null;
  fuelConsumed: FuelByType;
  rob: FuelByType;
  windBeaufort: number;
  windDirectionDeg: number | null;
  seaState: number;
  remarks: string | null;
  /** Report times of the ship's reports just before and after this one (kept by triggers; see the table). */
  prevReportTime: Date | null;
  nextReportTime: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/**
 * What every listed row carries: its id and, on the rows a page's cursors can start from (the first
 * and the last two in reading order), its sort value as text; null on the others.
 */
export interface PagedRow {
  id: string;
  cursorValue: string | null;
}

/** A listed report with its sort value as text (for cursors). */
export interface NoonReportPageRow extends NoonReportRecord, PagedRow {}

/**
 * A listed report as the table's route sends it: the report's API JSON as the row trigger keeps it
 * (`json`: `NoonReportRow` without the flags), plus the report's own and its neighbours' times (epoch
 * milliseconds) that the domain turns into the duplicate and gap flags.
 */
export interface NoonReportJsonRow extends PagedRow {
  json: string;
  reportTime: number;
  prevReportTime: number | null;
  nextReportTime: number | null;
}

/** How a page's rows come back: as records (export, timeline) or as written JSON (the table's route). */
export type PageShape = 'record' | 'json';
export type RowOf<S extends PageShape> = S extends 'json' ? NoonReportJsonRow : NoonReportPageRow;

/** What a list is limited to. `shipIds` null means every ship (administrators). */
export interface NoonReportFilter {
  shipIds: readonly string[] | null;
  from?: Date;
  to?: Date;
  voyage?: string;
}

const FIELD_COLUMNS = `r.id, r.ship_id AS "shipId",
  r.utc_offset_minutes AS "utcOffsetMinutes", r.voyage, r.lat, r.lon, r.distance_nm AS "distanceNm",
  r.hours_steaming AS "hoursSteaming", r.avg_speed_kn AS "avgSpeedKn", r.me_rpm AS "meRpm",
  r.me_power_kw AS "mePowerKw", r.fuel_consumed AS "fuelConsumed", r.rob, r.wind_beaufort AS "windBeaufort",
  r.wind_direction_deg AS "windDirectionDeg", r.sea_state AS "seaState", r.remarks, r.version`;
const COLUMNS = sql.raw(
  `${FIELD_COLUMNS}, r.report_time AS "reportTime", r.created_at AS "createdAt", r.updated_at AS "updatedAt",
  r.prev_report_time AS "prevReportTime", r.next_report_time AS "nextReportTime"`,
);

/** Sort field → column and the type its cursor text is cast back to. */
const SORT_COLUMNS: Record<NoonReportSort['field'], { column: string; type: string }> = {
  reportTime: { column: 'report_time', type: 'timestamptz' },
  createdAt: { column: 'created_at', type: 'timestamptz' },
  distanceNm: { column: 'distance_nm', type: 'float8' },
  avgSpeedKn: { column: 'avg_speed_kn', type: 'float8' },
};

/** The WHERE conditions of a filter on the alias `r`. */
function filterConditions(filter: NoonReportFilter): SQL[] {
  const conditions: SQL[] = [];
  const ships = filter.shipIds;
  if (ships && ships.length === 1) conditions.push(sql`r.ship_id = ${ships[0]}`);
  else if (ships) conditions.push(sql`r.ship_id IN ${ships}`);
  if (filter.from) conditions.push(sql`r.report_time >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`r.report_time < ${filter.to.toISOString()}::timestamptz`);
  if (filter.voyage !== undefined) conditions.push(sql`r.voyage = ${filter.voyage}`);
  return conditions;
}

const whereOf = (conditions: SQL[]) =>
  conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

/** How to read one page: the order, and a keyset position or an offset. */
export interface PageRequest {
  sort: NoonReportSort;
  limit: number;
  /** Seek from a cursor position; when absent, `offset` rows are skipped from the start (or the end). */
  seek?: NoonReportSeek;
  offset?: number;
  /** Read from the end of the list (the last page); rows still come back in list order. */
  fromEnd?: boolean;
}

/**
 * Times leave the database as epoch milliseconds: printing a float8 costs PostgreSQL far less than a
 * timestamptz. Microseconds are cut off as a JavaScript Date cuts them, so every path (and the flags
 * computed from these times) sees the instants the API shows.
 */
const epochMs = (column: string) => `trunc(date_part('epoch', ${column}) * 1000)`;

const RECORD_SELECT = `${FIELD_COLUMNS},
  ${epochMs('r.report_time')} AS "reportTime", ${epochMs('r.created_at')} AS "createdAt", ${epochMs('r.updated_at')} AS "updatedAt",
  ${epochMs('r.prev_report_time')} AS "prevReportTime", ${epochMs('r.next_report_time')} AS "nextReportTime"`;

/**
 * A listed report for the table's route: its API JSON, written by the row trigger of migration 0018 when
 * the report was (the text PostgreSQL printed field by field on every request before, and Node then
 * completed with the times and the CO₂), and the three times of its flags. An integration test compares
 * every seeded row with the record path (`toNoonReportRow`) through the zod schema.
 */
const JSON_SELECT = `r.id, r.api_json AS json, ${epochMs('r.report_time')} AS "reportTime",
  ${epochMs('r.prev_report_time')} AS "prevReportTime", ${epochMs('r.next_report_time')} AS "nextReportTime"`;

/**
 * The SQL of one page (exported so the benchmark's bare route runs exactly this statement): one range
 * scan of the sort's index, rows in list order. Each row carries its ship's previous and next report
 * time (trigger-kept columns) for the duplicate and gap flags. With `total`, the filter's total (see
 * {@link noonReportCountSql}) rides along on every row, so a page is one round trip; an empty page then
 * still answers one row, whose `id` is null.
 */
export function noonReportPageSql(
  filter: NoonReportFilter,
  page: PageRequest,
  options: { total?: boolean; shape?: PageShape } = {},
): SQL {
  const { column, type } = SORT_COLUMNS[page.sort.field];
  // Reading backwards (previous page, last page) flips the order, then the outer query restores it.
  const backwards = page.seek?.direction === 'before' || page.fromEnd === true;
  const innerDesc = page.sort.desc !== backwards;
  const dir = sql.raw(innerDesc ? 'DESC' : 'ASC');
  const col = sql.raw(`r.${column}`);
  const conditions = filterConditions(filter);
  if (page.seek) {
    const op = sql.raw(innerDesc ? '<' : '>');
    conditions.push(sql`(${col}, r.id) ${op} (${page.seek.value}::${sql.raw(type)}, ${page.seek.id}::uuid)`);
  }
  const skip = !page.seek && page.offset ? page.offset : 0;
  const offset = skip ? sql` OFFSET ${skip}` : sql``;
  const select = sql.raw(options.shape === 'json' ? JSON_SELECT : RECORD_SELECT);
  // Cursors start from the first row read or from one of the last two (the last visible one, or the
  // first of a page read backwards); only those print their sort value. row_number() counts the rows
  // an OFFSET skips too.
  const rows = sql`SELECT ${select},
    CASE WHEN row_number() OVER w = ${skip + 1} OR row_number() OVER w >= ${skip + page.limit - 1}
      THEN ${col}::text END AS "cursorValue",
    (row_number() OVER w)::int AS rn
    FROM noon_reports r ${whereOf(conditions)}
    WINDOW w AS (ORDER BY ${col} ${dir}, r.id ${dir})
    ORDER BY ${col} ${dir}, r.id ${dir} LIMIT ${page.limit}${offset}`;
  // rn counts in reading order; reading backwards, the list's order is the reverse.
  const listOrder = sql.raw(backwards ? 'DESC' : 'ASC');
  if (!options.total) return sql`SELECT * FROM (${rows}) r ORDER BY r.rn ${listOrder}`;
  return sql`SELECT t.total, rows.* FROM (${noonReportCountSql(filter)}) t
    LEFT JOIN (${rows}) rows ON true ORDER BY rows.rn ${listOrder}`;
}

/** One page of reports (see {@link noonReportPageSql}). */
export async function selectNoonReportPage<S extends PageShape>(
  db: DbOrTx,
  filter: NoonReportFilter,
  page: PageRequest,
  shape: S,
): Promise<RowOf<S>[]> {
  const rows = await queryRows<RowOf<S> & Record<string, unknown>>(
    db,
    noonReportPageSql(filter, page, { shape }),
  );
  return shape === 'json' ? rows : rows.map(normalizeRecord);
}

/** One page of reports and the filter's total, in one statement. */
export async function selectNoonReportPageWithTotal<S extends PageShape>(
  db: DbOrTx,
  filter: NoonReportFilter,
  page: PageRequest,
  shape: S,
): Promise<{ rows: RowOf<S>[]; total: number }> {
  const rows = await queryRows<RowOf<S> & { total: number } & Record<string, unknown>>(
    db,
    noonReportPageSql(filter, page, { total: true, shape }),
  );
  const total = Number(rows[0]?.total ?? 0);
  const listed = rows.filter((r) => r.id !== null);
  return { rows: shape === 'json' ? listed : listed.map(normalizeRecord), total };
}

const MONTH_MS = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
/** The first instant of the month of `d` (UTC). */
const monthStart = (d: Date) => new Date(MONTH_MS(d));
/** The first month start at or after `d`. */
const monthCeil = (d: Date) =>
  MONTH_MS(d) === d.getTime() ? d : new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

/**
 * The SQL of a filter's total (exported for the benchmark's bare route). With a voyage the indexed
 * rows are counted (a voyage holds a few dozen reports). Without a date range it sums one
 * trigger-maintained row per ship (`noon_report_ship_counts`). Otherwise whole months come from the
 * trigger-maintained `noon_report_month_counts` and only the partial months at the edges of the date
 * range are counted row by row through the (ship, time) or (time) index: at most two months per ship,
 * so the total costs the same at 500 or 500,000 reports, and it is exact.
 */
export function noonReportCountSql(filter: NoonReportFilter): SQL {
  if (filter.voyage !== undefined)
    return sql`SELECT count(*)::int AS total FROM noon_reports r ${whereOf(filterConditions(filter))}`;
  const ships = filter.shipIds;
  if (!filter.from && !filter.to) {
    const shipCondition = !ships
      ? sql``
      : ships.length === 1
        ? sql` WHERE c.ship_id = ${ships[0]}`
        : sql` WHERE c.ship_id IN ${ships}`;
    return sql`SELECT coalesce(sum(c.n), 0)::int AS total FROM noon_report_ship_counts c${shipCondition}`;
  }
  const fullFrom = filter.from ? monthCeil(filter.from) : undefined;
  const fullTo = filter.to ? monthStart(filter.to) : undefined;
  if (fullFrom && fullTo && fullFrom.getTime() >= fullTo.getTime())
    return sql`SELECT count(*)::int AS total FROM noon_reports r ${whereOf(filterConditions(filter))}`;

  const monthConditions: SQL[] = [];
  if (ships && ships.length === 1) monthConditions.push(sql`c.ship_id = ${ships[0]}`);
  else if (ships) monthConditions.push(sql`c.ship_id IN ${ships}`);
  if (fullFrom) monthConditions.push(sql`c.month >= ${isoDate(fullFrom)}::date`);
  if (fullTo) monthConditions.push(sql`c.month < ${isoDate(fullTo)}::date`);
  const months = sql`(SELECT coalesce(sum(c.n), 0)::int FROM noon_report_month_counts c ${whereOf(monthConditions)})`;

  const edges: SQL[] = [];
  if (filter.from && fullFrom && fullFrom.getTime() !== filter.from.getTime())
    edges.push(edgeCount({ ...filter, from: filter.from, to: fullFrom }));
  if (filter.to && fullTo && fullTo.getTime() !== filter.to.getTime())
    edges.push(edgeCount({ ...filter, from: fullTo, to: filter.to }));
  return sql`SELECT (${months}${edges.length ? sql` + ${sql.join(edges, sql` + `)}` : sql``})::int AS total`;
}

function edgeCount(filter: NoonReportFilter): SQL {
  return sql`(SELECT count(*)::int FROM noon_reports r ${whereOf(filterConditions(filter))})`;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The number of reports a filter matches (see {@link noonReportCountSql}). */
export async function countNoonReports(db: DbOrTx, filter: NoonReportFilter): Promise<number> {
  const result = await db.execute<{ total: number }>(noonReportCountSql(filter));
  return Number(result.rows[0]?.total ?? 0);
}

/** The report with this id. */
export async function findNoonReport(db: DbOrTx, id: string): Promise<NoonReportRecord | undefined> {
  const result = await db.execute<NoonReportRecord & Record<string, unknown>>(
    sql`SELECT ${COLUMNS} FROM noon_reports r WHERE r.id = ${id}`,
  );
  const row = result.rows[0];
  return row ? normalizeRecord(row) : undefined;
}

/**
 * The ship's reports at exactly this instant (to the millisecond, as the API carries times), oldest id
 * first: a range of the (ship, time) index.
 */
export async function findShipReportsAt(
  db: DbOrTx,
  shipId: string,
  at: Date,
): Promise<{ id: string; version: number; reportTime: Date; voyage: string | null }[]> {
  const from = at.toISOString();
  const to = new Date(at.getTime() + 1).toISOString();
  const result = await db.execute<{ id: string; version: number; voyage: string | null }>(
    sql`SELECT r.id, r.version, r.voyage FROM noon_reports r WHERE r.ship_id = ${shipId}
      AND r.report_time >= ${from}::timestamptz AND r.report_time < ${to}::timestamptz ORDER BY r.id`,
  );
  return result.rows.map((r) => ({ ...r, reportTime: at }));
}

/**
 * Serialises the writers of a ship's reports for the rest of the transaction: the lock the neighbour
 * triggers take (migration `noon_report_neighbours`), taken before the write so that two edits of
 * adjacent reports queue instead of deadlocking.
 */
export async function lockShipReports(db: DbOrTx, shipId: string): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('noon_report_neighbours'), hashtext(${shipId}::uuid::text))`,
  );
}

/** Inserts a report. Times are written to the millisecond, as the API carries them. */
export async function insertNoonReport(db: DbOrTx, values: NoonReportInsert): Promise<string> {
  const now = new Date();
  const [row] = await db
    .insert(noonReports)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: noonReports.id });
  return row!.id;
}

/** Updates a report if its version is still `version`; false when it is gone or was changed meanwhile. */
export async function updateNoonReport(
  db: DbOrTx,
  id: string,
  version: number,
  values: Partial<NoonReportInsert>,
): Promise<boolean> {
  const rows = await db
    .update(noonReports)
    .set({ ...values, version: sql`${noonReports.version} + 1`, updatedAt: new Date() })
    .where(and(eq(noonReports.id, id), eq(noonReports.version, version)))
    .returning({ id: noonReports.id });
  return rows.length === 1;
}

/** Deletes a report if its version is still `version`; false otherwise. */
export async function deleteNoonReport(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(noonReports)
    .where(and(eq(noonReports.id, id), eq(noonReports.version, version)))
    .returning({ id: noonReports.id });
  return rows.length === 1;
}

/**
 * Reports whose CO₂ is not written yet (rows from before migration 0018), in id order after `afterId`, at
 * most `limit`: a range of the partial index `noon_reports_co2_missing_idx`, which holds exactly those
 * rows (and is empty once the backfill has run, so the check at every start costs nothing).
 */
export async function selectReportsWithoutCo2(
  db: DbOrTx,
  afterId: string | null,
  limit: number,
): Promise<{ id: string; fuelConsumed: FuelByType }[]> {
  const after = afterId === null ? sql`` : sql` AND id > ${afterId}::uuid`;
  const result = await db.execute<{ id: string; fuelConsumed: FuelByType }>(
    sql`SELECT id, fuel_consumed AS "fuelConsumed" FROM noon_reports
      WHERE co2_tonnes IS NULL${after} ORDER BY id LIMIT ${limit}`,
  );
  return result.rows;
}

/** Writes the CO₂ of these reports (the backfill; the row trigger then writes their API JSON). */
export async function writeReportCo2(
  db: DbOrTx,
  rows: readonly { id: string; co2Tonnes: number; co2ByFuel: FuelByType }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`UPDATE noon_reports r SET co2_tonnes = v."co2Tonnes", co2_by_fuel = v."co2ByFuel"
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id uuid, "co2Tonnes" float8, "co2ByFuel" jsonb)
    WHERE r.id = v.id`);
}

/** Inserts many reports in one statement (seeders, benchmark). */
export async function insertNoonReportBatch(db: DbOrTx, rows: NoonReportInsert[]): Promise<void> {
  if (rows.length) await db.insert(noonReports).values(rows);
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Drivers differ in what they return for timestamps read through raw SQL: make them Dates. */
function normalizeRecord<T>(record: T): T {
  const row = record as NoonReportRecord;
  row.reportTime = toDate(row.reportTime);
  row.createdAt = toDate(row.createdAt);
  row.updatedAt = toDate(row.updatedAt);
  if (row.prevReportTime !== null) row.prevReportTime = toDate(row.prevReportTime);
  if (row.nextReportTime !== null) row.nextReportTime = toDate(row.nextReportTime);
  return record;
}
