import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadCountResponseSchema } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** `GET /notifications/unread-count`: the bell's number. */
export async function getUnreadCount(signal?: AbortSignal) {
  return (await api.get('/notifications/unread-count', { signal, schema: unreadCountResponseSchema })).data;
}

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    // The live socket keeps it current; this is the fallback when the socket is down.
    refetchInterval: 120_000,
  });

/** The unread count of the signed-in user. */
export const useUnreadCount = () => useQuery(unreadCountQuery());
