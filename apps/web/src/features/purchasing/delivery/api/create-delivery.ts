import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deliveryDetailResponseSchema,
  type CreatePoDeliveryInput,
  type CreateUnassignedDeliveryInput,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { deliveryKeys } from './delivery-keys';

function useCreate<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      api.post(path, body, { schema: deliveryDetailResponseSchema }).then((r) => r.data),
    onSuccess: (delivery) => {
      queryClient.setQueryData(deliveryKeys.detail(delivery.id), delivery);
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...deliveryKeys.all, 'orders'] });
    },
  });
}

/** `POST /purchasing/deliveries/`: a delivery of a sent purchase order. */
export const useCreatePoDelivery = () => useCreate<CreatePoDeliveryInput>('/purchasing/deliveries/');
/** `POST /purchasing/deliveries/unassigned`: goods without a purchase order yet. */
export const useCreateUnassignedDelivery = () =>
  useCreate<CreateUnassignedDeliveryInput>('/purchasing/deliveries/unassigned');
