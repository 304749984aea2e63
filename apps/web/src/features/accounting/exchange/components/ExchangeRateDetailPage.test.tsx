import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExchangeRateDetail } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';

const RATE = {
  id: '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  from: 'USD',
  to: 'CHF',
  rate: '0.8850000000',
  date: '2025-04-01',
  source: 'SNB',
  type: 'daily',
  createdAt: '2025-04-01T16:00:00.000Z',
  supersededAt: null,
  supersededById: null,
  supersedesId: null,
  reason: null,
  version: 1,
} as const;
const EXPENSE = '7b2a3c4d-5e6f-4a70-9b8c-0d1e2f3a4b5c';
const BILL = '8c3b4d5e-6f7a-4b81-8c9d-1e2f3a4b5c6d';
const INVOICE = '9d4c5e6f-7a8b-4c92-9dae-2f3a4b5c6d7e';

function stubRate(usedBy: ExchangeRateDetail['usedBy'], usedByTotal: number) {
  const detail: ExchangeRateDetail = { ...RATE, history: [RATE], usedBy, usedByTotal };
  return stubApi({
    ...accessHandlers(['accounting.exchange']),
    [`GET /accounting/exchange-rates/${RATE.id}`]: () => json({ data: detail }),
  });
}

describe('exchange rate page', () => {
  it('lists the expenses, bills, payments and invoices that used the rate, each linked to its page', async () => {
    signIn(ADMIN);
    const use = { rate: '1.1299435028', currency: 'CHF', baseCurrency: 'USD' };
    stubRate(
      [
        { ...use, entity: 'expense', id: EXPENSE, number: 'Rhine pilotage' },
        { ...use, entity: 'bill', id: BILL, number: 'BILL-2025-00007' },
        { ...use, entity: 'bill_payment', id: BILL, number: 'BILL-2025-00007' },
        { ...use, entity: 'invoice', id: INVOICE, number: 'INV-2025-00003' },
      ],
      4,
    );
    renderApp(`/accounting/exchanges/${RATE.id}`);
    expect(await screen.findByText('Used by 4 documents', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Expense: Rhine pilotage' })).toHaveAttribute(
      'href',
      `/accounting/expenses/${EXPENSE}`,
    );
    expect(screen.getByRole('link', { name: 'Vendor bill BILL-2025-00007' })).toHaveAttribute(
      'href',
      `/accounting/bills/view/${BILL}`,
    );
    expect(screen.getByRole('link', { name: 'Payment of vendor bill BILL-2025-00007' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoice INV-2025-00003' })).toHaveAttribute(
      'href',
      `/accounting/invoices/view/${INVOICE}`,
    );
    expect(screen.getByText('1 CHF = 1.1299435028 USD (kept on the expense)')).toBeInTheDocument();
    expect(screen.queryByText(/more you may not open/)).not.toBeInTheDocument();
  });

  it('counts the documents the reader may not open without listing them', async () => {
    signIn(ADMIN);
    stubRate([], 2);
    renderApp(`/accounting/exchanges/${RATE.id}`);
    expect(await screen.findByText('Used by 2 documents', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('No document has converted with this rate yet.')).not.toBeInTheDocument();
    expect(
      screen.getByText(/2 more you may not open \(documents of other ships or areas\) keep it too\./),
    ).toBeInTheDocument();
  });
});
