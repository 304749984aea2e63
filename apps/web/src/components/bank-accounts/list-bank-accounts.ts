import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bankAccountListResponseSchema } from '@keel/domain';
import { api } from '../../lib/api-client';
import { bankAccountKeys, type BankAccountsListInput } from './bank-account-keys';

/** `GET /accounting/bank-accounts`: one page of accounts; the previous page stays while the next loads. */
export const useBankAccounts = (query: BankAccountsListInput, enabled = true) =>
  useQuery({
    queryKey: bankAccountKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/accounting/bank-accounts', {
        query: { ...query },
        signal,
        schema: bankAccountListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
