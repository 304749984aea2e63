import type { ListQuery } from '@keel/domain';

/** Query of the roles list as the screen sends it. */
export type RolesListInput = Partial<ListQuery>;

/** Query keys of roles and the action catalogue. */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: RolesListInput) => [...roleKeys.lists(), query] as const,
  detail: (id: string) => [...roleKeys.all, 'detail', id] as const,
  actions: () => ['access', 'actions', 'catalogue'] as const,
};
