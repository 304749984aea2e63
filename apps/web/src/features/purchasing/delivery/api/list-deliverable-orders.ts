import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deliverablePurchaseOrderListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { deliveryKeys, type DeliverableOrdersInput } from './delivery-keys';

/** `GET /purchasing/deliveries/purchase-orders`: sent orders goods can still be delivered against. */
export const useDeliverableOrders = (query: DeliverableOrdersInput, enabled = true) =>
  useQuery({
    queryKey: deliveryKeys.orders(query),
    queryFn: ({ signal }) =>
      api.get('/purchasing/deliveries/purchase-orders', {
        query: { ...query },
        signal,
        schema: deliverablePurchaseOrderListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
