import { describe, expect, it } from 'vitest';
import {
  addInterval,
  addMonths,
  averageHoursPerDay,
  daysInMonth,
  estimateHoursDueDate,
  isLeapYear,
  nextDueAfterCompletion,
} from './due-date';

describe('calendar arithmetic', () => {
  it('knows leap years, centuries included', () => {
    expect([2024, 2000, 2028].map(isLeapYear)).toEqual([true, true, true]);
    expect([2025, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
  });

  it('clamps month ends: Jan 31 + 1 month is the last day of February', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('moves Feb 29 to Feb 28 a year later and back to Feb 29 four years later', () => {
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
  });

  it('crosses the year end', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addInterval('2026-12-28', 1, 'weeks')).toBe('2027-01-04');
  });

  it('adds days, weeks and months', () => {
    expect(addInterval('2026-02-27', 2, 'days')).toBe('2026-03-01');
    expect(addInterval('2028-02-27', 2, 'days')).toBe('2028-02-29');
    expect(addInterval('2026-11-25', 4, 'weeks')).toBe('2026-12-23');
    expect(addInterval('2026-05-31', 6, 'months')).toBe('2026-11-30');
    expect(addInterval('2026-05-31', 12, 'months')).toBe('2027-05-31');
  });
});

describe('next due from the actual completion', () => {
  const monthly = { intervalValue: 1, intervalUnit: 'months' as const, intervalHours: null };
  it('counts from the completion date, early or late, not from the planned date', () => {
    // planned 2026-03-15; done early on 03-02 → next 04-02; done late on 03-28 → next 04-28
    expect(nextDueAfterCompletion(monthly, { doneOn: '2026-03-02', hoursAtCompletion: null }).nextDueOn).toBe(
      '2026-04-02',
    );
    expect(nextDueAfterCompletion(monthly, { doneOn: '2026-03-28', hoursAtCompletion: null }).nextDueOn).toBe(
      '2026-04-28',
    );
  });

  it('counts hours from the reading at completion', () => {
    const both = { intervalValue: 12, intervalUnit: 'months' as const, intervalHours: 8000 };
    expect(nextDueAfterCompletion(both, { doneOn: '2026-01-31', hoursAtCompletion: 41_250 })).toEqual({
      nextDueOn: '2027-01-31',
      nextDueHours: 49_250,
    });
  });

  it('leaves out the limit a job does not have', () => {
    const hoursOnly = { intervalValue: null, intervalUnit: null, intervalHours: 500 };
    expect(nextDueAfterCompletion(hoursOnly, { doneOn: '2026-01-31', hoursAtCompletion: 100 })).toEqual({
      nextDueOn: null,
      nextDueHours: 600,
    });
    expect(
      nextDueAfterCompletion(monthly, { doneOn: '2026-01-31', hoursAtCompletion: 100 }).nextDueHours,
    ).toBeNull();
  });
});

describe('running hours', () => {
  it('averages hours per day from first to last reading', () => {
    expect(
      averageHoursPerDay([
        { date: '2026-01-11', hours: 1240 },
        { date: '2026-01-01', hours: 1000 },
      ]),
    ).toBe(24);
    expect(averageHoursPerDay([{ date: '2026-01-01', hours: 1000 }])).toBeNull();
  });

  it('restarts the average after a counter reset', () => {
    expect(
      averageHoursPerDay([
        { date: '2026-01-01', hours: 9000 },
        { date: '2026-01-05', hours: 10 },
        { date: '2026-01-15', hours: 130 },
      ]),
    ).toBe(12);
  });

  it('estimates the date an hours point is reached, rounding up to whole days', () => {
    const latest = { date: '2026-02-26', hours: 4900 };
    expect(estimateHoursDueDate(5000, latest, 20)).toBe('2026-03-03');
    expect(estimateHoursDueDate(5000, latest, 30)).toBe('2026-03-02');
    expect(estimateHoursDueDate(4800, latest, 20)).toBe('2026-02-26');
    expect(estimateHoursDueDate(5000, latest, 0)).toBeNull();
    expect(estimateHoursDueDate(5000, latest, null)).toBeNull();
  });
});
