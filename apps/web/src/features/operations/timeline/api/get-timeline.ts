import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { timelineResponseSchema, type Timeline } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { timelineKeys, type TimelineInput } from './timeline-keys';

/** `GET /timeline/?from&to&shipIds`: per-ship lanes of the period. */
export const timelineQuery = (input: TimelineInput) =>
  queryOptions<Timeline, Error, Timeline, ReturnType<typeof timelineKeys.period>>({
    queryKey: timelineKeys.period(input),
    queryFn: ({ signal }) =>
      api
        .get('/timeline/', {
          query: { from: input.from, to: input.to, shipIds: input.shipIds || undefined },
          signal,
          schema: timelineResponseSchema,
        })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The timeline of a period; the previous period stays on screen while the next loads. */
export const useTimeline = (input: TimelineInput) => useQuery(timelineQuery(input));
