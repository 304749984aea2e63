import { queryOptions, useQuery } from '@tanstack/react-query';
import { requisitionBudgetCheckResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { poKeys } from './po-keys';

/** `GET /purchasing/purchase-orders/:id/budget-check`: the order against its ship's budget for the category. */
export const purchaseOrderBudgetQuery = (id: string, version: number) =>
  queryOptions({
    queryKey: poKeys.budgetCheck(id, version),
    queryFn: ({ signal }) =>
      api
        .get(`/purchasing/purchase-orders/${encodeURIComponent(id)}/budget-check`, {
          signal,
          schema: requisitionBudgetCheckResponseSchema,
        })
        .then((r) => r.data),
  });

/** The budget check, fetched only while `enabled` (the submit confirmation is open). */
export const usePurchaseOrderBudget = (id: string, version: number, enabled: boolean) =>
  useQuery({ ...purchaseOrderBudgetQuery(id, version), enabled });
