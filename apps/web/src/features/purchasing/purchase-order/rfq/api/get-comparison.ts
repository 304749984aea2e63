import { queryOptions, useQuery } from '@tanstack/react-query';
import { rfqComparisonResponseSchema } from '@keel/domain';
import { api } from '../../../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** `GET /purchasing/rfqs/:id/comparison?currency=`: quotes per line and in total, in one currency. */
export const comparisonQuery = (id: string, currency: string | undefined) =>
  queryOptions({
    queryKey: rfqKeys.comparison(id, currency),
    queryFn: ({ signal }) =>
      api
        .get(`/purchasing/rfqs/${id}/comparison`, {
          signal,
          query: currency ? { currency } : {},
          schema: rfqComparisonResponseSchema,
        })
        .then((r) => r.data),
    retry: false,
  });

/** The comparison of an RFQ's current quotes. */
export const useComparison = (id: string, currency: string | undefined, enabled = true) =>
  useQuery({ ...comparisonQuery(id, currency), enabled });
