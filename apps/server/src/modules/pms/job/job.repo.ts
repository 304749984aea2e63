import { and, asc, count, desc, eq, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { prepared, queryRows } from '../../../db/prepared';
import { orderOf } from '../../../lib/list-query';
import { ships } from '../../fleet/ship.table';
import { pmsComponents } from '../component/component.table';
import { pmsJobCompletions, pmsJobPostponements, pmsJobs } from './job.table';

/** A stored job with its component's code and name, its ship's name and its waiting postponement. */
export type JobRow = typeof pmsJobs.$inferSelect & {
  componentCode: string | null;
  componentName: string;
  shipName: string | null;
  pendingPostponementId: string | null;
};
/** A new job row. */
export type NewJobRow = typeof pmsJobs.$inferInsert;
/** A completion row. */
export type CompletionRow = typeof pmsJobCompletions.$inferSelect;
/** A postponement row. */
export type PostponementRow = typeof pmsJobPostponements.$inferSelect;

const pendingPostponement = sql<
  string | null
>`(SELECT p.id FROM ${pmsJobPostponements} p WHERE p.job_id = ${pmsJobs.id} AND p.state = 'REQUESTED' LIMIT 1)`;

function joined(db: DbOrTx) {
  return db
    .select({
      job: pmsJobs,
      componentCode: pmsComponents.code,
      componentName: pmsComponents.name,
      shipName: ships.name,
      pendingPostponementId: pendingPostponement,
    })
    .from(pmsJobs)
    .innerJoin(pmsComponents, eq(pmsComponents.id, pmsJobs.componentId))
    .leftJoin(ships, eq(ships.id, pmsJobs.shipId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];
const flatten = (r: Joined): JobRow => ({
  ...r.job,
  componentCode: r.componentCode,
  componentName: r.componentName,
  shipName: r.shipName,
  pendingPostponementId: r.pendingPostponementId,
});

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
 * One page of the list as a prepared query per shape and sort: the query builder builds the SQL once
 * per process and PostgreSQL plans it once per connection (the page's building and planning were a
 * good part of a request's cost, docs/pms-jobs.md "Speed").
 */
async function pageOf(
  db: DbOrTx,
  f: JobFilter,
  page: { sort: { field: keyof typeof sortColumns; desc: boolean }; offset: number; limit: number },
): Promise<Joined[]> {
  const shape = shapeOf(f);
  const name = `pms_jobs_page_${page.sort.field}_${page.sort.desc ? 'd' : 'a'}_${lettersOf(shape)}`;
  const query = prepared(db, name, () =>
    joined(db)
      .where(preparedWhere(shape))
      .orderBy(orderOf(sortColumns[page.sort.field], page.sort.desc), asc(pmsJobs.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return query.execute({ ...valuesOf(shape, f), offset: page.offset, limit: page.limit });
}

/** The short name of a shape (part of its prepared statements' names). */
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
 * The capped count (`SELECT count(*) FROM (… LIMIT cap + 1)`) as a prepared query per shape, like the
 * page: the rank/critical/component/search filters the roll-up cannot answer. With rank and critical
 * it reads `pms_jobs_rank_critical_due_idx` alone (both equalities before the date).
 */
async function cappedCountOf(db: DbOrTx, f: JobFilter, cap: number): Promise<number> {
  const shape = shapeOf(f);
  const name = `pms_jobs_count_${lettersOf(shape)}`;
  const query = prepared(db, name, () => {
    // The count joins the components only when the search needs their names.
    const matching = db.select({ one: sql`1`.as('one') }).from(pmsJobs);
    const window = (
      shape.search ? matching.innerJoin(pmsComponents, eq(pmsComponents.id, pmsJobs.componentId)) : matching
    )
      .where(preparedWhere(shape))
      .limit(sql.placeholder('window'))
      .as('matching');
    return db.select({ n: count() }).from(window).prepare(name);
  });
  const [counted] = await query.execute({ ...valuesOf(shape, f), window: cap + 1 });
  return Number(counted?.n ?? 0);
}

/** The due list counts exactly up to this many jobs; beyond it the total shows "10,000+". */
export const JOB_TOTAL_CAP = 10_000;

/**
 * The total of a list whose filters the roll-up `pms_job_due_days` answers (ships, due by, overdue;
 * no rank, critical, component or search): a sum over a few day rows per ship instead of reading the
 * matching index entries — exact at any size. Undefined when the filters need the jobs themselves.
 * Jobs without a due date are not in the roll-up: a list without a date filter adds them (an index
 * probe of `pms_jobs_ship_due_idx` on `due_on IS NULL`).
 */
export async function rollUpTotal(db: DbOrTx, f: JobFilter): Promise<number | undefined> {
  if (f.componentId || f.rank !== undefined || f.critical !== undefined || f.pattern) return undefined;
  if (f.dueBy && f.overdueOn) return undefined;
  if (f.shipIds && f.shipIds.length === 0) return 0;
  const ships = (column: SQL) => [
    f.shipIds ? sql`AND ${column} = ANY(${sql.param(f.shipIds)}::uuid[])` : sql``,
    f.shipId ? sql`AND ${column} = ${f.shipId}` : sql``,
  ];
  const [inShips, onShip] = ships(sql.raw('d.ship_id'));
  const dated = f.overdueOn
    ? sql`d.kind = 'overdue' AND d.day < ${f.overdueOn}`
    : f.dueBy
      ? sql`d.kind = 'due' AND d.day <= ${f.dueBy}`
      : sql`d.kind = 'due'`;
  const [jobInShips, jobOnShip] = ships(sql.raw('j.ship_id'));
  const undated =
    f.overdueOn || f.dueBy
      ? sql`0`
      : sql`(SELECT count(*) FROM pms_jobs j WHERE j.ship_id IS NOT NULL AND j.due_on IS NULL ${jobInShips} ${jobOnShip})`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT ((SELECT coalesce(sum(d.jobs), 0) FROM pms_job_due_days d WHERE ${dated} ${inShips} ${onShip}) + ${undated})::int AS n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * One page of the due list (soonest first by default) and the total: from the roll-up when the filters
 * allow it (`rollUpTotal`, exact), else counted up to `JOB_TOTAL_CAP` (`capped` when more match; the
 * count reads at most cap + 1 index entries, not the whole window).
 */
export async function listJobs(
  db: DbOrTx,
  filter: JobFilter,
  page: { sort: { field: keyof typeof sortColumns; desc: boolean }; offset: number; limit: number },
  cap = JOB_TOTAL_CAP,
): Promise<{ rows: JobRow[]; total: number; capped: boolean }> {
  const rows = await pageOf(db, filter, page);
  const rolled = await rollUpTotal(db, filter);
  if (rolled !== undefined) return { rows: rows.map(flatten), total: rolled, capped: false };
  const n = await cappedCountOf(db, filter, cap);
  return { rows: rows.map(flatten), total: Math.min(n, cap), capped: n > cap };
}

/** A job with its names, or undefined. */
export async function findJob(db: DbOrTx, id: string): Promise<JobRow | undefined> {
  const [row] = await joined(db).where(eq(pmsJobs.id, id));
  return row ? flatten(row) : undefined;
}

/** Locks a job row for the transaction; false when it does not exist. */
export async function lockJob(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx.select({ id: pmsJobs.id }).from(pmsJobs).where(eq(pmsJobs.id, id)).for('update');
  return rows.length > 0;
}

/** Inserts a job; its id. */
export async function insertJob(tx: DbOrTx, values: NewJobRow): Promise<string> {
  const [row] = await tx.insert(pmsJobs).values(values).returning({ id: pmsJobs.id });
  return row!.id;
}

/** Updates a job at `version` (bumping it); false when the version is stale. */
export async function updateJob(
  tx: DbOrTx,
  id: string,
  version: number,
  values: Partial<NewJobRow>,
): Promise<boolean> {
  const rows = await tx
    .update(pmsJobs)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(pmsJobs.id, id), eq(pmsJobs.version, version)))
    .returning({ id: pmsJobs.id });
  return rows.length > 0;
}

/** Sets the due columns of jobs (no version bump: a derived refresh, not an edit). */
export async function setDueColumns(
  tx: DbOrTx,
  id: string,
  values: { dueOn: string | null; overdueAfter: string | null },
): Promise<void> {
  await tx.update(pmsJobs).set(values).where(eq(pmsJobs.id, id));
}

/** The completions of a job, newest first. */
export function completionsOf(db: DbOrTx, jobId: string): Promise<CompletionRow[]> {
  return db
    .select()
    .from(pmsJobCompletions)
    .where(eq(pmsJobCompletions.jobId, jobId))
    .orderBy(desc(pmsJobCompletions.doneOn), desc(pmsJobCompletions.createdAt))
    .limit(200);
}

/** The postponements of a job, newest first. */
export function postponementsOf(db: DbOrTx, jobId: string): Promise<PostponementRow[]> {
  return db
    .select()
    .from(pmsJobPostponements)
    .where(eq(pmsJobPostponements.jobId, jobId))
    .orderBy(desc(pmsJobPostponements.createdAt))
    .limit(200);
}

/** Records a completion. */
export async function insertCompletion(
  tx: DbOrTx,
  values: typeof pmsJobCompletions.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(pmsJobCompletions).values(values).returning({ id: pmsJobCompletions.id });
  return row!.id;
}

/** Records a postponement request. */
export async function insertPostponement(
  tx: DbOrTx,
  values: typeof pmsJobPostponements.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(pmsJobPostponements).values(values).returning({ id: pmsJobPostponements.id });
  return row!.id;
}

/** A postponement, locked for the transaction. */
export async function lockPostponement(tx: DbOrTx, id: string): Promise<PostponementRow | undefined> {
  const [row] = await tx
    .select()
    .from(pmsJobPostponements)
    .where(eq(pmsJobPostponements.id, id))
    .for('update');
  return row;
}

/** Decides a postponement at `version`; false when stale. */
export async function decidePostponement(
  tx: DbOrTx,
  id: string,
  version: number,
  values: Partial<typeof pmsJobPostponements.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(pmsJobPostponements)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(pmsJobPostponements.id, id), eq(pmsJobPostponements.version, version)))
    .returning({ id: pmsJobPostponements.id });
  return rows.length > 0;
}
