import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { latestValueSchema, type LatestValue } from '@keel/domain';
import { z } from 'zod';
import { liveSocketUrl, openLiveSocket } from '../../../lib/live-socket';
import { conningKeys, latestQuery, mergeLatest } from '../api/latest';

/** How the screen gets its values: the socket, or polling `latest` while the socket is down. */
export type LinkState = 'connecting' | 'live' | 'polling';

/** Polling interval of `latest` while the socket is down. */
export const POLL_MS = 4000;

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.enum(['snapshot', 'update']), shipId: z.string(), data: z.array(latestValueSchema) }),
  z.object({ type: z.literal('error'), shipId: z.string().optional(), message: z.string() }),
]);

/** The conning live socket's address on the page's own host. */
export function conningLiveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return liveSocketUrl('/conning/live', location);
}

/**
 * The ship's live values: first paint from `latest`, then pushed over `WebSocket /conning/live`
 * (the shared client of lib/live-socket.ts: reconnecting with back-off 1 s → 30 s); while the socket is down `latest` is polled every few
 * seconds, so the values keep coming (or turn stale with their age) whatever the link does.
 */
export function useConningLive(shipId: string): {
  values: LatestValue[] | undefined;
  isPending: boolean;
  error: unknown;
  link: LinkState;
  refused: string | null;
} {
  const client = useQueryClient();
  // Both belong to the ship they were seen for; another ship starts from "connecting".
  const [state, setState] = useState<{ shipId: string; link: LinkState; refused: string | null }>({
    shipId,
    link: 'connecting',
    refused: null,
  });
  const noSocket = typeof WebSocket === 'undefined';
  const link: LinkState = noSocket ? 'polling' : state.shipId === shipId ? state.link : 'connecting';
  const refused = state.shipId === shipId ? state.refused : null;
  const query = useQuery({
    ...latestQuery(shipId),
    refetchInterval: link === 'live' ? false : POLL_MS,
  });

  useEffect(() => {
    if (!shipId || noSocket) return;
    const setLink = (next: LinkState) =>
      setState((prev) => ({ shipId, link: next, refused: prev.shipId === shipId ? prev.refused : null }));
    const live = openLiveSocket({
      path: '/conning/live',
      retryWithoutTokenMs: POLL_MS,
      onDown: () => setLink('polling'),
      // An ordinary API call renews an expired token; then connect with the new one.
      renew: () => client.refetchQueries({ queryKey: conningKeys.latest(shipId) }),
      onMessage: (raw, socket) => {
        const parsed = messageSchema.safeParse(raw);
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'ready') {
          socket.send({ type: 'subscribe', shipId, throttleMs: 500 });
          return;
        }
        if (message.type === 'error') {
          setState({ shipId, link: 'live', refused: message.message });
          return;
        }
        if (message.shipId !== shipId) return;
        socket.connected();
        setLink('live');
        client.setQueryData<LatestValue[]>(conningKeys.latest(shipId), (prev) =>
          message.type === 'snapshot' && message.data.length > 0
            ? mergeLatest(undefined, message.data)
            : mergeLatest(prev, message.data),
        );
      },
    });
    return live.stop;
  }, [client, shipId, noSocket]);

  return { values: query.data, isPending: query.isPending, error: query.error, link, refused };
}

/** The current time, ticking each second (for ages and client-side staleness). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
