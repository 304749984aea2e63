import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { deliveryKeys, type DeliveriesListInput } from './delivery-keys';

/** `GET /purchasing/deliveries/`: one page of deliveries of the user's ships. */
export function listDeliveries(query: DeliveriesListInput, signal?: AbortSignal) {
  return api.get('/purchasing/deliveries/', {
    query: { ...query },
    signal,
    schema: deliveryListResponseSchema,
  });
}

export const deliveriesListQuery = (query: DeliveriesListInput) =>
  queryOptions({
    queryKey: deliveryKeys.list(query),
    queryFn: ({ signal }) => listDeliveries(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of deliveries; the previous page stays on screen while the next loads. */
export const useDeliveries = (query: DeliveriesListInput) => useQuery(deliveriesListQuery(query));
