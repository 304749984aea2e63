import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unreadCountResponseSchema, type MarkReadBody } from '@keel/domain';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** `POST /notifications/read`: marks these notifications read, or all of them. */
export async function markRead(body: MarkReadBody) {
  return (await api.post('/notifications/read', body, { schema: unreadCountResponseSchema })).data;
}

/** Marks read, then refreshes the bell and the lists. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (answer) => {
      client.setQueryData(notificationKeys.unread(), answer);
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
