import { useQueryClient } from '@tanstack/react-query';
import { readingResponseSchema, type CreateReading } from '@keel/domain';
import type { WriteRequest } from '../../../../lib/offline-queue';
import { useQueuedWrite } from '../../../../lib/offline-queue/use-outbox';
import { pmsKeys } from './pms-keys';

/** The queue's kind of a running-hours reading (the ship page lists the pending ones). */
export const RUNNING_HOURS_WRITE = 'running-hours';

/** `POST /pms/counters/:id/readings` as a queued write (docs/offline-writes.md). */
export function readingWrite(
  counterId: string,
  body: CreateReading,
  label: string,
  shipId: string,
): WriteRequest {
  return {
    kind: RUNNING_HOURS_WRITE,
    label,
    method: 'POST',
    path: `/pms/counters/${encodeURIComponent(counterId)}/readings`,
    body,
    editPath: `/PMS/manage/${shipId}`,
    draft: body,
    invalidates: [
      pmsKeys.readings(counterId),
      [...pmsKeys.all, 'counters'],
      pmsKeys.trees(),
      pmsKeys.fleet(),
    ],
    meta: { counterId },
  };
}

/**
 * A reading entered by the crew, through the device's queue: at sea without a link it is kept and sent
 * once when the link is back (same `Idempotency-Key`).
 */
export function useAddReading(componentId: string) {
  const queryClient = useQueryClient();
  const queued = useQueuedWrite(readingResponseSchema);
  const submit = async (request: WriteRequest) => {
    const result = await queued.submit(request);
    if (result.outcome === 'sent') {
      void queryClient.invalidateQueries({ queryKey: pmsKeys.counters(componentId) });
      void queryClient.invalidateQueries({ queryKey: pmsKeys.readings(result.data.reading.counterId) });
    }
    return result;
  };
  return { submit, isPending: queued.isPending };
}
