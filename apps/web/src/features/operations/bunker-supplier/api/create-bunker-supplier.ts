import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bunkerSupplierResponseSchema, type CreateBunkerSupplierInput } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { bunkerSupplierKeys } from './bunker-supplier-keys';

/** `POST /bunker-suppliers/`. */
export function useCreateBunkerSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBunkerSupplierInput) =>
      api.post('/bunker-suppliers/', body, { schema: bunkerSupplierResponseSchema }).then((r) => r.data),
    onSuccess: (supplier) => {
      queryClient.setQueryData(bunkerSupplierKeys.detail(supplier.id), supplier);
      void queryClient.invalidateQueries({ queryKey: bunkerSupplierKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: bunkerSupplierKeys.ports() });
    },
  });
}
