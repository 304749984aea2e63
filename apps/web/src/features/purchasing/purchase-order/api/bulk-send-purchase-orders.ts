import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkResponseSchema, type BulkSendPurchaseOrdersInput } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { poKeys } from './po-keys';

/**
 * `POST /purchasing/purchase-orders/bulk/send`: sends each chosen order to its vendor as its own send
 * would; one result per order. The lists and details refresh.
 */
export function useBulkSendPurchaseOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkSendPurchaseOrdersInput) =>
      api
        .post('/purchasing/purchase-orders/bulk/send', body, { schema: bulkResponseSchema })
        .then((r) => r.data),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: poKeys.all }),
  });
}
