import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { expenseCategoryKeys } from './expense-category-keys';

/** `DELETE /purchasing/expense-categories/:id?version=`: only an unused category without sub-categories. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api.delete(`/purchasing/expense-categories/${encodeURIComponent(id)}`, { query: { version } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expenseCategoryKeys.all }),
  });
}
