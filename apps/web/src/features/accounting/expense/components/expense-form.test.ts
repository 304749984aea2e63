import { describe, expect, it } from 'vitest';
import type { Expense } from '@keel/domain';
import {
  emptyExpenseForm,
  expenseBodyOf,
  expenseChangesOf,
  expenseFormOf,
  formatAmount,
} from './expense-form';

const stored: Expense = {
  id: '5d4a3f9e-1c2b-4a5d-9e8f-0a1b2c3d4e5f',
  shipId: '6e5b4a0f-2d3c-4b6e-8f9a-1b2c3d4e5f60',
  shipName: 'Keel Aurora',
  categoryId: '7e5b4a0f-2d3c-4b6e-8f9a-1b2c3d4e5f60',
  categoryCode: '730',
  categoryName: 'Class & surveys',
  partyType: 'agent',
  agentId: '8e5b4a0f-2d3c-4b6e-8f9a-1b2c3d4e5f60',
  agentName: 'Maas Port Agency BV',
  expenseDate: '2026-03-04',
  description: 'Port dues',
  amount: '4850.0000',
  currency: 'EUR',
  baseCurrency: 'USD',
  rate: '1.08',
  rateDate: '2026-03-03',
  rateSource: 'ECB',
  baseAmount: '5238.0000',
  rebillable: false,
  customerId: null,
  customerName: null,
  receipt: null,
  invoicedAt: null,
  invoiceId: null,
  createdByName: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
  version: 3,
};

describe('expense form', () => {
  it('drops the agent unless the party is an agent and the customer unless rebillable', () => {
    const v = { ...emptyExpenseForm('USD'), agentId: 'a', customerId: 'c', amount: ' 1,250.5 ' };
    expect(expenseBodyOf(v)).toMatchObject({ agentId: null, customerId: null, amount: '1250.5' });
    expect(expenseBodyOf({ ...v, partyType: 'agent', rebillable: true })).toMatchObject({
      agentId: 'a',
      customerId: 'c',
    });
  });

  it('sends only the changed fields with the version', () => {
    const form = expenseFormOf(stored);
    expect(form.amount).toBe('4850.00');
    expect(expenseChangesOf(stored, form)).toEqual({ version: 3 });
    expect(expenseChangesOf(stored, { ...form, amount: '4900', partyType: 'office' })).toEqual({
      version: 3,
      amount: '4900',
      partyType: 'office',
      agentId: null,
    });
  });

  it('formats amounts in the currency decimals', () => {
    expect(formatAmount('96000.0000', 'JPY')).toBe('96,000');
    expect(formatAmount('5238.5', 'USD')).toBe('5,238.50');
  });
});
