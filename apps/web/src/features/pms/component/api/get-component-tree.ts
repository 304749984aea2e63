import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { componentTreeResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys, treePath, type TreeScope } from './pms-keys';

/**
 * `GET /pms/ships/:shipId/components` or `/pms/catalogues/:id/components` searched with `q` (the hits and
 * their ancestors, searched on the server); disabled without a search (the tree reads level by level).
 */
export const useComponentTree = (scope: TreeScope | null, q: string) =>
  useQuery({
    queryKey: pmsKeys.tree(scope ?? { kind: 'ship', id: '' }, q),
    queryFn: ({ signal }) =>
      api.get(treePath(scope!), { signal, query: { q }, schema: componentTreeResponseSchema }),
    enabled: Boolean(scope?.id) && q !== '',
    placeholderData: keepPreviousData,
  });

/** One level of a tree: `root` the top level, a component id its children (each with `childCount`). */
const levelQuery = (scope: TreeScope, parent: string) => ({
  queryKey: pmsKeys.level(scope, parent),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get(treePath(scope), { signal, query: { parent }, schema: componentTreeResponseSchema }),
});

/** The top level of a tree and the children of every opened node (`expanded`), read lazily. */
export function useComponentLevels(scope: TreeScope, expanded: readonly string[], enabled: boolean) {
  const root = useQuery({ ...levelQuery(scope, 'root'), enabled: enabled && Boolean(scope.id) });
  const children = useQueries({
    queries: expanded.map((id) => ({ ...levelQuery(scope, id), enabled })),
  });
  return { root, children };
}
