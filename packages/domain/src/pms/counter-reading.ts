/** A calendar date `YYYY-MM-DD`. */
type IsoDate = string;

/**
 * Rules of running-hours readings (DOMAIN "Planned maintenance": readings never decrease). A counter
 * replacement is an explicit reset with a reason; between two readings a machine cannot run more than
 * 24 hours a day, so a larger jump is flagged as implausible (kept, but shown). See docs/pms-components.md.
 */

/** A reading as the rules need it. */
export interface ReadingInput {
  readingOn: IsoDate;
  hours: number;
}

/** A new reading: a reset starts the counter again (a replaced hour meter) and must say why. */
export interface NewReadingInput extends ReadingInput {
  isReset?: boolean;
  resetReason?: string | null;
}

/** The outcome of checking a new reading against the last one. */
export type ReadingCheck =
  | { ok: true; implausible: boolean; hoursPerDay: number | null }
  | { ok: false; field: 'hours' | 'readingOn' | 'resetReason'; message: string };

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function readingDaysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Hours run per day between two readings, one decimal; null when there is no earlier reading, the
 * second one is a reset, or both fall on the same day.
 */
export function hoursPerDay(previous: ReadingInput | null, next: NewReadingInput): number | null {
  if (!previous || next.isReset) return null;
  const days = readingDaysBetween(previous.readingOn, next.readingOn);
  if (days <= 0) return null;
  return Math.round(((next.hours - previous.hours) / days) * 10) / 10;
}

/**
 * True when more hours were added than the days elapsed allow (days × 24; a same-day reading allows
 * 24 hours). A reset is never implausible: it starts a new meter.
 */
export function isImplausibleJump(previous: ReadingInput | null, next: NewReadingInput): boolean {
  if (!previous || next.isReset) return false;
  const days = Math.max(readingDaysBetween(previous.readingOn, next.readingOn), 1);
  return next.hours - previous.hours > days * 24;
}

/**
 * Checks a new reading against the counter's last one: not before the last reading's date, never
 * lower than the last reading unless it is a reset, and a reset needs a reason. `today` refuses
 * readings dated in the future.
 */
export function checkReading(
  previous: ReadingInput | null,
  next: NewReadingInput,
  today: IsoDate,
): ReadingCheck {
  if (readingDaysBetween(today, next.readingOn) > 0)
    return { ok: false, field: 'readingOn', message: 'a reading cannot be dated in the future' };
  if (next.isReset && !next.resetReason?.trim())
    return { ok: false, field: 'resetReason', message: 'a counter reset needs a reason' };
  if (previous) {
    if (readingDaysBetween(previous.readingOn, next.readingOn) < 0)
      return {
        ok: false,
        field: 'readingOn',
        message: `the reading must not be dated before the last reading (${previous.readingOn})`,
      };
    if (!next.isReset && next.hours < previous.hours)
      return {
        ok: false,
        field: 'hours',
        message: `running hours never go down: the last reading is ${previous.hours} h (a replaced meter is a reset with a reason)`,
      };
  }
  return {
    ok: true,
    implausible: isImplausibleJump(previous, next),
    hoursPerDay: hoursPerDay(previous, next),
  };
}
