import { and, eq, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Job, JobFleetCount } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { orderOf } from '../../../lib/list-query';
import { ships } from '../../fleet/ship.table';
import { pmsComponents } from '../component/component.table';
import { isoTime, shapedRows, shapedStatement } from '../../../db/shaped-statements';
import { pmsJobs } from './job.table';

/*
 * The hot reads of the jobs (the due list, its totals, the fleet counts of /PMS/manage) as statements
 * built once per shape and run without the query builder (`db/shaped-statements.ts`; docs/pms-jobs.md "Lists
 * without the query builder"). Proof that they answer what the plain path answers:
 * job-list-rows.integration.test.ts.
 */
/** Sort keys of the due list (JOB_SORT_FIELDS). */
const sortColumns = {
  dueOn: pmsJobs.dueOn,
  title: sql`lower(${pmsJobs.title})`,
  shipName: sql`lower(${ships.name})`,
  responsibleRank: pmsJobs.responsibleRank,
  componentCode: pmsComponents.code,
  lastDoneOn: pmsJobs.lastDoneOn,
} as const;

/** Filters of the due list. Only ship jobs are listed (templates live in catalogues). */
export interface JobFilter {
  /** The actor's ships; null for every ship (admins). */
  shipIds: string[] | null;
  shipId?: string;
  componentId?: string;
  rank?: number;
  critical?: boolean;
  /** Effective due date on or before this day. */
  dueBy?: string;
  /** Past the tolerance window on `today`. */
  overdueOn?: string;
  pattern?: string;
  /** Only ship copies whose catalogue template was deleted. */
  unlinked?: boolean;
}

/** Which filters a list uses: the shape of its SQL (values go in as placeholders). */
function shapeOf(f: JobFilter) {
  return {
    scoped: f.shipIds !== null && f.shipIds.length > 0,
    none: f.shipIds !== null && f.shipIds.length === 0,
    ship: f.shipId !== undefined,
    component: f.componentId !== undefined,
    rank: f.rank !== undefined,
    critical: f.critical !== undefined,
    dueBy: f.dueBy !== undefined,
    overdue: f.overdueOn !== undefined,
    search: f.pattern !== undefined,
    unlinked: f.unlinked === true,
  };
}
type Shape = ReturnType<typeof shapeOf>;

/** The WHERE clause of a shape, every value a placeholder named after its filter. */
function preparedWhere(s: Shape): SQL {
  const parts: SQL[] = [
    s.component ? eq(pmsJobs.componentId, sql.placeholder('componentId')) : isNotNull(pmsJobs.shipId),
  ];
  if (s.scoped) parts.push(sql`${pmsJobs.shipId} = ANY(${sql.placeholder('shipIds')}::uuid[])`);
  if (s.none) parts.push(sql`false`);
  if (s.ship) parts.push(eq(pmsJobs.shipId, sql.placeholder('shipId')));
  if (s.rank) parts.push(eq(pmsJobs.responsibleRank, sql.placeholder('rank')));
  if (s.critical) parts.push(eq(pmsJobs.critical, sql.placeholder('critical')));
  if (s.dueBy) parts.push(lte(pmsJobs.dueOn, sql.placeholder('dueBy')));
  if (s.overdue) parts.push(sql`${pmsJobs.overdueAfter} < ${sql.placeholder('overdueOn')}`);
  // A copy keeps its template's version; deleting the template cleared the link (`templateDeleted`).
  if (s.unlinked)
    parts.push(sql`${pmsJobs.sourceTemplateId} IS NULL AND ${pmsJobs.templateVersion} IS NOT NULL`);
  if (s.search) {
    const pattern = sql.placeholder('pattern');
    parts.push(
      or(
        ilike(pmsJobs.title, pattern),
        ilike(pmsComponents.name, pattern),
        ilike(pmsComponents.code, pattern),
      )!,
    );
  }
  return and(...parts)!;
}

/**
 * The list's columns under the API's names (`Job` of the domain, less what `listedJobView` derives for
 * today), dates and times as text: the driver's rows are the answer's rows, no per-field mapping.
 */
const LIST_COLUMNS = sql.raw(
  [
    '"pms_jobs"."id"',
    '"pms_jobs"."version"',
    '"pms_jobs"."component_id" AS "componentId"',
    '"pms_components"."name" AS "componentName"',
    '"pms_components"."code" AS "componentCode"',
    '"pms_jobs"."ship_id" AS "shipId"',
    '"ships"."name" AS "shipName"',
    '"pms_jobs"."title"',
    '"pms_jobs"."instructions"',
    '"pms_jobs"."interval_value" AS "intervalValue"',
    '"pms_jobs"."interval_unit" AS "intervalUnit"',
    '"pms_jobs"."interval_hours" AS "intervalHours"',
    '"pms_jobs"."tolerance_days" AS "toleranceDays"',
    '"pms_jobs"."tolerance_hours" AS "toleranceHours"',
    '"pms_jobs"."responsible_rank"::int AS "responsibleRank"',
    '"pms_jobs"."critical"',
    '"pms_jobs"."required_parts" AS "requiredParts"',
    '"pms_jobs"."state" AS "storedState"',
    '"pms_jobs"."last_done_on"::text AS "lastDoneOn"',
    '"pms_jobs"."last_done_hours" AS "lastDoneHours"',
    '"pms_jobs"."next_due_on"::text AS "nextDueOn"',
    '"pms_jobs"."next_due_hours" AS "nextDueHours"',
    '"pms_jobs"."due_on"::text AS "dueOn"',
    '"pms_jobs"."overdue_after"::text AS "overdueAfter"',
    `(SELECT p.id FROM pms_job_postponements p WHERE p.job_id = "pms_jobs"."id" AND p.state = 'REQUESTED' LIMIT 1) AS "pendingPostponementId"`,
    `${isoTime('"pms_jobs"."updated_at"')} AS "updatedAt"`,
  ].join(', '),
);

/** A row of the due list as the statement reads it: the API's job less its derived fields. */
export type JobListRow = Omit<Job, 'state' | 'dueStatus' | 'daysLeft' | 'hoursLeft' | 'currentHours'> & {
  overdueAfter: string | null;
};

type ListPage = {
  sort: { field: keyof typeof sortColumns; desc: boolean };
  offset: number;
  limit: number;
};

/**
 * One page of the list: a statement per shape and sort, built once (`shapedStatement`), run as a named
 * prepared statement (PostgreSQL plans it once per connection), rows already in the API's shape.
 */
function pageOf(db: DbOrTx, f: JobFilter, page: ListPage): Promise<JobListRow[]> {
  const shape = shapeOf(f);
  const key = `pms_jobs_page_${page.sort.field}_${page.sort.desc ? 'd' : 'a'}_${lettersOf(shape)}`;
  const statement = shapedStatement(
    key,
    () => sql`SELECT ${LIST_COLUMNS} FROM ${pmsJobs}
      INNER JOIN ${pmsComponents} ON ${pmsComponents.id} = ${pmsJobs.componentId}
      LEFT JOIN ${ships} ON ${ships.id} = ${pmsJobs.shipId}
      WHERE ${preparedWhere(shape)}
      ORDER BY ${orderOf(sortColumns[page.sort.field], page.sort.desc)}, ${pmsJobs.id} ASC
      LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}`,
  );
  return shapedRows<JobListRow>(db, statement, {
    ...valuesOf(shape, f),
    offset: page.offset,
    limit: page.limit,
  });
}

/** The short name of a shape (part of its statements' keys). */
const lettersOf = (shape: Shape) =>
  Object.entries(shape)
    .filter(([, on]) => on)
    .map(([k]) => k.slice(0, 3))
    .join('_');

/** The placeholder values of a shape's WHERE clause. */
function valuesOf(shape: Shape, f: JobFilter) {
  return {
    ...(shape.scoped ? { shipIds: f.shipIds } : {}),
    ...(shape.ship ? { shipId: f.shipId } : {}),
    ...(shape.component ? { componentId: f.componentId } : {}),
    ...(shape.rank ? { rank: f.rank } : {}),
    ...(shape.critical ? { critical: f.critical } : {}),
    ...(shape.dueBy ? { dueBy: f.dueBy } : {}),
    ...(shape.overdue ? { overdueOn: f.overdueOn } : {}),
    ...(shape.search ? { pattern: f.pattern } : {}),
  };
}

/**
 * The capped count (`SELECT count(*) FROM (… LIMIT cap + 1)`) as a statement per shape, like the page:
 * the rank/critical/component/search filters the roll-up cannot answer. With rank and critical it reads
 * `pms_jobs_rank_critical_due_idx` alone (both equalities before the date).
 */
async function cappedCountOf(db: DbOrTx, f: JobFilter, cap: number): Promise<number> {
  const shape = shapeOf(f);
  // The count joins the components only when the search needs their names.
  const join = shape.search
    ? sql` INNER JOIN ${pmsComponents} ON ${pmsComponents.id} = ${pmsJobs.componentId}`
    : sql``;
  const statement = shapedStatement(
    `pms_jobs_count_${lettersOf(shape)}`,
    () => sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${pmsJobs}${join}
      WHERE ${preparedWhere(shape)} LIMIT ${sql.placeholder('window')}) matching`,
  );
  const [counted] = await shapedRows<{ n: number }>(db, statement, {
    ...valuesOf(shape, f),
    window: cap + 1,
  });
  return counted?.n ?? 0;
}

/** The due list counts exactly up to this many jobs; beyond it the total shows "10,000+". */
export const JOB_TOTAL_CAP = 10_000;

/**
 * The total of a list whose filters the roll-up `pms_job_due_days` answers (ships, due by, overdue;
 * no rank, critical, component, search or unlinked): a sum over a few day rows per ship instead of
 * reading the matching index entries — exact at any size. Undefined when the filters need the jobs themselves.
 * Jobs without a due date are not in the roll-up: a list without a date filter adds them (an index
 * probe of `pms_jobs_ship_due_idx` on `due_on IS NULL`). A statement per shape, like the page.
 */
export async function rollUpTotal(db: DbOrTx, f: JobFilter): Promise<number | undefined> {
  if (f.componentId || f.rank !== undefined || f.critical !== undefined || f.pattern || f.unlinked) {
    return undefined;
  }
  if (f.dueBy && f.overdueOn) return undefined;
  if (f.shipIds && f.shipIds.length === 0) return 0;
  const shape = {
    scoped: f.shipIds !== null,
    ship: f.shipId !== undefined,
    dated: f.overdueOn ? 'overdue' : f.dueBy ? 'dueBy' : 'any',
  } as const;
  const statement = shapedStatement(`pms_jobs_rolled_${shape.scoped}_${shape.ship}_${shape.dated}`, () => {
    const ships = (column: string) => [
      shape.scoped ? sql` AND ${sql.raw(column)} = ANY(${sql.placeholder('shipIds')}::uuid[])` : sql``,
      shape.ship ? sql` AND ${sql.raw(column)} = ${sql.placeholder('shipId')}::uuid` : sql``,
    ];
    const dated =
      shape.dated === 'overdue'
        ? sql`d.kind = 'overdue' AND d.day < ${sql.placeholder('day')}::date`
        : shape.dated === 'dueBy'
          ? sql`d.kind = 'due' AND d.day <= ${sql.placeholder('day')}::date`
          : sql`d.kind = 'due'`;
    const undated =
      shape.dated === 'any'
        ? sql`(SELECT count(*) FROM pms_jobs j WHERE j.ship_id IS NOT NULL AND j.due_on IS NULL${sql.join(ships('j.ship_id'))})`
        : sql`0`;
    return sql`SELECT ((SELECT coalesce(sum(d.jobs), 0) FROM pms_job_due_days d
      WHERE ${dated}${sql.join(ships('d.ship_id'))}) + ${undated})::int AS n`;
  });
  const [row] = await shapedRows<{ n: number }>(db, statement, {
    ...(shape.scoped ? { shipIds: f.shipIds } : {}),
    ...(shape.ship ? { shipId: f.shipId } : {}),
    ...(shape.dated !== 'any' ? { day: f.overdueOn ?? f.dueBy } : {}),
  });
  return row?.n ?? 0;
}

/**
 * One page of the due list (soonest first by default) and the total: from the roll-up when the filters
 * allow it (`rollUpTotal`, exact), else counted up to `JOB_TOTAL_CAP` (`capped` when more match; the
 * count reads at most cap + 1 index entries, not the whole window).
 */
export async function listJobs(
  db: DbOrTx,
  filter: JobFilter,
  page: ListPage,
  cap = JOB_TOTAL_CAP,
): Promise<{ rows: JobListRow[]; total: number; capped: boolean }> {
  const rows = await pageOf(db, filter, page);
  const rolled = await rollUpTotal(db, filter);
  if (rolled !== undefined) return { rows, total: rolled, capped: false };
  const n = await cappedCountOf(db, filter, cap);
  return { rows, total: Math.min(n, cap), capped: n > cap };
}

/**
 * The fleet counts of /PMS/manage in one statement: per ship in scope (`shipIds` null: every ship),
 * jobs overdue and due by `soon` from the roll-up `pms_job_due_days` (a few thousand day rows, kept by
 * the job writes, job-due-days.table.ts) and completions from `monthStart` to `today`. Due in 30 days
 * is due by `soon` less overdue (every overdue job is due by then too).
 */
export function fleetCountRows(
  db: DbOrTx,
  shipIds: string[] | null,
  days: { today: string; soon: string; monthStart: string },
): Promise<JobFleetCount[]> {
  const scoped = shipIds !== null;
  const statement = shapedStatement(`pms_fleet_counts_${scoped}`, () => {
    const inScope = (column: string) =>
      scoped ? sql` AND ${sql.raw(column)} = ANY(${sql.placeholder('shipIds')}::uuid[])` : sql``;
    const rolled = (kind: 'due' | 'overdue', window: SQL) =>
      sql`(SELECT d.ship_id, sum(d.jobs)::int AS n FROM pms_job_due_days d
        WHERE d.kind = ${sql.raw(`'${kind}'`)} AND ${window}${inScope('d.ship_id')} GROUP BY d.ship_id)`;
    return sql`SELECT s.id AS "shipId", s.name AS "shipName",
        coalesce(o.n, 0) AS "overdue",
        coalesce(d.n, 0) - coalesce(o.n, 0) AS "dueIn30",
        coalesce(c.n, 0) AS "doneThisMonth"
      FROM ships s
      LEFT JOIN ${rolled('overdue', sql`d.day < ${sql.placeholder('today')}::date`)} o ON o.ship_id = s.id
      LEFT JOIN ${rolled('due', sql`d.day <= ${sql.placeholder('soon')}::date`)} d ON d.ship_id = s.id
      LEFT JOIN (SELECT c.ship_id, count(*)::int AS n FROM pms_job_completions c
        WHERE c.done_on >= ${sql.placeholder('monthStart')}::date AND c.done_on <= ${sql.placeholder('today')}::date${inScope('c.ship_id')}
        GROUP BY c.ship_id) c ON c.ship_id = s.id
      WHERE true${inScope('s.id')}
      ORDER BY s.name`;
  });
  return shapedRows<JobFleetCount>(db, statement, { ...(scoped ? { shipIds } : {}), ...days });
}
