import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeRateResponseSchema, type CreateExchangeRate } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { exchangeKeys } from './exchange-keys';

/** `POST /accounting/exchange-rates`: a new dated rate. */
export function useCreateExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExchangeRate) =>
      api
        .post('/accounting/exchange-rates', body, { schema: exchangeRateResponseSchema })
        .then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: exchangeKeys.all }),
  });
}
