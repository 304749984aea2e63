import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveMessageSchema } from '@keel/domain';
import { liveSocketUrl, openLiveSocket } from '../../../lib/live-socket';
import { notificationKeys } from '../api/notification-keys';
import { getUnreadCount } from '../api/unread-count';

/** The live socket's address on the page's own host. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return liveSocketUrl('/live', location);
}

/**
 * Keeps a WebSocket to `/api/v1/live` open while the user is signed in: it authenticates with the
 * access token (first message), puts each pushed unread count into the bell's query, refreshes the
 * notification lists and the work queue (`['work']`) on a new notification, and reconnects with
 * back-off; on 4401 it renews the session through an ordinary API call first (lib/live-socket.ts).
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();

  useEffect(() => {
    const live = openLiveSocket({
      path: '/live',
      // Any API call renews an expired token; then connect with the new one.
      renew: () => getUnreadCount().then((answer) => client.setQueryData(notificationKeys.unread(), answer)),
      onMessage: (raw, socket) => {
        const parsed = liveMessageSchema.safeParse(raw);
        if (!parsed.success) return;
        socket.connected();
        const message = parsed.data;
        if (message.type === 'work') {
          void client.invalidateQueries({ queryKey: ['work'] });
          return;
        }
        client.setQueryData(notificationKeys.unread(), { unread: message.unread });
        if (message.type === 'notification') {
          void client.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'] });
          void client.invalidateQueries({ queryKey: ['work'] });
        }
      },
    });
    return live.stop;
  }, [client]);
}
