import { queryOptions } from '@tanstack/react-query';
import { roleResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { roleKeys } from './role-keys';

/** `GET /access/roles/:id` (to reload after a conflict). */
export const roleQuery = (id: string) =>
  queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/access/roles/${encodeURIComponent(id)}`, { signal, schema: roleResponseSchema })
        .then((r) => r.data),
    staleTime: 0,
  });
