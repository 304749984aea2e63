import { queryOptions, useQuery } from '@tanstack/react-query';
import { workQueueResponseSchema } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { workKeys } from './work-keys';

/** `GET /work`: counts by kind (and the first `items` of each). */
export async function getWorkQueue(items: number, signal?: AbortSignal) {
  return (await api.get('/work', { query: { items }, signal, schema: workQueueResponseSchema })).data;
}

export const workQueueQuery = (items = 0) =>
  queryOptions({
    queryKey: workKeys.queue(items),
    queryFn: ({ signal }) => getWorkQueue(items, signal),
    refetchInterval: 120_000,
  });

/** What waits for the signed-in user. */
export const useWorkQueue = (items = 0) => useQuery(workQueueQuery(items));
