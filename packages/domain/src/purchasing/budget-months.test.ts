import { describe, expect, it } from 'vitest';
import { sumDecimals } from '../money/decimal';
import { distributeEvenly, validateMonthlyDistribution } from './budget-months';

const uneven = ['2000', '500', '500', '500', '500', '500', '500', '500', '500', '500', '500', '5000.00'];

describe('monthly distribution', () => {
  it('accepts an uneven split that adds up exactly', () => {
    expect(validateMonthlyDistribution('12000.00', uneven, 'USD')).toEqual([]);
  });

  it('names the difference when the months do not add up', () => {
    const short = [...uneven.slice(0, 11), '4999.99'];
    expect(validateMonthlyDistribution('12000.00', short, 'USD')).toEqual([
      'The months add up to 11999.99, not the budget amount 12000.00 (difference 0.01)',
    ]);
  });

  it('needs twelve non-negative amounts at the currency precision', () => {
    expect(validateMonthlyDistribution('100', ['100'], 'USD')).toEqual([
      'A budget is split into 12 months, not 1',
    ]);
    const bad = [...uneven.slice(0, 10), '-1', '500.001'];
    expect(validateMonthlyDistribution('12000', bad, 'USD')).toEqual([
      'Month 11: must be an amount of 0 or more',
      'Month 12: USD amounts have at most 2 decimals',
    ]);
    expect(
      validateMonthlyDistribution(
        '12',
        Array.from({ length: 12 }, () => '1.0'),
        'JPY',
      ),
    ).toEqual([]);
  });

  it.each([
    ['12000.00', 'USD'],
    ['100.00', 'USD'],
    ['0.05', 'EUR'],
    ['1000001', 'JPY'],
    ['10.001', 'KWD'],
  ])('splits %s %s evenly, summing exactly', (amount, currency) => {
    const months = distributeEvenly(amount, currency);
    expect(months).toHaveLength(12);
    expect(validateMonthlyDistribution(amount, months, currency)).toEqual([]);
  });

  it('gives the remainder to the first months', () => {
    const months = distributeEvenly('100.00', 'USD');
    expect(months.slice(0, 5)).toEqual(['8.34', '8.34', '8.34', '8.34', '8.33']);
    expect(sumDecimals(months)).toBe('100.00');
    expect(() => distributeEvenly('-1', 'USD')).toThrow('A budget amount must not be negative');
  });
});
