import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { shipKeys } from './ship-keys';

/** How many recent events the ship page shows. */
export const RECENT_EVENTS = 5;

/** `GET /events/?shipId=…`: the ship's latest events (events module). */
export const recentEventsQuery = (shipId: string) =>
  queryOptions({
    queryKey: shipKeys.recentEvents(shipId),
    queryFn: ({ signal }) =>
      api.get('/events/', {
        query: { shipId, limit: RECENT_EVENTS, sort: '-occurredAt' },
        signal,
        schema: eventListResponseSchema,
      }),
  });

/** The ship's recent events; only fetched for users who may open /event. */
export const useRecentEvents = (shipId: string, enabled: boolean) =>
  useQuery({ ...recentEventsQuery(shipId), enabled });
