import {
  addDays,
  daysBetween,
  earlierDate,
  estimateHoursDueDate,
  type CounterReading,
  type IsoDate,
  type NextDue,
} from './due-date';

/** How a job stands against its due point (derived, never stored as a state; never blocks completion). */
export const JOB_DUE_STATUSES = ['OVERDUE', 'IN_WINDOW', 'DUE_SOON', 'NOT_DUE', 'NO_DUE'] as const;
/** A derived due status. */
export type JobDueStatus = (typeof JOB_DUE_STATUSES)[number];

/** Days ahead that count as "due soon" on the fleet view, the dashboard and My work. */
export const DUE_SOON_DAYS = 30;

/** A job's tolerance: it may be done this many days / hours either side of its due point. */
export interface JobTolerance {
  toleranceDays: number;
  toleranceHours: number;
}

/** What {@link jobDueState} needs. */
export interface JobDueInput extends NextDue, JobTolerance {
  /** Today (the ship's date). */
  today: IsoDate;
  /** The component counter's latest reading, when the job has an hours interval. */
  latestReading: CounterReading | null;
  /** Average running hours per day of that counter (null when unknown). */
  hoursPerDay: number | null;
  /** Days ahead that count as due soon ({@link DUE_SOON_DAYS} by default). */
  dueSoonDays?: number;
}

/** The derived due state of a job. */
export interface JobDueState {
  status: JobDueStatus;
  /**
   * The effective due date, whichever comes first of the calendar due date and the date the hours due
   * point is expected (from the latest reading and the hours per day; the latest reading's date once it
   * is within tolerance hours of the point). Null when neither is known.
   */
  dueOn: IsoDate | null;
  /** Which limit decides `dueOn`. */
  dueBy: 'calendar' | 'hours' | null;
  /** Days from today to `dueOn` (negative when past). */
  daysLeft: number | null;
  /** Hours still to run to the hours due point (negative when past); null without hours. */
  hoursLeft: number | null;
  /** The last day on which completion is still within tolerance (`dueOn` + tolerance days). */
  windowEndsOn: IsoDate | null;
  /** The first day of the tolerance window (`dueOn` − tolerance days). */
  windowStartsOn: IsoDate | null;
}

/**
 * Derives where a job stands. **Whichever comes first**: the calendar due date and the hours due point
 * are both checked; the job is overdue when either is past its tolerance — calendar: today after
 * `nextDueOn` + toleranceDays; hours: the latest reading above `nextDueHours` + toleranceHours. It is
 * `IN_WINDOW` from the window's first day (due − tolerance, or within tolerance hours of the hours
 * point) to its end, `DUE_SOON` when the effective due date is within `dueSoonDays`, else `NOT_DUE`;
 * `NO_DUE` for a job with no due point yet (e.g. an hours job without readings).
 */
export function jobDueState(input: JobDueInput): JobDueState {
  const { today, latestReading, toleranceDays, toleranceHours } = input;
  const dueSoonDays = input.dueSoonDays ?? DUE_SOON_DAYS;
  const hoursLeft =
    input.nextDueHours !== null && latestReading ? input.nextDueHours - latestReading.hours : null;
  // Within tolerance hours of the hours point the job is due as of that reading (as when the point is
  // reached), so the stored due date (`dueIndexDates`) and the lists agree with IN_WINDOW below — also
  // when the hours per day are not known yet (a first reading).
  const hoursDate =
    input.nextDueHours !== null && latestReading
      ? hoursLeft !== null && hoursLeft <= toleranceHours
        ? latestReading.date
        : estimateHoursDueDate(input.nextDueHours, latestReading, input.hoursPerDay)
      : null;
  const dueOn = earlierDate(input.nextDueOn, hoursDate);
  const dueBy = dueOn === null ? null : dueOn === input.nextDueOn ? 'calendar' : 'hours';
  const windowStartsOn = dueOn === null ? null : addDays(dueOn, -toleranceDays);
  const windowEndsOn = dueOn === null ? null : addDays(dueOn, toleranceDays);
  const daysLeft = dueOn === null ? null : daysBetween(today, dueOn);
  const base = { dueOn, dueBy, daysLeft, hoursLeft, windowEndsOn, windowStartsOn } as const;

  const calendarOverdue =
    input.nextDueOn !== null && daysBetween(addDays(input.nextDueOn, toleranceDays), today) > 0;
  const hoursOverdue = hoursLeft !== null && -hoursLeft > toleranceHours;
  if (calendarOverdue || hoursOverdue) return { ...base, status: 'OVERDUE' };
  if (dueOn === null) return { ...base, status: 'NO_DUE' };
  const hoursInWindow = hoursLeft !== null && hoursLeft <= toleranceHours;
  if (hoursInWindow || (windowStartsOn !== null && today >= windowStartsOn))
    return { ...base, status: 'IN_WINDOW' };
  if (daysLeft !== null && daysLeft <= dueSoonDays) return { ...base, status: 'DUE_SOON' };
  return { ...base, status: 'NOT_DUE' };
}

/**
 * Whether completing on `doneOn` (with `hours` on the counter) falls before or after the tolerance
 * window. Whichever comes first: it is early only when it is before the window of every limit the job
 * has, and late when it is past the window of any limit. Completion outside the window is still allowed (overdue never blocks completion); the
 * history shows it as early or late.
 */
export function completionTiming(
  due: NextDue & JobTolerance,
  doneOn: string,
  hours: number | null,
): { early: boolean; late: boolean } {
  const hasCalendar = due.nextDueOn !== null;
  const hasHours = due.nextDueHours !== null && hours !== null;
  const dayDiff = hasCalendar ? daysBetween(due.nextDueOn!, doneOn) : 0;
  const hourDiff = hasHours ? hours! - due.nextDueHours! : 0;
  const earlyCalendar = !hasCalendar || dayDiff < -due.toleranceDays;
  const earlyHours = !hasHours || hourDiff < -due.toleranceHours;
  const early = (hasCalendar || hasHours) && earlyCalendar && earlyHours;
  const late = (hasCalendar && dayDiff > due.toleranceDays) || (hasHours && hourDiff > due.toleranceHours);
  return { early, late };
}

/**
 * The two dates a job row keeps for its lists (refreshed on every completion, postponement and
 * counter reading): the effective due date (whichever first) and the last day before it is overdue —
 * calendar: due + tolerance days; hours: the date the hours point plus its tolerance is expected.
 */
export function dueIndexDates(input: Omit<JobDueInput, 'today' | 'dueSoonDays'>): {
  dueOn: IsoDate | null;
  overdueAfter: IsoDate | null;
} {
  const state = jobDueState({ ...input, today: '1970-01-01' });
  const calendarEnd = input.nextDueOn === null ? null : addDays(input.nextDueOn, input.toleranceDays);
  const hoursEnd =
    input.nextDueHours !== null && input.latestReading
      ? estimateHoursDueDate(
          input.nextDueHours + input.toleranceHours,
          input.latestReading,
          input.hoursPerDay,
        )
      : null;
  return { dueOn: state.dueOn, overdueAfter: earlierDate(calendarEnd, hoursEnd) };
}

/**
 * The due status from the dates a job row keeps ({@link dueIndexDates}) — what lists, counts and the
 * job page show: OVERDUE after `overdueAfter`, IN_WINDOW from `dueOn` − tolerance days, DUE_SOON within
 * `dueSoonDays` of `dueOn`, else NOT_DUE; NO_DUE without a due date.
 */
export function dueStatusOn(
  row: { dueOn: IsoDate | null; overdueAfter: IsoDate | null; toleranceDays: number },
  today: IsoDate,
  dueSoonDays = DUE_SOON_DAYS,
): { status: JobDueStatus; daysLeft: number | null } {
  if (row.dueOn === null) return { status: 'NO_DUE', daysLeft: null };
  const daysLeft = daysBetween(today, row.dueOn);
  if (row.overdueAfter !== null && today > row.overdueAfter) return { status: 'OVERDUE', daysLeft };
  if (daysLeft <= row.toleranceDays) return { status: 'IN_WINDOW', daysLeft };
  if (daysLeft <= dueSoonDays) return { status: 'DUE_SOON', daysLeft };
  return { status: 'NOT_DUE', daysLeft };
}
