import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { vendorKeys } from './vendor-keys';

/** `GET /purchasing/vendors/:id`. */
export const vendorQuery = (id: string) =>
  queryOptions({
    queryKey: vendorKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/purchasing/vendors/${encodeURIComponent(id)}`, { signal, schema: vendorResponseSchema })
        .then((r) => r.data),
  });

export const useVendor = (id: string) => useQuery(vendorQuery(id));
