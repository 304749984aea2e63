import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bunkerSupplierListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { bunkerSupplierKeys, type BunkerSuppliersListInput } from './bunker-supplier-keys';

/** `GET /bunker-suppliers/`: one page of suppliers. */
export function listBunkerSuppliers(query: BunkerSuppliersListInput, signal?: AbortSignal) {
  return api.get('/bunker-suppliers/', {
    query: { ...query },
    signal,
    schema: bunkerSupplierListResponseSchema,
  });
}

export const bunkerSuppliersListQuery = (query: BunkerSuppliersListInput) =>
  queryOptions({
    queryKey: bunkerSupplierKeys.list(query),
    queryFn: ({ signal }) => listBunkerSuppliers(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of suppliers; the previous page stays on screen while the next loads. */
export const useBunkerSuppliers = (query: BunkerSuppliersListInput) =>
  useQuery(bunkerSuppliersListQuery(query));
