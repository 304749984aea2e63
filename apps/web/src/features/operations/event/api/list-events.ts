import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { eventKeys, type EventsListInput } from './event-keys';

/** `GET /events/`: one page of events. */
export function listEvents(query: EventsListInput, signal?: AbortSignal) {
  return api.get('/events/', { query: { ...query }, signal, schema: eventListResponseSchema });
}

export const eventsListQuery = (query: EventsListInput) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => listEvents(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of events; the previous page stays on screen while the next loads. */
export const useEvents = (query: EventsListInput) => useQuery(eventsListQuery(query));
