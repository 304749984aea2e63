import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** `GET /customers/:id`. */
export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/customers/${encodeURIComponent(id)}`, { signal, schema: customerResponseSchema })
        .then((r) => r.data),
  });

export const useCustomer = (id: string) => useQuery(customerQuery(id));
