import type { NotificationListQuery } from '@keel/domain';

/** A notification list query as the screens send it. */
export type NotificationListInput = Partial<Pick<NotificationListQuery, 'offset' | 'limit' | 'unread'>>;

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: NotificationListInput) => [...notificationKeys.all, 'list', query] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};
