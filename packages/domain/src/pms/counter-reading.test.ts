import { describe, expect, it } from 'vitest';
import { checkReading, hoursPerDay, isImplausibleJump } from './counter-reading';

const last = { readingOn: '2026-03-01', hours: 10_000 };
const today = '2026-03-31';

describe('running-hours readings', () => {
  it('never goes down without a reset', () => {
    expect(checkReading(last, { readingOn: '2026-03-10', hours: 9_999 }, today)).toMatchObject({
      ok: false,
      field: 'hours',
    });
  });

  it('accepts a lower reading as a reset with a reason only', () => {
    expect(checkReading(last, { readingOn: '2026-03-10', hours: 5, isReset: true }, today)).toMatchObject({
      ok: false,
      field: 'resetReason',
    });
    expect(
      checkReading(
        last,
        { readingOn: '2026-03-10', hours: 5, isReset: true, resetReason: 'Meter replaced' },
        today,
      ),
    ).toEqual({ ok: true, implausible: false, hoursPerDay: null });
  });

  it('refuses a date before the last reading or in the future', () => {
    expect(checkReading(last, { readingOn: '2026-02-28', hours: 10_100 }, today)).toMatchObject({
      field: 'readingOn',
    });
    expect(checkReading(null, { readingOn: '2026-04-01', hours: 1 }, today)).toMatchObject({
      field: 'readingOn',
    });
  });

  it('computes hours per day between readings', () => {
    expect(hoursPerDay(last, { readingOn: '2026-03-11', hours: 10_180 })).toBe(18);
    expect(hoursPerDay(last, { readingOn: '2026-03-01', hours: 10_010 })).toBeNull();
    expect(hoursPerDay(null, { readingOn: '2026-03-11', hours: 10 })).toBeNull();
  });

  it('flags more hours than days elapsed × 24', () => {
    expect(isImplausibleJump(last, { readingOn: '2026-03-11', hours: 10_240 })).toBe(false);
    expect(isImplausibleJump(last, { readingOn: '2026-03-11', hours: 10_241 })).toBe(true);
    expect(isImplausibleJump(last, { readingOn: '2026-03-01', hours: 10_025 })).toBe(true);
    const check = checkReading(last, { readingOn: '2026-03-02', hours: 10_100 }, today);
    expect(check).toEqual({ ok: true, implausible: true, hoursPerDay: 100 });
  });
});
