import { queryOptions, useQuery } from '@tanstack/react-query';
import { bunkerPortOptionsResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { bunkerSupplierKeys } from './bunker-supplier-keys';

/** `GET /bunker-suppliers/ports/`: the ports suppliers serve (for the port filter). */
export const bunkerPortsQuery = () =>
  queryOptions({
    queryKey: bunkerSupplierKeys.ports(),
    queryFn: ({ signal }) =>
      api
        .get('/bunker-suppliers/ports/', { signal, schema: bunkerPortOptionsResponseSchema })
        .then((r) => r.data),
  });

export const useBunkerPorts = () => useQuery(bunkerPortsQuery());
