import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorResponseSchema, type UpdateVendorInput } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { vendorKeys } from './vendor-keys';

/**
 * `PATCH /purchasing/vendors/:id` with the version read (409 when someone changed it meanwhile);
 * ports, categories and contacts are sent as whole lists; `active: false` deactivates.
 */
export function useUpdateVendor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVendorInput) =>
      api
        .patch(`/purchasing/vendors/${encodeURIComponent(id)}`, body, { schema: vendorResponseSchema })
        .then((r) => r.data),
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorKeys.detail(id), vendor);
      void queryClient.invalidateQueries({ queryKey: vendorKeys.lists() });
    },
  });
}
