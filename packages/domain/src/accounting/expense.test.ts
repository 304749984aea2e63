import { describe, expect, it } from 'vitest';
import { ExchangeRateError, type ExchangeRate } from '../money/exchange';
import { convertExpense } from './expense';
import {
  createExpenseSchema,
  expenseListQuerySchema,
  expensePartyIssues,
  isFutureExpenseDate,
  updateExpenseSchema,
} from './expense.schema';

const rate = (from: string, to: string, value: string, date: string): ExchangeRate => ({
  from,
  to,
  rate: value,
  date,
  source: 'ECB',
  type: 'daily',
});
const rates = [
  rate('EUR', 'USD', '1.0800', '2026-03-01'),
  rate('EUR', 'USD', '1.1000', '2026-03-05'),
  rate('USD', 'NOK', '10.5', '2026-03-02'),
];

const valid = {
  shipId: '5d4a3f9e-1c2b-4a5d-9e8f-0a1b2c3d4e5f',
  categoryId: '6e5b4a0f-2d3c-4b6e-8f9a-1b2c3d4e5f60',
  partyType: 'vessel',
  expenseDate: '2026-03-04',
  description: 'Launch hire, Rotterdam',
  amount: '250.50',
  currency: 'EUR',
};

describe('convertExpense', () => {
  it('converts at the latest rate on or before the expense date and keeps rate, date and source', () => {
    expect(convertExpense('100', 'EUR', 'USD', '2026-03-04', rates)).toEqual({
      baseAmount: '108.00',
      rate: '1.0800',
      rateDate: '2026-03-01',
      rateSource: 'ECB',
    });
    expect(convertExpense('100', 'EUR', 'USD', '2026-03-05', rates).rate).toBe('1.1000');
  });

  it('inverts the opposite pair and rounds to the base currency', () => {
    const result = convertExpense('1000', 'NOK', 'USD', '2026-03-10', rates);
    expect(result.baseAmount).toBe('95.24');
    expect(result.rateDate).toBe('2026-03-02');
  });

  it('keeps the amount with rate 1 in the base currency', () => {
    expect(convertExpense('12.3456', 'USD', 'USD', '2026-03-04', rates)).toEqual({
      baseAmount: '12.3456',
      rate: '1',
      rateDate: null,
      rateSource: null,
    });
  });

  it('names the pair and the date when no rate applies', () => {
    expect(() => convertExpense('5', 'EUR', 'USD', '2026-02-28', rates)).toThrow(ExchangeRateError);
    expect(() => convertExpense('5', 'JPY', 'USD', '2026-03-04', rates)).toThrow(/JPY→USD.*2026-03-04/);
  });
});

describe('expense party rule', () => {
  it('needs the agent for an agent party and none otherwise', () => {
    expect(expensePartyIssues('agent', null)).toEqual([
      { field: 'agentId', message: 'agentId is required: choose the agent' },
    ]);
    expect(expensePartyIssues('office', valid.shipId)[0]?.field).toBe('agentId');
    expect(expensePartyIssues('vessel', null)).toEqual([]);
    expect(expensePartyIssues('agent', valid.shipId)).toEqual([]);
  });

  it('tells a future date', () => {
    expect(isFutureExpenseDate('2026-03-05', '2026-03-04')).toBe(true);
    expect(isFutureExpenseDate('2026-03-04', '2026-03-04')).toBe(false);
  });
});

describe('createExpenseSchema', () => {
  it('accepts a valid expense with defaults', () => {
    const parsed = createExpenseSchema.parse({ ...valid, agentId: '' });
    expect(parsed).toMatchObject({ rebillable: false, agentId: null, customerId: null, amount: '250.50' });
  });

  it('refuses bad fields naming each one', () => {
    const result = createExpenseSchema.safeParse({
      ...valid,
      partyType: 'agent',
      amount: 250.5,
      currency: 'EURO',
      expenseDate: '2026-02-30',
      description: ' ',
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['amount', 'currency', 'description', 'expenseDate']);
    const zero = createExpenseSchema.safeParse({ ...valid, amount: '0', partyType: 'agent' });
    expect(zero.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', 'amount must be greater than 0'],
      ['agentId', 'agentId is required: choose the agent'],
    ]);
  });

  it('needs a version on update and lets agentId be cleared', () => {
    expect(updateExpenseSchema.safeParse({ amount: '1' }).success).toBe(false);
    expect(updateExpenseSchema.parse({ version: 2, agentId: '' }).agentId).toBeNull();
  });
});

describe('expenseListQuerySchema', () => {
  it('reads filters and refuses a reversed date range', () => {
    expect(expenseListQuerySchema.parse({ rebillable: 'true', from: '2026-01-01' })).toMatchObject({
      rebillable: 'true',
      offset: 0,
      limit: 25,
    });
    const bad = expenseListQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' });
    expect(bad.error!.issues[0]).toMatchObject({ path: ['to'], message: 'to must not be before from' });
  });
});
