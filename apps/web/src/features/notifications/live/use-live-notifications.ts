import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveMessageSchema } from '@keel/domain';
import { API_BASE } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { notificationKeys } from '../api/notification-keys';
import { getUnreadCount } from '../api/unread-count';

/** The socket's close code when the token expired or the session ended (plugins/live.ts). */
const SIGN_IN_AGAIN = 4401;
const MAX_DELAY_MS = 30_000;

/** The live socket's address on the page's own host. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_BASE}/live`;
}

/**
 * Keeps a WebSocket to `/api/v1/live` open while the user is signed in: it authenticates with the
 * access token (first message), puts each pushed unread count into the bell's query, refreshes the
 * notification lists and the work queue (`['work']`) on a new notification, and reconnects with
 * back-off; on 4401 it renews the session through an ordinary API call first.
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();

  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(open, delay);
    };
    function open() {
      const token = getAccessToken();
      if (stopped || !token) return;
      const current = new WebSocket(liveUrl());
      socket = current;
      current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
      current.onmessage = (event: MessageEvent) => {
        let raw: unknown;
        try {
          raw = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const parsed = liveMessageSchema.safeParse(raw);
        if (!parsed.success) return;
        attempt = 0;
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
      };
      current.onclose = (event: CloseEvent) => {
        if (stopped || socket !== current) return;
        attempt += 1;
        const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.min(attempt - 1, 5));
        if (event.code === SIGN_IN_AGAIN)
          // Any API call renews an expired token; then connect with the new one.
          void getUnreadCount()
            .then((answer) => client.setQueryData(notificationKeys.unread(), answer))
            .catch(() => undefined)
            .finally(() => schedule(delay));
        else schedule(delay);
      };
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [client]);
}
