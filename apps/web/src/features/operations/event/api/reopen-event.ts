import { useMutation } from '@tanstack/react-query';
import { eventResponseSchema, type ReopenEvent } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useStoreEvent } from './update-event';

/** `POST /events/:id/reopen`. */
export function useReopenEvent(id: string) {
  const store = useStoreEvent();
  return useMutation({
    mutationFn: (body: ReopenEvent) =>
      api
        .post(`/events/${encodeURIComponent(id)}/reopen`, body, { schema: eventResponseSchema })
        .then((r) => r.data),
    onSuccess: store,
  });
}
