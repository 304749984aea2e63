import { queryOptions, useQuery } from '@tanstack/react-query';
import { applianceResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { applianceKeys } from './appliance-keys';

/** `GET /appliances/:id`. */
export const applianceQuery = (id: string) =>
  queryOptions({
    queryKey: applianceKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/appliances/${encodeURIComponent(id)}`, { signal, schema: applianceResponseSchema })
        .then((r) => r.data),
  });

export const useAppliance = (id: string) => useQuery(applianceQuery(id));
