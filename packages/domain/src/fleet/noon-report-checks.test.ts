import { describe, it, expect } from 'vitest';
import { checkNoonReports, countNoonReportFlags, noonReportFlagsBetween } from './noon-report-checks';

const at = (id: string, reportTime: string) => ({ id, reportTime });

describe('noon report checks', () => {
  it('flags nothing on a regular series, even across a clock change (23 h, 25 h)', () => {
    const flags = checkNoonReports([
      at('a', '2025-03-01T04:00:00Z'),
      at('b', '2025-03-02T03:00:00Z'), // clocks advanced: 23 h
      at('c', '2025-03-03T04:00:00Z'), // clocks retarded: 25 h
    ]);
    expect(flags.map((f) => [f.id, f.duplicate, f.gap, f.hoursSincePrevious])).toEqual([
      ['a', false, false, null],
      ['b', false, false, 23],
      ['c', false, false, 25],
    ]);
  });

  it('flags both reports of the same time, the later one pointing to the first', () => {
    const flags = checkNoonReports([
      at('a', '2025-03-01T04:00:00Z'),
      at('b', '2025-03-02T04:00:00Z'),
      at('b2', '2025-03-02T04:00:00.000Z'), // same instant written differently
    ]);
    expect(flags[1]).toEqual({
      id: 'b',
      duplicate: true,
      duplicateOfId: null,
      gap: false,
      hoursSincePrevious: 24,
    });
    expect(flags[2]).toEqual({
      id: 'b2',
      duplicate: true,
      duplicateOfId: 'b',
      gap: false,
      hoursSincePrevious: 0,
    });
    expect(flags[0]?.duplicate).toBe(false);
  });

  it('flags a gap of more than 26 h but not exactly 26 h', () => {
    const flags = checkNoonReports([
      at('a', '2025-03-01T04:00:00Z'),
      at('b', '2025-03-02T06:00:00Z'), // 26 h: allowed
      at('c', '2025-03-03T08:01:00Z'), // 26 h 01 min: gap
    ]);
    expect(flags.map((f) => f.gap)).toEqual([false, false, true]);
    expect(flags[2]?.hoursSincePrevious).toBeCloseTo(26.0167, 4);
  });

  it('takes a configurable limit', () => {
    const reports = [at('a', '2025-03-01T12:00:00Z'), at('b', '2025-03-02T13:00:00Z')];
    expect(checkNoonReports(reports, { maxGapHours: 24 })[1]?.gap).toBe(true);
    expect(checkNoonReports(reports)[1]?.gap).toBe(false);
    expect(() => checkNoonReports(reports, { maxGapHours: 0 })).toThrow(RangeError);
  });

  it('sorts by time itself and returns flags in the order given', () => {
    const flags = checkNoonReports([
      at('c', '2025-03-05T12:00:00Z'),
      at('a', '2025-03-01T12:00:00Z'),
      at('b', '2025-03-02T12:00:00Z'),
    ]);
    expect(flags.map((f) => f.id)).toEqual(['c', 'a', 'b']);
    expect(flags.map((f) => f.gap)).toEqual([true, false, false]);
    expect(flags[0]?.hoursSincePrevious).toBe(72);
  });

  it('measures the gap after a duplicate from the shared time', () => {
    const flags = checkNoonReports([
      at('a', '2025-03-01T12:00:00Z'),
      at('a2', '2025-03-01T12:00:00Z'),
      at('b', '2025-03-03T12:00:00Z'),
    ]);
    expect(flags[2]).toMatchObject({ gap: true, hoursSincePrevious: 48, duplicate: false });
    expect(countNoonReportFlags(flags)).toEqual({ duplicates: 2, gaps: 1 });
  });

  it('handles no reports and refuses a bad time', () => {
    expect(checkNoonReports([])).toEqual([]);
    expect(() => checkNoonReports([at('x', 'yesterday')])).toThrow(/report x/);
  });

  describe('flags from the neighbours alone', () => {
    const H = 3_600_000;
    const t = Date.parse('2025-03-02T12:00:00Z');

    it('measures the hours since the previous report and flags a gap above the limit', () => {
      expect(noonReportFlagsBetween(t - 24 * H, t, t + 24 * H)).toEqual({
        duplicate: false,
        gap: false,
        hoursSincePrevious: 24,
      });
      expect(noonReportFlagsBetween(t - 26 * H, t, null).gap).toBe(false);
      expect(noonReportFlagsBetween(t - 26 * H - 1, t, null).gap).toBe(true);
      expect(noonReportFlagsBetween(t - 25 * H, t, null, { maxGapHours: 24 }).gap).toBe(true);
    });

    it('flags a duplicate whichever side its twin is on, and nothing at the ends of a history', () => {
      expect(noonReportFlagsBetween(t, t, t + 24 * H)).toMatchObject({
        duplicate: true,
        hoursSincePrevious: 0,
      });
      expect(noonReportFlagsBetween(t - 24 * H, t, t)).toMatchObject({
        duplicate: true,
        hoursSincePrevious: 24,
      });
      expect(noonReportFlagsBetween(null, t, null)).toEqual({
        duplicate: false,
        gap: false,
        hoursSincePrevious: null,
      });
      expect(() => noonReportFlagsBetween(null, t, null, { maxGapHours: -1 })).toThrow(RangeError);
    });

    it('agrees with the whole-history check on every report of a series with twins and gaps (twins in list order)', () => {
      const times = [0, 24, 48, 48, 48, 75, 99, 99, 150, 151].map((h) => Date.UTC(2025, 0, 1) + h * H);
      const reports = times.map((ms, i) => at(`r${i}`, new Date(ms).toISOString()));
      const whole = new Map(checkNoonReports(reports).map((f) => [f.id, f]));
      reports.forEach((r, i) => {
        const own = noonReportFlagsBetween(times[i - 1] ?? null, times[i]!, times[i + 1] ?? null);
        const { id: _id, duplicateOfId: _of, ...expected } = whole.get(r.id)!;
        expect(own, r.id).toEqual(expected);
      });
    });
  });
});
