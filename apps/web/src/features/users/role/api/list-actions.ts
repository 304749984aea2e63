import { useQuery } from '@tanstack/react-query';
import { actionListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { roleKeys } from './role-keys';

/** `GET /access/actions/`: every action with its description (for the roles editor). */
export const useActionCatalogue = () =>
  useQuery({
    queryKey: roleKeys.actions(),
    queryFn: ({ signal }) =>
      api.get('/access/actions/', { signal, schema: actionListResponseSchema }).then((r) => r.data),
    staleTime: Infinity,
  });
