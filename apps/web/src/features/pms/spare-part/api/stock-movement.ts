import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WriteRequest } from '../../../../lib/offline-queue';
import { useQueuedWrite } from '../../../../lib/offline-queue/use-outbox';
import {
  sparePartResponseSchema,
  type SparePart,
  type StockAdjustment,
  type StockReceipt,
  type StockTransfer,
} from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sparePartKeys, sparePartPath } from './spare-part-keys';

/** The stock movements a user records on a part's page. */
export type StockMovementKind = 'receipt' | 'adjust' | 'transfer';
/** The body of each movement. */
export type StockMovementBody = StockReceipt | StockAdjustment | StockTransfer;

/**
 * `POST /pms/spare-parts/:id/receipt|adjust|transfer`: the answer replaces the cached part; its ledger and
 * the lists refresh. 400 names the field (a short stock names the part), 409 when the version is stale.
 */
export function useStockMovement(id: string, kind: StockMovementKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockMovementBody): Promise<SparePart> =>
      api.post(sparePartPath(id, `/${kind}`), body, { schema: sparePartResponseSchema }).then((r) => r.data),
    onSuccess: (part) => {
      queryClient.setQueryData(sparePartKeys.detail(id), part);
      void queryClient.invalidateQueries({ queryKey: [...sparePartKeys.detail(id), 'ledger'] });
      void queryClient.invalidateQueries({ queryKey: sparePartKeys.lists() });
    },
  });
}

/** The queue's kind of a receipt or a count entered on a part's page (the page lists the pending ones). */
export const STOCK_WRITE = 'pms-stock';

/**
 * `POST /pms/spare-parts/:id/receipt|adjust` as a queued write (docs/offline-writes.md): entered at sea
 * without a link it is kept on the device and sent once when the link is back (same `Idempotency-Key`).
 * The body carries the version read: a second movement of the same part queued behind the first is
 * refused (409) and kept as a conflict for the user to enter again on the current stock.
 */
export function stockWrite(
  part: Pick<SparePart, 'id' | 'partNumber' | 'unit' | 'shipName'>,
  kind: 'receipt' | 'adjust',
  body: StockReceipt | StockAdjustment,
): WriteRequest {
  const what =
    'countedQuantity' in body
      ? `count ${body.countedQuantity} ${part.unit}`
      : `receipt of ${body.quantity} ${part.unit}`;
  return {
    kind: STOCK_WRITE,
    label: `${part.partNumber}: ${what}${part.shipName ? ` · ${part.shipName}` : ''}`,
    method: 'POST',
    path: sparePartPath(part.id, `/${kind}`),
    body,
    editPath: `/PMS/spare-part/${part.id}`,
    draft: body,
    invalidates: [sparePartKeys.detail(part.id), sparePartKeys.lists()],
    meta: { sparePartId: part.id },
  };
}

/** A receipt or a count through the device's queue; the answer (when sent) replaces the cached part. */
export function useQueuedStockMovement(id: string) {
  const queryClient = useQueryClient();
  const queued = useQueuedWrite(sparePartResponseSchema);
  const submit = async (request: WriteRequest) => {
    const result = await queued.submit(request);
    if (result.outcome === 'sent') {
      queryClient.setQueryData(sparePartKeys.detail(id), result.data);
      void queryClient.invalidateQueries({ queryKey: [...sparePartKeys.detail(id), 'ledger'] });
      void queryClient.invalidateQueries({ queryKey: sparePartKeys.lists() });
    }
    return result;
  };
  return { submit, isPending: queued.isPending };
}
