import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { pmsKeys } from './pms-keys';

/**
 * `DELETE /pms/components/:id?version=`: removes a component without children or jobs (the server
 * answers 409 with the reason otherwise, and on a stale version).
 */
export function useDeleteComponent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; version: number }) =>
      api.delete(`/pms/components/${encodeURIComponent(input.id)}`, {
        query: { version: String(input.version) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pmsKeys.all }),
  });
}
