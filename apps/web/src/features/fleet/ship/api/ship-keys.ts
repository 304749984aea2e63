import type { z } from 'zod';
import type { shipListQuerySchema } from '@keel/domain';

/** Query of the fleet list as the screen sends it. */
export type ShipListInput = Partial<z.output<typeof shipListQuerySchema>>;

/** Query keys of the fleet screens. */
export const shipKeys = {
  all: ['ships'] as const,
  lists: () => [...shipKeys.all, 'list'] as const,
  list: (query: ShipListInput) => [...shipKeys.lists(), query] as const,
  families: () => [...shipKeys.all, 'families'] as const,
  detail: (id: string) => [...shipKeys.all, 'detail', id] as const,
  latestNoonReport: (id: string) => [...shipKeys.all, 'detail', id, 'latest-noon-report'] as const,
  recentEvents: (id: string) => [...shipKeys.all, 'detail', id, 'recent-events'] as const,
};
