import { queryOptions, useQuery } from '@tanstack/react-query';
import { sparePartResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { sparePartKeys, sparePartPath } from './spare-part-keys';

/** `GET /pms/spare-parts/:id`: the part with its fits and stock. */
export const sparePartQuery = (id: string) =>
  queryOptions({
    queryKey: sparePartKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(sparePartPath(id), { signal, schema: sparePartResponseSchema }).then((r) => r.data),
  });

export const useSparePart = (id: string) => useQuery(sparePartQuery(id));
