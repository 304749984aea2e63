import { useMutation } from '@tanstack/react-query';
import { eventResponseSchema, type CreateEvent } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { useStoreEvent } from './update-event';

/** `POST /events/`. */
export function useCreateEvent() {
  const store = useStoreEvent();
  return useMutation({
    mutationFn: (body: CreateEvent) =>
      api.post('/events/', body, { schema: eventResponseSchema }).then((r) => r.data),
    onSuccess: store,
  });
}
