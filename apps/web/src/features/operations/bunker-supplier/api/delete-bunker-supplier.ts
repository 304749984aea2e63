import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { bunkerSupplierKeys } from './bunker-supplier-keys';

/** `DELETE /bunker-suppliers/:id?version=`: removes the supplier with its ports, contacts and prices. */
export function useDeleteBunkerSupplier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api.delete(`/bunker-suppliers/${encodeURIComponent(id)}`, { query: { version } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: bunkerSupplierKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: bunkerSupplierKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: bunkerSupplierKeys.ports() });
    },
  });
}
