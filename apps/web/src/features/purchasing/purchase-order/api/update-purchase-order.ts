import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseOrderDetailResponseSchema, type UpdatePurchaseOrder } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { poKeys } from './po-keys';

/** `PUT /purchasing/purchase-orders/:id`: edits the draft (409 when stale). */
export function useUpdatePurchaseOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePurchaseOrder) =>
      api
        .put(`/purchasing/purchase-orders/${encodeURIComponent(id)}`, body, {
          schema: purchaseOrderDetailResponseSchema,
        })
        .then((r) => r.data),
    onSuccess: (po) => {
      queryClient.setQueryData(poKeys.detail(id), po);
      void queryClient.invalidateQueries({ queryKey: poKeys.lists() });
    },
  });
}
