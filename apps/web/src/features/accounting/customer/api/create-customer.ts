import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerResponseSchema, type CreateCustomerInput } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** `POST /customers/`. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomerInput) =>
      api.post('/customers/', body, { schema: customerResponseSchema }).then((r) => r.data),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
