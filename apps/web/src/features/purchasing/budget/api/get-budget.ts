import { queryOptions, useQuery } from '@tanstack/react-query';
import { budgetDetailResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { budgetKeys } from './budget-keys';

/** `GET /purchasing/budgets/:id`: with months and every revision. */
export const budgetQuery = (id: string) =>
  queryOptions({
    queryKey: budgetKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/purchasing/budgets/${encodeURIComponent(id)}`, { signal, schema: budgetDetailResponseSchema })
        .then((r) => r.data),
  });

export const useBudget = (id: string) => useQuery(budgetQuery(id));
