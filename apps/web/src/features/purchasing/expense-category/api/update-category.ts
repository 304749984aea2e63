import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseCategoryResponseSchema, type UpdateExpenseCategoryInput } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { expenseCategoryKeys } from './expense-category-keys';

/**
 * `PATCH /purchasing/expense-categories/:id` with the version read: rename, recode, move (`parentId`),
 * deactivate or activate. The whole tree is reloaded (a deactivation reaches the sub-categories too).
 */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateExpenseCategoryInput & { id: string }) =>
      api
        .patch(`/purchasing/expense-categories/${encodeURIComponent(id)}`, body, {
          schema: expenseCategoryResponseSchema,
        })
        .then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expenseCategoryKeys.all }),
  });
}
