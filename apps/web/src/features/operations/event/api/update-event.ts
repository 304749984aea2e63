import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventResponseSchema, type ShipEvent, type UpdateEvent } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { eventKeys } from './event-keys';

/** Stores an event the server returned after a change, and marks the lists stale. */
export function useStoreEvent() {
  const queryClient = useQueryClient();
  return (event: ShipEvent) => {
    queryClient.setQueryData(eventKeys.detail(event.id), event);
    void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
  };
}

/** `PATCH /events/:id` with the version read (409 when someone changed it meanwhile). */
export function useUpdateEvent(id: string) {
  const store = useStoreEvent();
  return useMutation({
    mutationFn: (body: UpdateEvent) =>
      api
        .patch(`/events/${encodeURIComponent(id)}`, body, { schema: eventResponseSchema })
        .then((r) => r.data),
    onSuccess: store,
  });
}
