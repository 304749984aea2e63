import { useQuery } from '@tanstack/react-query';
import { bankAccountResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { bankAccountKeys } from '../../../../components/bank-accounts/bank-account-keys';

/** `GET /accounting/bank-accounts/:id` (the dialog opened from a link: `?open=id`). */
export const useBankAccount = (id: string | null) =>
  useQuery({
    queryKey: bankAccountKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api
        .get(`/accounting/bank-accounts/${encodeURIComponent(id ?? '')}`, {
          signal,
          schema: bankAccountResponseSchema,
        })
        .then((r) => r.data),
    enabled: Boolean(id),
  });
