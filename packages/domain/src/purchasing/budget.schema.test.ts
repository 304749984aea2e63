import { describe, expect, it } from 'vitest';
import { sumDecimals } from '../money/decimal';
import { createBudgetSchema, reviseBudgetSchema, toBudgetLine } from './budget.schema';
import { distributeEvenly } from './budget-months';
import { overBudget } from './budget';

const base = {
  shipId: '0b8a5c6e-5d0e-4c55-9d0a-0d8f1b3c2a11',
  categoryId: '1c9b6d7f-6e1f-4d66-8e1b-1e9a2c4d3b22',
  year: 2026,
  currency: 'USD',
};
// A dry-dock in May: that month carries most of the money.
const dryDock = [
  '1000',
  '1000',
  '1000',
  '1000',
  '30000',
  '1000',
  '1000',
  '1000',
  '1000',
  '1000',
  '1000',
  '1000',
];

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return result.error?.issues.map((i) => i.path.join('.')) ?? [];
}

describe('budget contracts', () => {
  it('accepts an uneven split that adds up exactly and defaults the reason', () => {
    const parsed = createBudgetSchema.parse({ ...base, amount: '41000', months: dryDock });
    expect(parsed.reason).toBe('Initial budget');
    expect(sumDecimals(parsed.months)).toBe('41000');
  });

  it('puts a sum mismatch on months', () => {
    const result = createBudgetSchema.safeParse({ ...base, amount: '41000.01', months: dryDock });
    expect(fieldsOf(result)).toEqual(['months']);
    expect(result.error?.issues[0]?.message).toContain('difference 0.01');
  });

  it('needs twelve months and names a bad month by index', () => {
    expect(fieldsOf(createBudgetSchema.safeParse({ ...base, amount: '1', months: ['1'] }))).toEqual([
      'months',
    ]);
    const bad = [...dryDock.slice(0, 11), '1,000'];
    expect(fieldsOf(createBudgetSchema.safeParse({ ...base, amount: '41000', months: bad }))).toEqual([
      'months.11',
    ]);
  });

  it('refuses more decimals than the currency has', () => {
    const result = createBudgetSchema.safeParse({
      ...base,
      currency: 'JPY',
      amount: '12.5',
      months: distributeEvenly('12', 'JPY'),
    });
    expect(fieldsOf(result)).toEqual(['amount']);
  });

  it('needs a reason for a revision', () => {
    const months = distributeEvenly('1200', 'EUR');
    const result = reviseBudgetSchema.safeParse({
      version: 1,
      currency: 'EUR',
      amount: '1200',
      months,
      reason: ' ',
    });
    expect(fieldsOf(result)).toEqual(['reason']);
  });

  it('turns a budget into the over-budget rule input', () => {
    const line = toBudgetLine({
      shipId: 's',
      categoryId: 'c',
      amount: '100.00',
      currency: 'USD',
      revision: 2,
    });
    const entries = overBudget([line], [{ shipId: 's', categoryId: 'c', currency: 'USD', total: '150.00' }]);
    expect(entries).toEqual([
      {
        kind: 'over',
        shipId: 's',
        categoryId: 'c',
        currency: 'USD',
        budget: '100.00',
        committed: '150.00',
        excess: '50.00',
      },
    ]);
  });
});
