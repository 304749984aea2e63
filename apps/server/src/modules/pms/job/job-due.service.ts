import { and, count, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  addInterval,
  averageHoursPerDay,
  dueIndexDates,
  DUE_SOON_DAYS,
  type CounterReading,
  type DurationUnit,
  type JobFleetCount,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { assertSidebar, shipFilter, type Actor } from '../../access/access.service';
import { ships } from '../../fleet/ship.table';
import { componentReadings, subtreeIds } from './job-hours.repo';
import { setDueColumns } from './job.repo';
import { pmsJobDueDays } from './job-due-days.table';
import { pmsJobCompletions, pmsJobs } from './job.table';

/** Today's date (UTC) `YYYY-MM-DD`. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The counter a job's hours come from: its latest reading and the average hours per day. */
export interface HoursContext {
  latestReading: CounterReading | null;
  hoursPerDay: number | null;
}

/** Reads the hours context of a component (its own counter or the nearest ancestor's). */
export async function hoursContextOf(db: DbOrTx, componentId: string): Promise<HoursContext> {
  const readings = await componentReadings(db, componentId);
  return { latestReading: readings[0] ?? null, hoursPerDay: averageHoursPerDay(readings) };
}

/** The due fields of a job as {@link dueIndexDates} needs them. */
export interface DueFields {
  nextDueOn: string | null;
  nextDueHours: number | null;
  toleranceDays: number;
  toleranceHours: number;
}

/** The stored due columns of a job, from its next due point and the counter. */
export function dueColumnsOf(job: DueFields, hours: HoursContext) {
  return dueIndexDates({ ...job, ...hours });
}

/**
 * Recomputes the due columns of the ship jobs with an hours interval on these components and below them
 * (their hours may come from an ancestor's counter). Runs inside the caller's transaction; registered as
 * the components module's counter-reading hook.
 */
export async function refreshJobsDueForComponents(
  tx: DbOrTx,
  componentIds: readonly string[],
): Promise<number> {
  const ids = await subtreeIds(tx, componentIds);
  if (ids.length === 0) return 0;
  const jobs = await tx
    .select()
    .from(pmsJobs)
    .where(
      and(inArray(pmsJobs.componentId, ids), isNotNull(pmsJobs.intervalHours), isNotNull(pmsJobs.shipId)),
    );
  const contexts = new Map<string, HoursContext>();
  for (const job of jobs) {
    let hours = contexts.get(job.componentId);
    if (!hours) {
      hours = await hoursContextOf(tx, job.componentId);
      contexts.set(job.componentId, hours);
    }
    await setDueColumns(tx, job.id, dueColumnsOf(job, hours));
  }
  return jobs.length;
}

/** The first due point of a new job: the given one, else today + interval / the counter + hours interval. */
export function firstDue(
  job: { intervalValue: number | null; intervalUnit: DurationUnit | null; intervalHours: number | null },
  given: { nextDueOn?: string | null; nextDueHours?: number | null },
  hours: HoursContext,
  today: string,
): { nextDueOn: string | null; nextDueHours: number | null } {
  const nextDueOn =
    given.nextDueOn ??
    (job.intervalValue !== null && job.intervalUnit !== null
      ? addInterval(today, job.intervalValue, job.intervalUnit)
      : null);
  const nextDueHours =
    given.nextDueHours ??
    (job.intervalHours !== null && hours.latestReading
      ? hours.latestReading.hours + job.intervalHours
      : null);
  return { nextDueOn, nextDueHours };
}

/**
 * `GET /pms/jobs/fleet-counts`: per ship in the actor's scope, jobs overdue, jobs due within 30 days
 * (not overdue) and jobs done this month: two sums over the roll-up `pms_job_due_days` and one grouped
 * count of this month's completions.
 */
export async function jobCountsByShip(db: Db, actor: Actor): Promise<JobFleetCount[]> {
  assertSidebar(actor, ['PMS.jobs']);
  const scope = shipFilter(actor);
  const today = todayIso();
  const soon = addDays(today, DUE_SOON_DAYS);
  const monthStart = `${today.slice(0, 7)}-01`;
  const [shipRows, overdue, dueSoon, done] = await Promise.all([
    db
      .select({ id: ships.id, name: ships.name })
      .from(ships)
      .where(scope ? inArray(ships.id, scope.length ? scope : [NIL]) : undefined)
      .orderBy(ships.name),
    // The roll-up kept by the job writes (job-due-days.table.ts): a few thousand day rows per window.
    dueDaysBefore(db, 'overdue', sql`${pmsJobDueDays.day} < ${today}`, scope),
    // Every overdue job is due by `soon` too: due in 30 days = due by then − overdue.
    dueDaysBefore(db, 'due', lte(pmsJobDueDays.day, soon), scope),
    db
      .select({ shipId: pmsJobCompletions.shipId, n: count() })
      .from(pmsJobCompletions)
      .where(
        and(
          scope ? inArray(pmsJobCompletions.shipId, scope.length ? scope : [NIL]) : undefined,
          gte(pmsJobCompletions.doneOn, monthStart),
          lte(pmsJobCompletions.doneOn, today),
        ),
      )
      .groupBy(pmsJobCompletions.shipId),
  ]);
  const byShip = (rows: { shipId: string | null; n: number }[]) => new Map(rows.map((r) => [r.shipId, r.n]));
  const [o, d, c] = [byShip(overdue), byShip(dueSoon), byShip(done)];
  return shipRows.map((s) => ({
    shipId: s.id,
    shipName: s.name,
    overdue: o.get(s.id) ?? 0,
    dueIn30: (d.get(s.id) ?? 0) - (o.get(s.id) ?? 0),
    doneThisMonth: c.get(s.id) ?? 0,
  }));
}

const NIL = '00000000-0000-0000-0000-000000000000';

/** Per ship, the jobs of the roll-up rows of `kind` whose day meets `window` (the fleet counts' fast path). */
function dueDaysBefore(db: Db, kind: 'due' | 'overdue', window: SQL, scope: string[] | null) {
  return db
    .select({ shipId: pmsJobDueDays.shipId, n: sql<number>`sum(${pmsJobDueDays.jobs})::int` })
    .from(pmsJobDueDays)
    .where(
      and(
        eq(pmsJobDueDays.kind, kind),
        window,
        scope ? inArray(pmsJobDueDays.shipId, scope.length ? scope : [NIL]) : undefined,
      ),
    )
    .groupBy(pmsJobDueDays.shipId);
}
