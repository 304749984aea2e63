import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PO_VENDOR_TOKEN_HEADER, vendorPurchaseOrderResponseSchema } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { vendorPoKeys } from './vendor-po-keys';

/** `PUT /public/vendor/purchase-order/reference` with the link token: the vendor's own order reference. */
export function useSetVendorReference(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      api
        .put(
          '/public/vendor/purchase-order/reference',
          { reference },
          {
            headers: { [PO_VENDOR_TOKEN_HEADER]: token },
            skipSessionRenewal: true,
            schema: vendorPurchaseOrderResponseSchema,
          },
        )
        .then((r) => r.data),
    onSuccess: (order) => queryClient.setQueryData(vendorPoKeys.order(token), order),
  });
}
