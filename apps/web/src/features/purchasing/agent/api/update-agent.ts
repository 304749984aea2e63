import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentResponseSchema, type UpdateAgentInput } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { agentKeys } from './agent-keys';

/**
 * `PATCH /purchasing/agents/:id` with the version read (409 when someone changed it meanwhile);
 * contacts are sent as a whole list; `active: false` deactivates.
 */
export function useUpdateAgent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAgentInput) =>
      api
        .patch(`/purchasing/agents/${encodeURIComponent(id)}`, body, { schema: agentResponseSchema })
        .then((r) => r.data),
    onSuccess: (agent) => {
      queryClient.setQueryData(agentKeys.detail(id), agent);
      void queryClient.invalidateQueries({ queryKey: agentKeys.lists() });
    },
  });
}
