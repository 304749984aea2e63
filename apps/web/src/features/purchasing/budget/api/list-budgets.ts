import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { budgetListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { budgetKeys, type BudgetsListInput } from './budget-keys';

/** `GET /purchasing/budgets/`: one page of budgets of the user's ships. */
export function listBudgets(query: BudgetsListInput, signal?: AbortSignal) {
  return api.get('/purchasing/budgets/', { query: { ...query }, signal, schema: budgetListResponseSchema });
}

export const budgetsListQuery = (query: BudgetsListInput) =>
  queryOptions({
    queryKey: budgetKeys.list(query),
    queryFn: ({ signal }) => listBudgets(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of budgets; the previous page stays on screen while the next loads. */
export const useBudgets = (query: BudgetsListInput) => useQuery(budgetsListQuery(query));
