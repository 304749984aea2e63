import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTotalsResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { requisitionKeys, type RequisitionsListInput } from './requisition-keys';

/** The list's filters (totals have no paging or sort). */
export type RequisitionTotalsInput = Omit<RequisitionsListInput, 'offset' | 'limit' | 'sort'>;

/** `GET /purchasing/requisitions/totals`: the estimates of every requisition the filters find, in the base currency. */
export const requisitionTotalsQuery = (query: RequisitionTotalsInput) =>
  queryOptions({
    // Under the lists' key, so whatever refreshes the lists refreshes the total.
    queryKey: [...requisitionKeys.lists(), 'totals', query] as const,
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/requisitions/totals', {
          query: { ...query },
          signal,
          schema: listTotalsResponseSchema,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
  });

/** The estimated total of the list's filtered requisitions. */
export const useRequisitionTotals = (query: RequisitionTotalsInput) =>
  useQuery(requisitionTotalsQuery(query));
