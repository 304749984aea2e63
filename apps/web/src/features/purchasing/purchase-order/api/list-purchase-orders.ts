import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseOrderListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { poKeys, type PurchaseOrdersListInput } from './po-keys';

/** `GET /purchasing/purchase-orders/`: one page of orders of the user's ships. */
export function listPurchaseOrders(query: PurchaseOrdersListInput, signal?: AbortSignal) {
  return api.get('/purchasing/purchase-orders/', {
    query: { ...query },
    signal,
    schema: purchaseOrderListResponseSchema,
  });
}

export const purchaseOrdersListQuery = (query: PurchaseOrdersListInput) =>
  queryOptions({
    queryKey: poKeys.list(query),
    queryFn: ({ signal }) => listPurchaseOrders(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of orders; the previous page stays on screen while the next loads. */
export const usePurchaseOrders = (query: PurchaseOrdersListInput) => useQuery(purchaseOrdersListQuery(query));
