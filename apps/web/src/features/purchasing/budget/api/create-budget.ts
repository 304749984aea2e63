import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetDetailResponseSchema, type CreateBudget } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { budgetKeys } from './budget-keys';

/** `POST /purchasing/budgets/`: revision 1 of a ship's budget for a category and year. */
export function useCreateBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBudget) =>
      api.post('/purchasing/budgets/', body, { schema: budgetDetailResponseSchema }).then((r) => r.data),
    onSuccess: (budget) => {
      queryClient.setQueryData(budgetKeys.detail(budget.id), budget);
      void queryClient.invalidateQueries({ queryKey: budgetKeys.lists() });
    },
  });
}
