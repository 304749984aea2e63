import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bunkerPriceListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { bunkerSupplierKeys, type BunkerPricesListInput } from './bunker-supplier-keys';

/** `GET /bunker-suppliers/:id/prices`: one page of the price history. */
export const bunkerPricesQuery = (id: string, query: BunkerPricesListInput) =>
  queryOptions({
    queryKey: bunkerSupplierKeys.priceList(id, query),
    queryFn: ({ signal }) =>
      api.get(`/bunker-suppliers/${encodeURIComponent(id)}/prices`, {
        query: { ...query },
        signal,
        schema: bunkerPriceListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });

export const useBunkerPrices = (id: string, query: BunkerPricesListInput) =>
  useQuery(bunkerPricesQuery(id, query));
