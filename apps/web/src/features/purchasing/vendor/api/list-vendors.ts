import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vendorListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { vendorKeys, type VendorsListInput } from './vendor-keys';

/** `GET /purchasing/vendors/`: one page of vendors. */
export function listVendors(query: VendorsListInput, signal?: AbortSignal) {
  return api.get('/purchasing/vendors/', { query: { ...query }, signal, schema: vendorListResponseSchema });
}

export const vendorsListQuery = (query: VendorsListInput) =>
  queryOptions({
    queryKey: vendorKeys.list(query),
    queryFn: ({ signal }) => listVendors(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of vendors; the previous page stays on screen while the next loads. */
export const useVendors = (query: VendorsListInput) => useQuery(vendorsListQuery(query));
