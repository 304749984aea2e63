import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseOrderDetailResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { poKeys } from './po-keys';

/** `GET /purchasing/purchase-orders/:id`: lines, approvals, revisions and the vendor link. */
export const purchaseOrderQuery = (id: string) =>
  queryOptions({
    queryKey: poKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/purchasing/purchase-orders/${encodeURIComponent(id)}`, {
          signal,
          schema: purchaseOrderDetailResponseSchema,
        })
        .then((r) => r.data),
  });

export const usePurchaseOrder = (id: string) => useQuery(purchaseOrderQuery(id));
