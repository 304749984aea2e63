import { useMutation } from '@tanstack/react-query';
import { eventResponseSchema, type CloseEvent } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useStoreEvent } from './update-event';

/** `POST /events/:id/close` with the closing note. */
export function useCloseEvent(id: string) {
  const store = useStoreEvent();
  return useMutation({
    mutationFn: (body: CloseEvent) =>
      api
        .post(`/events/${encodeURIComponent(id)}/close`, body, { schema: eventResponseSchema })
        .then((r) => r.data),
    onSuccess: store,
  });
}
