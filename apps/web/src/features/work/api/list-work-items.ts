import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { workItemsResponseSchema, type WorkKind } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { workKeys } from './work-keys';

/** `GET /work/items`: one kind's items, paged. */
export function listWorkItems(kind: WorkKind, offset: number, limit: number, signal?: AbortSignal) {
  return api.get('/work/items', { query: { kind, offset, limit }, signal, schema: workItemsResponseSchema });
}

export const workItemsQuery = (kind: WorkKind, offset: number, limit: number) =>
  queryOptions({
    queryKey: workKeys.items(kind, offset, limit),
    queryFn: ({ signal }) => listWorkItems(kind, offset, limit, signal),
    placeholderData: keepPreviousData,
  });

/** One kind's page of the work queue. */
export const useWorkItems = (kind: WorkKind, offset: number, limit: number) =>
  useQuery(workItemsQuery(kind, offset, limit));
