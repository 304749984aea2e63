import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expenseListResponseSchema, listTotalsResponseSchema, type ExpenseFilterQuery } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { expenseKeys, type ExpensesListInput } from './expense-keys';

/** `GET /accounting/expenses`: one page of expenses; the previous page stays while the next loads. */
export const useExpenses = (query: ExpensesListInput) =>
  useQuery({
    queryKey: expenseKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/accounting/expenses', { query: { ...query }, signal, schema: expenseListResponseSchema }),
    placeholderData: keepPreviousData,
  });

/** `GET /accounting/expenses/totals`: the converted total of every expense the filters find. */
export const useExpenseTotals = (query: Partial<ExpenseFilterQuery>) =>
  useQuery({
    queryKey: expenseKeys.totals(query),
    queryFn: ({ signal }) =>
      api
        .get('/accounting/expenses/totals', { query: { ...query }, signal, schema: listTotalsResponseSchema })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });
