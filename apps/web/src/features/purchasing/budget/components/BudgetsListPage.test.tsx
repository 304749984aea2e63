import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Budget, ExpenseCategory } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A, pageOf } from '../../../../test/fixtures';

const CATEGORY: ExpenseCategory = {
  id: '0b8a5c6e-5d0e-4c55-9d0a-0d8f1b3c2a11',
  code: '400',
  name: 'Lubricants',
  description: '',
  parentId: null,
  active: true,
  budgetCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};
const YEAR = new Date().getFullYear();
const BUDGET: Budget = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  categoryId: CATEGORY.id,
  categoryCode: '400',
  categoryName: 'Lubricants',
  year: YEAR,
  currency: 'USD',
  amount: '165000.00',
  months: [
    '6875.00',
    '6875.00',
    '27500.00',
    '6875.00',
    '6875.00',
    '27500.00',
    '6875.00',
    '6875.00',
    '27500.00',
    '6875.00',
    '6875.00',
    '27500.00',
  ],
  revision: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

function setup(extra: Parameters<typeof stubApi>[0] = {}) {
  signIn(MASTER);
  const queries: URLSearchParams[] = [];
  const api = stubApi({
    ...accessHandlers(['dashboard', 'purchasing.budget']),
    'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
    'GET /purchasing/expense-categories/tree': () => json({ data: [CATEGORY] }),
    'GET /purchasing/budgets/': ({ url }) => {
      queries.push(url.searchParams);
      return json(pageOf([BUDGET]));
    },
    ...extra,
  });
  return { ...api, queries };
}

describe('budgets', () => {
  it('lists this year’s budgets and sends the ship filter and sort to the server', async () => {
    const user = userEvent.setup();
    const { queries } = setup();
    renderApp('/budgets');
    const table = await screen.findByRole('table', { name: 'Budgets' });
    expect(await within(table).findByText('USD 165,000.00')).toBeInTheDocument();
    expect(queries.at(-1)?.get('year')).toBe(String(YEAR));
    await user.click(screen.getByRole('combobox', { name: 'Ship' }));
    await user.click(await screen.findByRole('option', { name: SHIP_A.name }));
    await waitFor(() => expect(queries.at(-1)?.get('shipId')).toBe(SHIP_A.id));
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('amount'));
  });

  it('creates a budget: months that do not add up never reach the server; a duplicate shows under the category', async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      'POST /purchasing/budgets/': () =>
        json({ message: 'Keel Aurora already has a budget for 400 Lubricants; revise that one' }, 409),
    });
    renderApp('/budgets');
    await user.click(await screen.findByRole('button', { name: 'New budget' }));
    const dialog = screen.getByRole('dialog', { name: 'New budget' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Ship' }));
    await user.click(await screen.findByRole('option', { name: SHIP_A.name }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Expense category' }), 'Lub');
    await user.click(await screen.findByRole('option', { name: '400 Lubricants' }));
    await user.click(within(dialog).getByLabelText('Amount'));
    await user.paste('1200');
    await user.click(within(dialog).getByRole('button', { name: 'Distribute evenly' }));
    await user.clear(within(dialog).getByLabelText('Mar amount'));
    await user.paste('300');
    await user.click(within(dialog).getByRole('button', { name: 'Create budget' }));
    expect(
      await within(dialog).findByText(
        'The months add up to 1400.00, not the budget amount 1200.00 (difference -200.00)',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.paste('1400');
    await user.click(within(dialog).getByRole('button', { name: 'Create budget' }));
    expect(await within(dialog).findByText(/already has a budget for 400 Lubricants/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      shipId: SHIP_A.id,
      categoryId: CATEGORY.id,
      year: YEAR,
      currency: 'USD',
      amount: '1400',
    });
    expect((post?.body as { months: string[] }).months[2]).toBe('300');
  });

  it('shows a budget of another ship as not accessible', async () => {
    setup({
      [`GET /purchasing/budgets/${BUDGET.id}`]: () =>
        json({ message: 'You have no access to this ship' }, 403),
    });
    renderApp(`/budgets/${BUDGET.id}`);
    expect(
      await screen.findByText('This budget belongs to a ship you have no access to.', {}),
    ).toBeInTheDocument();
  });
});
