import { queryOptions, useQuery } from '@tanstack/react-query';
import { bunkerSupplierResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { bunkerSupplierKeys } from './bunker-supplier-keys';

/** `GET /bunker-suppliers/:id`: the supplier with ports, contacts and today's prices. */
export const bunkerSupplierQuery = (id: string) =>
  queryOptions({
    queryKey: bunkerSupplierKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/bunker-suppliers/${encodeURIComponent(id)}`, { signal, schema: bunkerSupplierResponseSchema })
        .then((r) => r.data),
  });

export const useBunkerSupplier = (id: string) => useQuery(bunkerSupplierQuery(id));
