import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExpenseCategory } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';

const cat = (
  id: string,
  code: string,
  name: string,
  parentId: string | null,
  budgetCount = 0,
): ExpenseCategory => ({
  id,
  code,
  name,
  parentId,
  active: true,
  description: '',
  budgetCount,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
});
const ENGINE = cat('0b8a5c6e-5d0e-4c55-9d0a-0d8f1b3c2a11', '200', 'Engine spares', null, 6);
const MAIN = cat('1c9b6d7f-6e1f-4d66-8e1b-1e9a2c4d3b22', '210', 'Main engine', ENGINE.id);
const DECK = cat('2d0c7e8a-7f2a-4e77-9f2c-2fab3d5e4c33', '100', 'Deck stores', null, 6);

function setup(extra: Parameters<typeof stubApi>[0] = {}) {
  signIn(MASTER);
  return stubApi({
    ...accessHandlers(['dashboard', 'purchasing.expense_category']),
    'GET /purchasing/expense-categories/tree': () => json({ data: [ENGINE, MAIN, DECK] }),
    ...extra,
  });
}

describe('expense category tree', () => {
  it('shows main categories by code, expands a branch and collapses it again', async () => {
    const user = userEvent.setup();
    setup();
    renderApp('/purchasing/expenseCategory');
    const tree = await screen.findByRole('tree', { name: 'Expense categories' });
    const items = within(tree).getAllByRole('treeitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['100 Deck stores', '200 Engine spares']);
    expect(within(tree).getAllByText('6 budgets')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Expand 200 Engine spares' }));
    expect(screen.getByRole('treeitem', { name: '210 Main engine' })).toHaveAttribute('aria-level', '2');
    await user.click(screen.getByRole('button', { name: 'Collapse 200 Engine spares' }));
    expect(screen.queryByRole('treeitem', { name: '210 Main engine' })).not.toBeInTheDocument();
  });

  it('adds a sub-category inline under its parent; a duplicate code shows under the code', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { calls } = setup({
      'POST /purchasing/expense-categories/': () =>
        ++attempts === 1
          ? json({ message: 'An expense category with the code 210 already exists' }, 409)
          : json(
              { data: cat('3e1d8f9b-8a3b-4f88-8a3d-3abc4e6f5d44', '250', 'Deck machinery', ENGINE.id) },
              201,
            ),
    });
    renderApp('/purchasing/expenseCategory');
    await user.click(await screen.findByRole('button', { name: 'Add sub-category to 200 Engine spares' }));
    const form = screen.getByRole('form', { name: 'New sub-category of 200 Engine spares' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('code is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Code'), '210');
    await user.type(within(form).getByLabelText('Name'), 'Deck machinery');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('An expense category with the code 210 already exists'),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), '250');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      code: '250',
      name: 'Deck machinery',
      description: '',
      parentId: ENGINE.id,
    });
  });

  it('moves a category and shows the server’s cycle refusal under the parent field', async () => {
    const user = userEvent.setup();
    setup({
      [`PATCH /purchasing/expense-categories/${ENGINE.id}`]: () =>
        json(
          {
            message:
              'parentId: a category cannot be moved under one of its own sub-categories (that would make a cycle)',
            details: [
              {
                field: 'parentId',
                message:
                  'a category cannot be moved under one of its own sub-categories (that would make a cycle)',
              },
            ],
          },
          400,
        ),
    });
    renderApp('/purchasing/expenseCategory');
    await user.click(await screen.findByRole('button', { name: 'More actions for 200 Engine spares' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 200 Engine spares' });
    await user.click(within(dialog).getByRole('combobox', { name: 'New parent' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Top level (main category)', '100 Deck stores']);
    await user.click(screen.getByRole('option', { name: '100 Deck stores' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText(/would make a cycle/)).toBeInTheDocument();
  });
});
