import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_LIMIT, roleListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { roleKeys, type RolesListInput } from './role-keys';

/** `GET /access/roles/`: one page of roles. */
export const rolesListQuery = (query: RolesListInput) =>
  queryOptions({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) =>
      api.get('/access/roles/', { query: { ...query }, signal, schema: roleListResponseSchema }),
    placeholderData: keepPreviousData,
  });

export const useRoles = (query: RolesListInput) => useQuery(rolesListQuery(query));

/** Every role by name, for pickers (a company has far fewer roles than a page holds). */
export const useAllRoles = () => useQuery(rolesListQuery({ limit: MAX_PAGE_LIMIT, sort: 'name' }));
