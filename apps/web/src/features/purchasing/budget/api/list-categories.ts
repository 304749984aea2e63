import { queryOptions, useQuery } from '@tanstack/react-query';
import { expenseCategoryTreeResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { budgetKeys } from './budget-keys';

/**
 * `GET /purchasing/expense-categories/tree` for the budget screens' category pickers (readable with
 * `purchasing.budget`); fresh for 5 minutes.
 */
export const budgetCategoriesQuery = () =>
  queryOptions({
    queryKey: budgetKeys.categories(),
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/expense-categories/tree', { signal, schema: expenseCategoryTreeResponseSchema })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const useBudgetCategories = () => useQuery(budgetCategoriesQuery());
