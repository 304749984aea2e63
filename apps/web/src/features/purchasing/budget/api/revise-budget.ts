import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetDetailResponseSchema, type ReviseBudget } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { budgetKeys } from './budget-keys';

/** `POST /purchasing/budgets/:id/revisions`: a new current revision with its reason (409 when stale). */
export function useReviseBudget(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviseBudget) =>
      api
        .post(`/purchasing/budgets/${encodeURIComponent(id)}/revisions`, body, {
          schema: budgetDetailResponseSchema,
        })
        .then((r) => r.data),
    onSuccess: (budget) => {
      queryClient.setQueryData(budgetKeys.detail(id), budget);
      void queryClient.invalidateQueries({ queryKey: budgetKeys.lists() });
    },
  });
}
