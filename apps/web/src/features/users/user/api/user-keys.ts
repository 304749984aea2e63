import type { z } from 'zod';
import type { userListQuerySchema } from '@keel/domain';

/** Query of the users list as the screen sends it. */
export type UsersListInput = Partial<z.output<typeof userListQuerySchema>>;

/** Query keys of the users feature. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UsersListInput) => [...userKeys.lists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: string) => [...userKeys.details(), id] as const,
};
