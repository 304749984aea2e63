import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListResponseSchema } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { notificationKeys, type NotificationListInput } from './notification-keys';

/** `GET /notifications`: the user's notifications, newest first, with the unread count. */
export function listNotifications(query: NotificationListInput, signal?: AbortSignal) {
  return api.get('/notifications', {
    query: { ...query, unread: query.unread ? 'true' : undefined },
    signal,
    schema: notificationListResponseSchema,
  });
}

export const notificationsQuery = (query: NotificationListInput) =>
  queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => listNotifications(query, signal),
    placeholderData: keepPreviousData,
  });

/** The user's notifications (the bell's list and the notifications page). */
export const useNotifications = (query: NotificationListInput, enabled = true) =>
  useQuery({ ...notificationsQuery(query), enabled });
