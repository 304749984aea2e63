import type { z } from 'zod';
import type { customerListQuerySchema } from '@keel/domain';

/** Query of the customers list as the screen sends it. */
export type CustomersListInput = Partial<z.output<typeof customerListQuerySchema>>;

/** Query keys of the customers feature. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: CustomersListInput) => [...customerKeys.lists(), query] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: string) => [...customerKeys.details(), id] as const,
};
