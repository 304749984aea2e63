import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** `GET /purchasing/agents/:id`. */
export const agentQuery = (id: string) =>
  queryOptions({
    queryKey: agentKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get(`/purchasing/agents/${encodeURIComponent(id)}`, { signal, schema: agentResponseSchema })
        .then((r) => r.data),
  });

export const useAgent = (id: string) => useQuery(agentQuery(id));
