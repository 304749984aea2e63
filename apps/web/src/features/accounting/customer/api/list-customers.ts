import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { customerKeys, type CustomersListInput } from './customer-keys';

/** `GET /customers/`: one page of customers. */
export function listCustomers(query: CustomersListInput, signal?: AbortSignal) {
  return api.get('/customers/', { query: { ...query }, signal, schema: customerListResponseSchema });
}

export const customersListQuery = (query: CustomersListInput) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => listCustomers(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of customers; the previous page stays on screen while the next loads. */
export const useCustomers = (query: CustomersListInput) => useQuery(customersListQuery(query));
