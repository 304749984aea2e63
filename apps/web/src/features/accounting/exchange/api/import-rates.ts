import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rateImportResponseSchema, type RateImportInput } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { exchangeKeys } from './exchange-keys';

/** `POST /accounting/exchange-rates/import/preview`: what the file would store and refuse. */
export const usePreviewRateImport = () =>
  useMutation({
    mutationFn: (body: RateImportInput) =>
      api
        .post('/accounting/exchange-rates/import/preview', body, { schema: rateImportResponseSchema })
        .then((r) => r.data),
  });

/** `POST /accounting/exchange-rates/import`: stores the accepted lines, answers the line-by-line report. */
export function useImportRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateImportInput) =>
      api
        .post('/accounting/exchange-rates/import', body, { schema: rateImportResponseSchema })
        .then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: exchangeKeys.all }),
  });
}
