import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { componentTreeResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys, treePath, type TreeScope } from './pms-keys';

/** `GET /pms/ships/:shipId/components` or `/pms/catalogues/:id/components`, searched with `q`. */
export const useComponentTree = (scope: TreeScope | null, q: string) =>
  useQuery({
    queryKey: pmsKeys.tree(scope ?? { kind: 'ship', id: '' }, q),
    queryFn: ({ signal }) =>
      api.get(treePath(scope!), { signal, query: q ? { q } : {}, schema: componentTreeResponseSchema }),
    enabled: Boolean(scope?.id),
    placeholderData: keepPreviousData,
  });
