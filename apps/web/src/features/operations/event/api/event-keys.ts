import type { z } from 'zod';
import type { eventListQuerySchema } from '@keel/domain';

/** Query of the events list as the screen sends it. */
export type EventsListInput = Partial<z.output<typeof eventListQuerySchema>>;

/** Query keys of the events feature. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: EventsListInput) => [...eventKeys.lists(), query] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (id: string) => [...eventKeys.details(), id] as const,
};
