import type { ExpenseFilterQuery, ExpenseListQuery } from '@keel/domain';

/** Query of the expenses list as the screen sends it. */
export type ExpensesListInput = Partial<ExpenseListQuery>;

/** Query keys of the expense feature. */
export const expenseKeys = {
  all: ['expenses'] as const,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (query: ExpensesListInput) => [...expenseKeys.lists(), query] as const,
  totals: (query: Partial<ExpenseFilterQuery>) => [...expenseKeys.all, 'totals', query] as const,
  options: () => [...expenseKeys.all, 'options'] as const,
  detail: (id: string) => [...expenseKeys.all, 'detail', id] as const,
};
