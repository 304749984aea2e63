import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { roleKeys } from './role-keys';

/** `DELETE /access/roles/:id`. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/access/roles/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: roleKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
    },
  });
}
