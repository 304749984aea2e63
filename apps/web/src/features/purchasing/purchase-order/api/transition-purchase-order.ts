import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseOrderDetailResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { poKeys } from './po-keys';

/** The transitions of a purchase order: `POST /purchasing/purchase-orders/:id/<step>`. */
export type PoStep = 'submit' | 'approve' | 'send-back' | 'send' | 'vendor-action' | 'revert' | 'cancel';

/**
 * One hook for the transition endpoints (submit, approve, send back, send to vendor, vendor_action,
 * revert, cancel): each posts `{ version, …extra }` and answers the updated order.
 */
export function usePurchaseOrderStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: { step: PoStep; body: { version: number } & Record<string, unknown> }) =>
      api
        .post(`/purchasing/purchase-orders/${encodeURIComponent(id)}/${step}`, body, {
          schema: purchaseOrderDetailResponseSchema,
        })
        .then((r) => r.data),
    onSuccess: (po) => {
      queryClient.setQueryData(poKeys.detail(id), po);
      void queryClient.invalidateQueries({ queryKey: poKeys.lists() });
    },
  });
}
