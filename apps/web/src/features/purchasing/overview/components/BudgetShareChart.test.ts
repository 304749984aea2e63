import { describe, expect, it } from 'vitest';
import { percentOfBudget } from './BudgetShareChart';

describe('share of the budget in the overview charts', () => {
  it('is the committed amount as a percentage of the budget, to one decimal', () => {
    expect(percentOfBudget('4729.09', '842000.00')).toBe(0.6);
    expect(percentOfBudget('12964.18', '11019.00')).toBe(117.7);
    expect(percentOfBudget('0.00', '96000.00')).toBe(0);
  });

  it('is missing, not zero or infinite, without a positive budget or amount', () => {
    expect(percentOfBudget('574.00', null)).toBeNull();
    expect(percentOfBudget('574.00', '0.00')).toBeNull();
    expect(percentOfBudget(null, '1000.00')).toBeNull();
  });
});
