import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rfqListResponseSchema } from '@keel/domain';
import { api } from '../../../../../lib/api-client';
import { rfqKeys, type RfqListInput } from './rfq-keys';

/** `GET /purchasing/rfqs`: one page of RFQs of the user's ships. */
export function listRfqs(query: RfqListInput, signal?: AbortSignal) {
  return api.get('/purchasing/rfqs', { query: { ...query }, signal, schema: rfqListResponseSchema });
}

export const rfqListQuery = (query: RfqListInput) =>
  queryOptions({
    queryKey: rfqKeys.list(query),
    queryFn: ({ signal }) => listRfqs(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of RFQs; the previous page stays on screen while the next loads. */
export const useRfqs = (query: RfqListInput) => useQuery(rfqListQuery(query));
