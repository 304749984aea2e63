import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseOrderOptionsResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { poKeys } from './po-keys';

/** `GET /purchasing/purchase-orders/options`: vendors (filter) and active agents (editor). */
export const purchaseOrderOptionsQuery = () =>
  queryOptions({
    queryKey: poKeys.options(),
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/purchase-orders/options', { signal, schema: purchaseOrderOptionsResponseSchema })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const usePurchaseOrderOptions = () => useQuery(purchaseOrderOptionsQuery());
