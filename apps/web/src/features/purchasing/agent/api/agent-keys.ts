import type { z } from 'zod';
import type { agentListQuerySchema } from '@keel/domain';

/** Query of the agents list as the screen sends it. */
export type AgentsListInput = Partial<z.output<typeof agentListQuerySchema>>;

/** Query keys of the port agents feature. */
export const agentKeys = {
  all: ['purchasing', 'agents'] as const,
  lists: () => [...agentKeys.all, 'list'] as const,
  list: (query: AgentsListInput) => [...agentKeys.lists(), query] as const,
  details: () => [...agentKeys.all, 'detail'] as const,
  detail: (id: string) => [...agentKeys.details(), id] as const,
};
