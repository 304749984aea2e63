import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { customerKeys } from './customer-keys';

/**
 * `DELETE /customers/:id?version=`: only for a customer nothing refers to; a customer with invoices
 * answers 409 and is deactivated instead.
 */
export function useDeleteCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api.delete(`/customers/${encodeURIComponent(id)}`, { query: { version } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
