import { useQueryClient } from '@tanstack/react-query';
import { requisitionDetailResponseSchema, type CreateRequisition } from '@keel/domain';
import type { WriteRequest } from '../../../../lib/offline-queue';
import { useQueuedWrite } from '../../../../lib/offline-queue/use-outbox';
import { requisitionKeys } from './requisition-keys';

/** The queue's kind of a new requisition (the list shows the pending ones). */
export const REQUISITION_WRITE = 'requisition';

/** `POST /purchasing/requisitions` as a queued write: its label, the form values to reopen it, the lists to refresh. */
export function requisitionWrite(body: CreateRequisition, draft: unknown, shipName: string): WriteRequest {
  const lines = body.lines.length;
  return {
    kind: REQUISITION_WRITE,
    label: `Requisition “${body.title}”${shipName ? ` · ${shipName}` : ''} (${lines} ${lines === 1 ? 'line' : 'lines'})`,
    method: 'POST',
    path: '/purchasing/requisitions',
    body,
    editPath: '/purchasing/requisition',
    draft,
    invalidates: [requisitionKeys.lists()],
    meta: { shipId: body.shipId },
  };
}

/**
 * `POST /purchasing/requisitions` (a draft with its lines) through the device's queue: offline or on a
 * dropped link it is kept and sent later with the same `Idempotency-Key`.
 */
export function useCreateRequisition() {
  const queryClient = useQueryClient();
  const queued = useQueuedWrite(requisitionDetailResponseSchema);
  const submit = async (request: WriteRequest, options?: { replaces?: string }) => {
    const result = await queued.submit(request, options);
    if (result.outcome === 'sent') {
      queryClient.setQueryData(requisitionKeys.detail(result.data.id), result.data);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.lists() });
    }
    return result;
  };
  return { submit, isPending: queued.isPending };
}
