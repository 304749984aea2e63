import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorResponseSchema, type CreateVendor } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { vendorKeys } from './vendor-keys';

/** `POST /purchasing/vendors/`. */
export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVendor) =>
      api.post('/purchasing/vendors/', body, { schema: vendorResponseSchema }).then((r) => r.data),
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorKeys.detail(vendor.id), vendor);
      void queryClient.invalidateQueries({ queryKey: vendorKeys.lists() });
    },
  });
}
