import { useQuery } from '@tanstack/react-query';
import { rateSeriesResponseSchema, type RateSeriesQuery } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { exchangeKeys } from './exchange-keys';

/** `GET /accounting/exchange-rates/series`: one pair's rates by date (for the chart). */
export const useRateSeries = (query: Partial<RateSeriesQuery> & { from: string; to: string }) =>
  useQuery({
    queryKey: exchangeKeys.series(query),
    queryFn: ({ signal }) =>
      api
        .get('/accounting/exchange-rates/series', {
          query: { ...query },
          signal,
          schema: rateSeriesResponseSchema,
        })
        .then((r) => r.data),
    enabled: query.from.length === 3 && query.to.length === 3 && query.from !== query.to,
  });
