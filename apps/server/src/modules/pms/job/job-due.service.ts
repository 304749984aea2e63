import { and, inArray, isNotNull } from 'drizzle-orm';
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
import { componentReadings, subtreeIds } from './job-hours.repo';
import { setDueColumns } from './job.repo';
import { fleetCountRows } from './job-list.repo';
import { pmsJobs } from './job.table';

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
 * (their hours may come from an ancestor's counter), and gives a job without an hours due point its
 * first one from the reading. Runs inside the caller's transaction; registered as the components
 * module's counter-reading hook.
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
    // An hours job made while its counter had no reading (a catalogue's copy: counters start empty) has no
    // hours due point yet: the first reading gives it one interval on, as `firstDue` does at creation.
    const baseline =
      job.nextDueHours === null && job.intervalHours !== null && hours.latestReading
        ? { nextDueHours: hours.latestReading.hours + job.intervalHours }
        : {};
    await setDueColumns(tx, job.id, { ...dueColumnsOf({ ...job, ...baseline }, hours), ...baseline });
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
 * (not overdue) and jobs done this month: one statement (`fleetCountRows`) summing the roll-up
 * `pms_job_due_days` and counting this month's completions.
 */
export async function jobCountsByShip(db: Db, actor: Actor): Promise<JobFleetCount[]> {
  assertSidebar(actor, ['PMS.jobs']);
  const today = todayIso();
  return fleetCountRows(db, shipFilter(actor), {
    today,
    soon: addDays(today, DUE_SOON_DAYS),
    monthStart: `${today.slice(0, 7)}-01`,
  });
}
