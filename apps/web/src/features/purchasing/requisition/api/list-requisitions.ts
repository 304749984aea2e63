import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requisitionListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { requisitionKeys, type RequisitionsListInput } from './requisition-keys';

/** `GET /purchasing/requisitions`: one page of the user's ships' requisitions. */
export function listRequisitions(query: RequisitionsListInput, signal?: AbortSignal) {
  return api.get('/purchasing/requisitions', {
    query: { ...query },
    signal,
    schema: requisitionListResponseSchema,
  });
}

export const requisitionsListQuery = (query: RequisitionsListInput) =>
  queryOptions({
    queryKey: requisitionKeys.list(query),
    queryFn: ({ signal }) => listRequisitions(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of requisitions; the previous page stays on screen while the next loads. */
export const useRequisitions = (query: RequisitionsListInput) => useQuery(requisitionsListQuery(query));
