import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { userKeys, type UsersListInput } from './user-keys';

/** `GET /users/`: one page of users. */
export function listUsers(query: UsersListInput, signal?: AbortSignal) {
  return api.get('/users/', { query: { ...query }, signal, schema: userListResponseSchema });
}

export const usersListQuery = (query: UsersListInput) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => listUsers(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of users; the previous page stays on screen while the next loads. */
export const useUsers = (query: UsersListInput) => useQuery(usersListQuery(query));
