import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { latestValueSchema, type LatestValue } from '@keel/domain';
import { z } from 'zod';
import { API_BASE } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { conningKeys, latestQuery, mergeLatest } from '../api/latest';

/** How the screen gets its values: the socket, or polling `latest` while the socket is down. */
export type LinkState = 'connecting' | 'live' | 'polling';

const SIGN_IN_AGAIN = 4401;
const MAX_DELAY_MS = 30_000;
/** Polling interval of `latest` while the socket is down. */
export const POLL_MS = 4000;

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.enum(['snapshot', 'update']), shipId: z.string(), data: z.array(latestValueSchema) }),
  z.object({ type: z.literal('error'), shipId: z.string().optional(), message: z.string() }),
]);

/** The conning live socket's address on the page's own host. */
export function conningLiveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_BASE}/conning/live`;
}

/**
 * The ship's live values: first paint from `latest`, then pushed over `WebSocket /conning/live`
 * (reconnecting with back-off 1 s → 30 s); while the socket is down `latest` is polled every few
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
    let socket: WebSocket | null = null;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const setLink = (next: LinkState) =>
      setState((prev) => ({ shipId, link: next, refused: prev.shipId === shipId ? prev.refused : null }));
    const setRefused = (message: string) => setState({ shipId, link: 'live', refused: message });

    const schedule = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(open, delay);
    };
    function open() {
      const token = getAccessToken();
      if (stopped) return;
      if (!token) return schedule(POLL_MS);
      const current = new WebSocket(conningLiveUrl());
      socket = current;
      current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
      current.onmessage = (event: MessageEvent) => {
        let raw: unknown;
        try {
          raw = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const parsed = messageSchema.safeParse(raw);
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'ready') {
          current.send(JSON.stringify({ type: 'subscribe', shipId, throttleMs: 500 }));
          return;
        }
        if (message.type === 'error') {
          setRefused(message.message);
          return;
        }
        if (message.shipId !== shipId) return;
        attempt = 0;
        setLink('live');
        client.setQueryData<LatestValue[]>(conningKeys.latest(shipId), (prev) =>
          message.type === 'snapshot' && message.data.length > 0
            ? mergeLatest(undefined, message.data)
            : mergeLatest(prev, message.data),
        );
      };
      current.onclose = (event: CloseEvent) => {
        if (stopped || socket !== current) return;
        setLink('polling');
        attempt += 1;
        const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.min(attempt - 1, 5));
        if (event.code === SIGN_IN_AGAIN)
          // An ordinary API call renews an expired token; then connect with the new one.
          void client.refetchQueries({ queryKey: conningKeys.latest(shipId) }).finally(() => schedule(delay));
        else schedule(delay);
      };
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
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
