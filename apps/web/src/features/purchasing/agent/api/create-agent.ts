import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentResponseSchema, type CreateAgent } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** `POST /purchasing/agents/`. */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgent) =>
      api.post('/purchasing/agents/', body, { schema: agentResponseSchema }).then((r) => r.data),
    onSuccess: (agent) => {
      queryClient.setQueryData(agentKeys.detail(agent.id), agent);
      void queryClient.invalidateQueries({ queryKey: agentKeys.lists() });
    },
  });
}
