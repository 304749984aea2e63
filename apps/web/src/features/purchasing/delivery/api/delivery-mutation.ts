import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryDetailResponseSchema, type DeliveryDetail } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { deliveryKeys } from './delivery-keys';

/**
 * A change of one delivery (`POST` or `PATCH` on `path`) answering the delivery: its detail is put in
 * the cache and the lists refetch. The endpoint files below name each route.
 */
export function useDeliveryChange<B>(method: 'post' | 'patch', path: (id: string) => string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      api[method](path(id), body, { schema: deliveryDetailResponseSchema }).then((r) => r.data),
    onSuccess: (delivery: DeliveryDetail) => {
      if (delivery.id === id) queryClient.setQueryData(deliveryKeys.detail(id), delivery);
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.details() });
    },
  });
}

export const deliveryPath = (id: string, action = '') =>
  `/purchasing/deliveries/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
