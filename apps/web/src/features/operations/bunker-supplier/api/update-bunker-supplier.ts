import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bunkerSupplierResponseSchema, type UpdateBunkerSupplierInput } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { bunkerSupplierKeys } from './bunker-supplier-keys';

/**
 * `PATCH /bunker-suppliers/:id` with the version read (409 when someone changed it meanwhile); ports
 * and contacts are sent as whole lists.
 */
export function useUpdateBunkerSupplier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBunkerSupplierInput) =>
      api
        .patch(`/bunker-suppliers/${encodeURIComponent(id)}`, body, { schema: bunkerSupplierResponseSchema })
        .then((r) => r.data),
    onSuccess: (supplier) => {
      queryClient.setQueryData(bunkerSupplierKeys.detail(id), supplier);
      void queryClient.invalidateQueries({ queryKey: bunkerSupplierKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: bunkerSupplierKeys.ports() });
      void queryClient.invalidateQueries({ queryKey: bunkerSupplierKeys.prices(id) });
    },
  });
}
