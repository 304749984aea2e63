import { useQuery } from '@tanstack/react-query';
import { agentListResponseSchema } from '@keel/domain';
import { api } from '../../../../lib/api-client';
import { deliveryKeys } from './delivery-keys';

/**
 * `GET /purchasing/agents/` (active, up to 200) for the agent pickers. Users without the agents
 * permission get an empty list and type no agent.
 */
export const useDeliveryAgents = (enabled = true) =>
  useQuery({
    queryKey: deliveryKeys.agents(),
    queryFn: ({ signal }) =>
      api
        .get('/purchasing/agents/', {
          query: { limit: 200, active: 'true', sort: 'name' },
          signal,
          schema: agentListResponseSchema,
        })
        .then((r) => r.data),
    enabled,
    retry: false,
  });
