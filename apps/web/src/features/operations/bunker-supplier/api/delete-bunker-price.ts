import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { bunkerSupplierKeys } from './bunker-supplier-keys';

/** `DELETE /bunker-suppliers/:id/prices/:priceId`: removes a price entered by mistake. */
export function useDeleteBunkerPrice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priceId: string) =>
      api.delete(`/bunker-suppliers/${encodeURIComponent(id)}/prices/${encodeURIComponent(priceId)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bunkerSupplierKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: bunkerSupplierKeys.lists() });
    },
  });
}
