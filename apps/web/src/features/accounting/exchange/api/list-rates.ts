import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exchangeRateListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { exchangeKeys, type RatesListInput } from './exchange-keys';

/** `GET /accounting/exchange-rates`: one page of rates; the previous page stays while the next loads. */
export const useExchangeRates = (query: RatesListInput) =>
  useQuery({
    queryKey: exchangeKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/accounting/exchange-rates', {
        query: { ...query },
        signal,
        schema: exchangeRateListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });
