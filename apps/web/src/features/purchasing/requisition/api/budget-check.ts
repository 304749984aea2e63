import { queryOptions, useQuery } from '@tanstack/react-query';
import { requisitionBudgetCheckResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { requisitionKeys, requisitionPath } from './requisition-keys';

/** `GET /purchasing/requisitions/:id/budget-check`: would submitting push the budget over? */
export const budgetCheckQuery = (id: string, version: number) =>
  queryOptions({
    queryKey: requisitionKeys.budgetCheck(id, version),
    queryFn: ({ signal }) =>
      api
        .get(requisitionPath(id, '/budget-check'), { signal, schema: requisitionBudgetCheckResponseSchema })
        .then((r) => r.data),
    staleTime: 0,
  });

/** The budget check of the version on screen (asked when the submit dialog opens). */
export const useBudgetCheck = (id: string, version: number, enabled: boolean) =>
  useQuery({ ...budgetCheckQuery(id, version), enabled });
