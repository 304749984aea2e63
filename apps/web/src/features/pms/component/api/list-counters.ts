import { useQuery } from '@tanstack/react-query';
import { counterListResponseSchema, readingListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys } from './pms-keys';

/** `GET /pms/components/:id/counters`. */
export const useCounters = (componentId: string | null) =>
  useQuery({
    queryKey: pmsKeys.counters(componentId ?? ''),
    queryFn: ({ signal }) =>
      api
        .get(`/pms/components/${encodeURIComponent(componentId!)}/counters`, {
          signal,
          schema: counterListResponseSchema,
        })
        .then((r) => r.data),
    enabled: Boolean(componentId),
  });

/** `GET /pms/counters/:id/readings`: the newest 20 with hours per day. */
export const useReadings = (counterId: string | null) =>
  useQuery({
    queryKey: pmsKeys.readings(counterId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/pms/counters/${encodeURIComponent(counterId!)}/readings`, {
        signal,
        query: { limit: 20 },
        schema: readingListResponseSchema,
      }),
    enabled: Boolean(counterId),
  });
