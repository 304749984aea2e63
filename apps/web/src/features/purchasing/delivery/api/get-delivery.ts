import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryDetailResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** `GET /purchasing/deliveries/:id`: a delivery with its lines and transfers. */
export function getDelivery(id: string, signal?: AbortSignal) {
  return api
    .get(`/purchasing/deliveries/${encodeURIComponent(id)}`, { signal, schema: deliveryDetailResponseSchema })
    .then((r) => r.data);
}

export const deliveryQuery = (id: string) =>
  queryOptions({
    queryKey: deliveryKeys.detail(id),
    queryFn: ({ signal }) => getDelivery(id, signal),
    retry: false,
  });

/** One delivery. */
export const useDelivery = (id: string) => useQuery(deliveryQuery(id));
