import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { eventKeys } from './event-keys';

/** `GET /events/:id`. */
export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/events/${encodeURIComponent(id)}`, { signal, schema: eventResponseSchema })
        .then((r) => r.data),
  });

/** One event (disabled while no id is given). */
export const useEvent = (id: string | null) => useQuery({ ...eventQuery(id ?? ''), enabled: Boolean(id) });
