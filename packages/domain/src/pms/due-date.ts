import type { DurationUnit } from '../common/enums';

/**
 * Due-date arithmetic of planned-maintenance jobs (DOMAIN "Planned maintenance"). Dates are calendar
 * dates as ISO strings `YYYY-MM-DD` (a job falls due on a day, not at an instant); all arithmetic is in
 * UTC so the server's time zone never shifts a day. See docs/pms-jobs.md.
 */

/** A calendar date `YYYY-MM-DD`. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

/** Parses `YYYY-MM-DD` into its parts; throws on anything else (a programming error: schemas check input). */
function parts(date: IsoDate): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

function format(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

function utcMs(date: IsoDate): number {
  const { y, m, d } = parts(date);
  return Date.UTC(y, m - 1, d);
}

/** True when `year` is a Gregorian leap year (divisible by 4, not by 100 unless by 400). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days of `month` (1–12) in `year`. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` plus `days` (negative to go back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return format(utcMs(date) + days * DAY_MS);
}

/**
 * `date` plus `months` calendar months. A day that the target month lacks is clamped to its last day:
 * Jan 31 + 1 month = Feb 28 (Feb 29 in a leap year); Aug 31 + 1 month = Sep 30; Feb 29 + 12 months =
 * Feb 28 of the next year.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { y, m, d } = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return format(Date.UTC(year, month - 1, day));
}

/** `date` plus `value` days, weeks or months (spec §3 duration units). */
export function addInterval(date: IsoDate, value: number, unit: DurationUnit): IsoDate {
  if (unit === 'days') return addDays(date, value);
  if (unit === 'weeks') return addDays(date, value * 7);
  return addMonths(date, value);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** The earlier of two dates; null ones are ignored. */
export function earlierDate(a: IsoDate | null, b: IsoDate | null): IsoDate | null {
  if (a === null) return b;
  if (b === null) return a;
  return a <= b ? a : b;
}

/** A job's interval: calendar and/or running hours, whichever comes first. */
export interface JobInterval {
  /** Calendar interval value, with its unit; null when the job runs on hours only. */
  intervalValue: number | null;
  intervalUnit: DurationUnit | null;
  /** Running-hours interval; null when the job runs on the calendar only. */
  intervalHours: number | null;
}

/** Where the next cycle falls due. */
export interface NextDue {
  /** Calendar due date, or null for an hours-only job. */
  nextDueOn: IsoDate | null;
  /** Counter reading at which it falls due, or null for a calendar-only job. */
  nextDueHours: number | null;
}

/**
 * The next due point after a completion. It counts from the **actual** completion — its date and the
 * counter reading at that moment — not from the planned due date: a job done early falls due earlier,
 * one done late falls due later. A calendar-only job ignores the hours and vice versa.
 */
export function nextDueAfterCompletion(
  interval: JobInterval,
  completion: { doneOn: IsoDate; hoursAtCompletion: number | null },
): NextDue {
  const nextDueOn =
    interval.intervalValue !== null && interval.intervalUnit !== null
      ? addInterval(completion.doneOn, interval.intervalValue, interval.intervalUnit)
      : null;
  const nextDueHours =
    interval.intervalHours !== null && completion.hoursAtCompletion !== null
      ? completion.hoursAtCompletion + interval.intervalHours
      : null;
  return { nextDueOn, nextDueHours };
}

/** One counter reading: the running hours shown on `date`. */
export interface CounterReading {
  date: IsoDate;
  hours: number;
}

/**
 * Average running hours per day over the readings (first to last, by date); null with fewer than two
 * readings on different days. A counter reset (a reading lower than the one before) restarts the average
 * from the reset, since hours across a replaced counter cannot be compared.
 */
export function averageHoursPerDay(readings: readonly CounterReading[]): number | null {
  const sorted = [...readings].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let start = 0;
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.hours < sorted[i - 1]!.hours) start = i;
  const first = sorted[start];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return null;
  const days = daysBetween(first.date, last.date);
  if (days <= 0) return null;
  return (last.hours - first.hours) / days;
}

/**
 * The date an hour-based due point is expected to be reached: from the latest reading, the hours still
 * to run divided by the average hours per day, rounded up to whole days. Already reached → the reading's
 * date. Null when the average is unknown or zero (the counter does not move, so no date follows).
 */
export function estimateHoursDueDate(
  nextDueHours: number,
  latest: CounterReading,
  hoursPerDay: number | null,
): IsoDate | null {
  const remaining = nextDueHours - latest.hours;
  if (remaining <= 0) return latest.date;
  if (hoursPerDay === null || hoursPerDay <= 0) return null;
  return addDays(latest.date, Math.ceil(remaining / hoursPerDay));
}
