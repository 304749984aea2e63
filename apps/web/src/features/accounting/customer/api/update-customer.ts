import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerResponseSchema, type UpdateCustomerInput } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** `PATCH /customers/:id` with the version read (409 when someone changed it meanwhile). */
export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCustomerInput) =>
      api
        .patch(`/customers/${encodeURIComponent(id)}`, body, { schema: customerResponseSchema })
        .then((r) => r.data),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(id), customer);
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
