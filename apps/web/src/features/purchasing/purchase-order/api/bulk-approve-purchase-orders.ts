import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkResponseSchema, type BulkAction } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { poKeys } from './po-keys';

/**
 * `POST /purchasing/purchase-orders/bulk/approve`: approves each chosen order as its own approve would
 * (its ship's approve_purchase_order, never the creator's own); one result per order. The lists and
 * details refresh.
 */
export function useBulkApprovePurchaseOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkAction) =>
      api
        .post('/purchasing/purchase-orders/bulk/approve', body, { schema: bulkResponseSchema })
        .then((r) => r.data),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: poKeys.all }),
  });
}
