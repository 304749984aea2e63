import { describe, expect, it } from 'vitest';
import { completionTiming, dueIndexDates, dueStatusOn, jobDueState } from './due-status';

const base = {
  nextDueOn: null,
  nextDueHours: null,
  toleranceDays: 0,
  toleranceHours: 0,
  latestReading: null,
  hoursPerDay: null,
} as const;

describe('jobDueState', () => {
  it('is overdue only after the tolerance window', () => {
    const job = { ...base, nextDueOn: '2026-03-10', toleranceDays: 3, today: '2026-03-13' };
    expect(jobDueState(job).status).toBe('IN_WINDOW');
    expect(jobDueState({ ...job, today: '2026-03-14' }).status).toBe('OVERDUE');
    expect(jobDueState({ ...job, today: '2026-03-07' }).status).toBe('IN_WINDOW');
    expect(jobDueState({ ...job, today: '2026-03-06' }).status).toBe('DUE_SOON');
    expect(jobDueState({ ...job, today: '2026-01-01' }).status).toBe('NOT_DUE');
    expect(jobDueState({ ...job, today: '2026-03-14' }).daysLeft).toBe(-4);
  });

  it('whichever comes first: hours decide when the counter gets there before the calendar', () => {
    const job = {
      ...base,
      nextDueOn: '2026-12-31',
      nextDueHours: 12_000,
      latestReading: { date: '2026-03-01', hours: 11_500 },
      hoursPerDay: 20,
      today: '2026-03-01',
    };
    const state = jobDueState(job);
    expect(state).toMatchObject({ dueOn: '2026-03-26', dueBy: 'hours', hoursLeft: 500, status: 'DUE_SOON' });
    const slow = jobDueState({ ...job, hoursPerDay: 1 });
    expect(slow).toMatchObject({ dueOn: '2026-12-31', dueBy: 'calendar', status: 'NOT_DUE' });
  });

  it('is overdue on hours past their tolerance even before the calendar date', () => {
    const job = {
      ...base,
      nextDueOn: '2027-01-01',
      nextDueHours: 12_000,
      toleranceHours: 100,
      latestReading: { date: '2026-03-01', hours: 12_050 },
      hoursPerDay: 20,
      today: '2026-03-01',
    };
    expect(jobDueState(job).status).toBe('IN_WINDOW');
    expect(jobDueState({ ...job, latestReading: { date: '2026-03-01', hours: 12_101 } }).status).toBe(
      'OVERDUE',
    );
  });

  it('is due now from a reading within tolerance hours of the point, even before the hours per day are known', () => {
    const job = {
      ...base,
      nextDueHours: 500,
      toleranceHours: 25,
      latestReading: { date: '2026-03-01', hours: 480 },
      hoursPerDay: null,
      today: '2026-03-01',
    };
    expect(jobDueState(job)).toMatchObject({ dueOn: '2026-03-01', dueBy: 'hours', status: 'IN_WINDOW' });
    // The dates the lists keep say the same; no overdue date until the hours per day are known.
    const stored = dueIndexDates(job);
    expect(stored).toEqual({ dueOn: '2026-03-01', overdueAfter: null });
    expect(dueStatusOn({ ...stored, toleranceDays: 0 }, '2026-03-04').status).toBe('IN_WINDOW');
    // Below the window with no hours per day: no date yet; with them, the estimate.
    expect(jobDueState({ ...job, latestReading: { date: '2026-03-01', hours: 470 } }).status).toBe('NO_DUE');
    expect(
      jobDueState({ ...job, latestReading: { date: '2026-03-01', hours: 470 }, hoursPerDay: 10 }),
    ).toMatchObject({ dueOn: '2026-03-04', status: 'DUE_SOON' });
  });

  it('has no due point for an hours job without readings', () => {
    expect(jobDueState({ ...base, nextDueHours: 500, today: '2026-03-01' }).status).toBe('NO_DUE');
  });
});

describe('completionTiming', () => {
  const due = { nextDueOn: '2026-03-10', nextDueHours: null, toleranceDays: 2, toleranceHours: 0 };
  it('marks early and late completion against the window', () => {
    expect(completionTiming(due, '2026-03-08', null)).toEqual({ early: false, late: false });
    expect(completionTiming(due, '2026-03-07', null)).toEqual({ early: true, late: false });
    expect(completionTiming(due, '2026-03-12', null)).toEqual({ early: false, late: false });
    expect(completionTiming(due, '2026-03-13', null)).toEqual({ early: false, late: true });
  });

  it('is late when any limit is past, early only when before every window', () => {
    const both = { ...due, nextDueHours: 1000, toleranceHours: 50 };
    expect(completionTiming(both, '2026-03-01', 1100)).toEqual({ early: false, late: true });
    expect(completionTiming(both, '2026-03-01', 900)).toEqual({ early: true, late: false });
    expect(completionTiming(both, '2026-03-01', 960)).toEqual({ early: false, late: false });
  });
});

describe('dueIndexDates', () => {
  it('keeps the effective due date and the last day before overdue', () => {
    expect(dueIndexDates({ ...base, nextDueOn: '2026-01-31', toleranceDays: 5 })).toEqual({
      dueOn: '2026-01-31',
      overdueAfter: '2026-02-05',
    });
    expect(
      dueIndexDates({
        ...base,
        nextDueOn: '2026-12-31',
        nextDueHours: 1000,
        toleranceHours: 100,
        latestReading: { date: '2026-03-01', hours: 800 },
        hoursPerDay: 10,
      }),
    ).toEqual({ dueOn: '2026-03-21', overdueAfter: '2026-03-31' });
  });
});

describe('dueStatusOn (stored dates)', () => {
  const row = { dueOn: '2026-03-10', overdueAfter: '2026-03-13', toleranceDays: 3 };
  it('agrees with the stored window', () => {
    expect(dueStatusOn(row, '2026-03-14')).toEqual({ status: 'OVERDUE', daysLeft: -4 });
    expect(dueStatusOn(row, '2026-03-13').status).toBe('IN_WINDOW');
    expect(dueStatusOn(row, '2026-03-07').status).toBe('IN_WINDOW');
    expect(dueStatusOn(row, '2026-03-06').status).toBe('DUE_SOON');
    expect(dueStatusOn(row, '2026-01-01').status).toBe('NOT_DUE');
    expect(dueStatusOn({ ...row, dueOn: null, overdueAfter: null }, '2026-01-01').status).toBe('NO_DUE');
  });
});
