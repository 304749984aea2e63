import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bankAccountResponseSchema,
  type CreateBankAccountInput,
  type UpdateBankAccountInput,
} from '@keel/domain';
import { api } from '../../lib/api-client';
import { bankAccountKeys } from './bank-account-keys';

/** `POST /accounting/bank-accounts`. */
export function useCreateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBankAccountInput) =>
      api.post('/accounting/bank-accounts', body, { schema: bankAccountResponseSchema }).then((r) => r.data),
    // A new default may have taken the flag from another account: every list reloads.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
  });
}

/** `PATCH /accounting/bank-accounts/:id` with the version read (409 when someone changed it meanwhile). */
export function useUpdateBankAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBankAccountInput) =>
      api
        .patch(`/accounting/bank-accounts/${encodeURIComponent(id)}`, body, {
          schema: bankAccountResponseSchema,
        })
        .then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
  });
}

/** `DELETE /accounting/bank-accounts/:id?version=`. */
export function useDeleteBankAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api.delete(`/accounting/bank-accounts/${encodeURIComponent(id)}`, { query: { version } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
  });
}
