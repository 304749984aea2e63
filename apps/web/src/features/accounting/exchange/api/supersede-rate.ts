import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeRateResponseSchema, type SupersedeExchangeRate } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { exchangeKeys } from './exchange-keys';

/** `POST /accounting/exchange-rates/:id/supersede`: a corrected rate; the old one stays as it was. */
export function useSupersedeExchangeRate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupersedeExchangeRate) =>
      api
        .post(`/accounting/exchange-rates/${encodeURIComponent(id)}/supersede`, body, {
          schema: exchangeRateResponseSchema,
        })
        .then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: exchangeKeys.all }),
  });
}
