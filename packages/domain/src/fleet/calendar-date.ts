/**
 * Calendar-date arithmetic on ISO dates (`YYYY-MM-DD`), independent of any time zone.
 *
 * A calendar date is a day, not an instant: certificate dates, survey windows and expiry days are
 * compared as days. Everything here works on a proleptic Gregorian day count (no `Date`, so no local
 * time zone and no daylight-saving jump can move a date by one).
 */

/** A calendar date split into its parts; `month` is 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `year` is a Gregorian leap year (divisible by 4, except centuries not divisible by 400). */
export function isLeapCalendarYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days of `month` (1–12) in `year`: 28–31. */
export function daysInCalendarMonth(year: number, month: number): number {
  if (month === 2) return isLeapCalendarYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (no 2025-02-29, no 2025-13-01). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInCalendarMonth(year, month);
}

/** Splits a `YYYY-MM-DD` date; throws a RangeError naming the value when it is not a real date. */
export function parseCalendarDate(value: string): CalendarDate {
  if (!isCalendarDate(value)) throw new RangeError(`"${value}" is not a calendar date YYYY-MM-DD`);
  return {
    year: Number(value.slice(0, 4)),
    month: Number(value.slice(5, 7)),
    day: Number(value.slice(8, 10)),
  };
}

/** Writes a calendar date as `YYYY-MM-DD`. */
export function formatCalendarDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Days since 1970-01-01 of a calendar date (H. Hinnant's `days_from_civil`). */
function toDayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The calendar date of a day count since 1970-01-01 (H. Hinnant's `civil_from_days`). */
function fromDayNumber(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Compares two `YYYY-MM-DD` dates: negative when `a` is earlier, 0 when equal, positive when later. */
export function compareCalendarDates(a: string, b: string): number {
  return toDayNumber(parseCalendarDate(a)) - toDayNumber(parseCalendarDate(b));
}

/** Whole days from `from` to `to` (negative when `to` is earlier): 2024-02-28 → 2024-03-01 is 2. */
export function calendarDaysBetween(from: string, to: string): number {
  return toDayNumber(parseCalendarDate(to)) - toDayNumber(parseCalendarDate(from));
}

/** The date `days` days after `date` (before it when negative). */
export function addCalendarDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError('days must be a whole number');
  return formatCalendarDate(fromDayNumber(toDayNumber(parseCalendarDate(date)) + days));
}

/**
 * The date `months` calendar months after `date` (before it when negative). When the target month is
 * shorter, the day is clamped to its last day: 2025-08-31 − 3 months = 2025-05-31,
 * 2027-11-30 + 3 months = 2028-02-29, 2026-11-30 + 3 months = 2027-02-28.
 */
export function addCalendarMonths(date: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError('months must be a whole number');
  const { year, month, day } = parseCalendarDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return formatCalendarDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInCalendarMonth(targetYear, targetMonth)),
  });
}

/** The date `years` years after `date`; 29 February becomes 28 February in a common year. */
export function addCalendarYears(date: string, years: number): string {
  if (!Number.isInteger(years)) throw new RangeError('years must be a whole number');
  return addCalendarMonths(date, years * 12);
}

/** The later of two `YYYY-MM-DD` dates. */
export function laterCalendarDate(a: string, b: string): string {
  return compareCalendarDates(a, b) >= 0 ? a : b;
}
