import { useQuery } from '@tanstack/react-query';
import { exchangeRateDetailResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { exchangeKeys } from './exchange-keys';

/** `GET /accounting/exchange-rates/:id`: the rate, its history and the documents that used it. */
export const useExchangeRate = (id: string) =>
  useQuery({
    queryKey: exchangeKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/accounting/exchange-rates/${encodeURIComponent(id)}`, {
          signal,
          schema: exchangeRateDetailResponseSchema,
        })
        .then((r) => r.data),
  });
