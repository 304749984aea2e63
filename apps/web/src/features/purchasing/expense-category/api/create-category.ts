import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseCategoryResponseSchema, type CreateExpenseCategory } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { expenseCategoryKeys } from './expense-category-keys';

/** `POST /purchasing/expense-categories/`: a main category or a sub-category. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExpenseCategory) =>
      api
        .post('/purchasing/expense-categories/', body, { schema: expenseCategoryResponseSchema })
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseCategoryKeys.all }),
  });
}
