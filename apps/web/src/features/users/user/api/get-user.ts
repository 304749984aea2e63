import { queryOptions, useQuery } from '@tanstack/react-query';
import { userResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { userKeys } from './user-keys';

/** `GET /users/:id`. */
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/users/${encodeURIComponent(id)}`, { signal, schema: userResponseSchema }).then((r) => r.data),
  });

export const useUser = (id: string) => useQuery(userQuery(id));
