import { useQuery } from '@tanstack/react-query';
import { expenseOptionsResponseSchema, expenseResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { expenseKeys } from './expense-keys';

/** `GET /accounting/expenses/:id`. */
export const useExpense = (id: string) =>
  useQuery({
    queryKey: expenseKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/accounting/expenses/${encodeURIComponent(id)}`, { signal, schema: expenseResponseSchema })
        .then((r) => r.data),
  });

/** `GET /accounting/expenses/options`: ships, categories, agents, customers and the base currency. */
export const useExpenseOptions = () =>
  useQuery({
    queryKey: expenseKeys.options(),
    queryFn: ({ signal }) =>
      api
        .get('/accounting/expenses/options', { signal, schema: expenseOptionsResponseSchema })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
  });
