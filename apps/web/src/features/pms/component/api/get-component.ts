import { useQuery } from '@tanstack/react-query';
import { componentResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { pmsKeys } from './pms-keys';

/**
 * `GET /pms/components/:id`: an opened node's details (maker, model, serial, notes, counters). The tree
 * answer carries only what the tree draws (docs/pms-components.md).
 */
export const useComponent = (id: string | null) =>
  useQuery({
    queryKey: pmsKeys.component(id ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/pms/components/${encodeURIComponent(id!)}`, { signal, schema: componentResponseSchema }),
    enabled: Boolean(id),
  });
