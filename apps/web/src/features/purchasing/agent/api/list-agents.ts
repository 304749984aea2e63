import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { agentKeys, type AgentsListInput } from './agent-keys';

/** `GET /purchasing/agents/`: one page of agents. */
export function listAgents(query: AgentsListInput, signal?: AbortSignal) {
  return api.get('/purchasing/agents/', { query: { ...query }, signal, schema: agentListResponseSchema });
}

export const agentsListQuery = (query: AgentsListInput) =>
  queryOptions({
    queryKey: agentKeys.list(query),
    queryFn: ({ signal }) => listAgents(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of agents; the previous page stays on screen while the next loads. */
export const useAgents = (query: AgentsListInput) => useQuery(agentsListQuery(query));
