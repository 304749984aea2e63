import { queryOptions, useQuery } from '@tanstack/react-query';
import { PO_VENDOR_TOKEN_HEADER, vendorPurchaseOrderResponseSchema } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { vendorPoKeys } from './vendor-po-keys';

/** `GET /public/vendor/purchase-order` with the link token (no login): the vendor's order. */
export const vendorOrderQuery = (token: string) =>
  queryOptions({
    queryKey: vendorPoKeys.order(token),
    queryFn: ({ signal }) =>
      api
        .get('/public/vendor/purchase-order', {
          signal,
          headers: { [PO_VENDOR_TOKEN_HEADER]: token },
          skipSessionRenewal: true,
          schema: vendorPurchaseOrderResponseSchema,
        })
        .then((r) => r.data),
    retry: false,
    staleTime: 60_000,
  });

export const useVendorOrder = (token: string) =>
  useQuery({ ...vendorOrderQuery(token), enabled: token !== '' });
