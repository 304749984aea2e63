import { describe, expect, it } from 'vitest';
import { daysLeftText, intervalText, rankLabel, RANK_OPTIONS } from './job-format';

describe('job words', () => {
  it("labels rank 8 'Third Engineer' and lists the ten ranks in order", () => {
    expect(rankLabel(8)).toBe('Third Engineer');
    expect(rankLabel(7)).toBe('Second Engineer');
    expect(RANK_OPTIONS.map(([v]) => v)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('words an interval, whichever first, and the days left', () => {
    expect(intervalText({ intervalValue: 1, intervalUnit: 'months', intervalHours: 500 })).toBe(
      '1 month or 500 h',
    );
    expect(intervalText({ intervalValue: 2, intervalUnit: 'weeks', intervalHours: null })).toBe('2 weeks');
    expect(intervalText({ intervalValue: null, intervalUnit: null, intervalHours: 16000 })).toBe('16,000 h');
    expect([daysLeftText(0), daysLeftText(1), daysLeftText(-3)]).toEqual(['today', 'in 1 day', '3 days ago']);
  });
});
