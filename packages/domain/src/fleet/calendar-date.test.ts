import { describe, it, expect } from 'vitest';
import {
  addCalendarDays,
  addCalendarMonths,
  addCalendarYears,
  calendarDaysBetween,
  compareCalendarDates,
  daysInCalendarMonth,
  isCalendarDate,
  isLeapCalendarYear,
  parseCalendarDate,
} from './calendar-date';
import { calendarDateSchema, utcTimeSchema } from './calendar-date.schema';

describe('calendar dates', () => {
  it('knows leap years and month lengths', () => {
    expect(isLeapCalendarYear(2024)).toBe(true);
    expect(isLeapCalendarYear(2025)).toBe(false);
    expect(isLeapCalendarYear(1900)).toBe(false);
    expect(isLeapCalendarYear(2000)).toBe(true);
    expect(daysInCalendarMonth(2024, 2)).toBe(29);
    expect(daysInCalendarMonth(2100, 2)).toBe(28);
    expect(daysInCalendarMonth(2025, 4)).toBe(30);
    expect(daysInCalendarMonth(2025, 12)).toBe(31);
  });

  it('accepts only real dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-04-31')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
    expect(isCalendarDate('2025-01-01T00:00:00Z')).toBe(false);
    expect(() => parseCalendarDate('2025-02-30')).toThrow(RangeError);
  });

  it('counts days across month, leap-day and year ends', () => {
    expect(calendarDaysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(calendarDaysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(calendarDaysBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(calendarDaysBetween('2025-01-01', '2024-01-01')).toBe(-366);
    expect(calendarDaysBetween('1970-01-01', '2000-03-01')).toBe(11017);
    expect(addCalendarDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addCalendarDays('1969-12-31', 1)).toBe('1970-01-01');
    expect(compareCalendarDates('2025-01-02', '2025-01-01')).toBeGreaterThan(0);
    expect(compareCalendarDates('2025-01-01', '2025-01-01')).toBe(0);
  });

  it('agrees with Date.UTC on every day from 1899 to 2101', () => {
    const start = Date.UTC(1899, 0, 1);
    const end = Date.UTC(2101, 11, 31);
    const mismatches: string[] = [];
    for (let t = start, n = 0; t <= end; t += 86_400_000, n += 1) {
      const iso = new Date(t).toISOString().slice(0, 10);
      if (addCalendarDays('1899-01-01', n) !== iso) mismatches.push(`+${n} ≠ ${iso}`);
      if (calendarDaysBetween('1970-01-01', iso) !== Math.round(t / 86_400_000)) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });

  it('adds months clamping to the last day of the month', () => {
    expect(addCalendarMonths('2025-08-31', -3)).toBe('2025-05-31');
    expect(addCalendarMonths('2025-08-31', 3)).toBe('2025-11-30');
    expect(addCalendarMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addCalendarMonths('2025-05-31', -3)).toBe('2025-02-28');
    expect(addCalendarMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(addCalendarMonths('2026-01-10', -3)).toBe('2025-10-10');
    expect(addCalendarMonths('2025-01-31', 1)).toBe('2025-02-28');
  });

  it('adds years turning 29 February into 28 February in common years', () => {
    expect(addCalendarYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addCalendarYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addCalendarYears('2028-02-29', -1)).toBe('2027-02-28');
  });

  it('date schemas name the field', () => {
    const issueDate = calendarDateSchema('issueDate');
    expect(issueDate.parse('2025-03-01')).toBe('2025-03-01');
    expect(issueDate.safeParse('2025-02-29').error?.issues[0]?.message).toBe(
      'issueDate must be a date YYYY-MM-DD',
    );
    expect(issueDate.safeParse(20250301).error?.issues[0]?.message).toBe(
      'issueDate must be a date YYYY-MM-DD',
    );
    const at = utcTimeSchema('reportTime');
    expect(at.parse('2025-03-01T12:00:00Z')).toBe('2025-03-01T12:00:00Z');
    expect(at.safeParse('2025-03-01T12:00:00+02:00').error?.issues[0]?.message).toBe(
      'reportTime must be an ISO 8601 UTC time (…Z)',
    );
  });
});
