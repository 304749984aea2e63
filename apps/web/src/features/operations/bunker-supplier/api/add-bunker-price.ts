import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bunkerPriceResponseSchema, type CreateBunkerPriceInput } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { bunkerSupplierKeys } from './bunker-supplier-keys';

/** `POST /bunker-suppliers/:id/prices`: a new dated price; the supplier's current prices are refetched. */
export function useAddBunkerPrice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBunkerPriceInput) =>
      api
        .post(`/bunker-suppliers/${encodeURIComponent(id)}/prices`, body, {
          schema: bunkerPriceResponseSchema,
        })
        .then((r) => r.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bunkerSupplierKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: bunkerSupplierKeys.lists() });
    },
  });
}
