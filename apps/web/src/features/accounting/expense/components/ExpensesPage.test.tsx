import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Expense, ExpenseOptions } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';

const SHIP = '6e5b4a0f-2d3c-4b6e-8f9a-1b2c3d4e5f60';
const CATEGORY = '7e5b4a0f-2d3c-4b6e-8f9a-1b2c3d4e5f60';
const options: ExpenseOptions = {
  baseCurrency: 'USD',
  ships: [{ id: SHIP, name: 'Keel Aurora' }],
  categories: [{ id: CATEGORY, code: '730', name: 'Class & surveys' }],
  agents: [],
  customers: [],
};
const expense: Expense = {
  id: '5d4a3f9e-1c2b-4a5d-9e8f-0a1b2c3d4e5f',
  shipId: SHIP,
  shipName: 'Keel Aurora',
  categoryId: CATEGORY,
  categoryCode: '730',
  categoryName: 'Class & surveys',
  partyType: 'vessel',
  agentId: null,
  agentName: null,
  expenseDate: '2026-03-04',
  description: 'Port dues',
  amount: '100.0000',
  currency: 'EUR',
  baseCurrency: 'USD',
  rate: '1.08',
  rateDate: '2026-03-03',
  rateSource: 'ECB',
  baseAmount: '108.0000',
  rebillable: true,
  customerId: null,
  customerName: null,
  receipt: null,
  invoicedAt: null,
  invoiceId: null,
  createdByName: 'Ada Admin',
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
  version: 1,
};
const totals = { currency: 'USD', total: '108.00', count: 1, unconverted: [] };

describe('expenses page', () => {
  it('lists expenses with the converted total and sends a new one with the field values', async () => {
    signIn(ADMIN);
    const { calls } = stubApi({
      ...accessHandlers(['dashboard', 'accounting.expenses']),
      'GET /accounting/expenses': () => json({ data: [expense], page: { total: 1, offset: 0, limit: 25 } }),
      'GET /accounting/expenses/totals': () => json({ data: totals }),
      'GET /accounting/expenses/options': () => json({ data: options }),
      'POST /accounting/expenses': () => json({ data: { ...expense, id: expense.id } }, 201),
      [`GET /accounting/expenses/${expense.id}`]: () => json({ data: expense }),
    });
    const user = userEvent.setup();
    renderApp('/accounting/expenses');
    const table = await screen.findByRole('table', { name: 'Expenses' }, { timeout: 15_000 });
    expect(await within(table).findByText('Port dues')).toBeInTheDocument();
    expect(table).toHaveTextContent('100.00 EUR');
    expect(table).toHaveTextContent('108.00 USD');
    expect(await screen.findByText(/Total \(USD\) 108\.00 — 1 expense/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'New expense' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: '730 Class & surveys' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '250.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Launch hire');
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    const posted = () => calls.find((c) => c.method === 'POST' && c.path === '/accounting/expenses');
    await waitFor(() => expect(posted()).toBeDefined(), { timeout: 10_000 });
    expect(posted()?.body).toMatchObject({
      shipId: SHIP,
      categoryId: CATEGORY,
      partyType: 'vessel',
      amount: '250.5',
      currency: 'USD',
      description: 'Launch hire',
      agentId: null,
    });
  });
});
