import { API_BASE } from './api-client';
import { getAccessToken } from './session';

/** The close code of the live sockets when the token expired or the session ended (plugins/live.ts). */
export const SIGN_IN_AGAIN = 4401;
const MAX_DELAY_MS = 30_000;

/** Back-off of the n-th reconnect: 1 s, 2 s, 4 s … capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.min(Math.max(attempt - 1, 0), 5));
}

/** A live socket's address (`/live`, `/conning/live`) on the page's own host, ws or wss as the page. */
export function liveSocketUrl(
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_BASE}${path}`;
}

/** What a message handler may do with the socket it came from. */
export interface LiveSocketContext {
  /** Sends a JSON message. */
  send(message: unknown): void;
  /** The link works (a meaningful message came): the next drop starts the back-off at 1 s again. */
  connected(): void;
}

/** How one screen uses a live socket. */
export interface LiveSocketOptions {
  /** The socket's path under the API, e.g. `/live` or `/conning/live`. */
  path: string;
  /** Each JSON message received (unparseable text is ignored); the handler validates it. */
  onMessage(message: unknown, socket: LiveSocketContext): void;
  /** The socket closed by itself (the link dropped or the server ended it); a reconnect is scheduled. */
  onDown?(): void;
  /**
   * After a close with 4401: an ordinary API call that renews the session (the api client refreshes
   * the token), awaited before reconnecting with the new token.
   */
  renew(): Promise<unknown>;
  /** With no access token: try again after this many ms; undefined gives up until started again. */
  retryWithoutTokenMs?: number;
}

/** A running live socket; `stop` closes it and cancels any reconnect. */
export interface LiveSocketHandle {
  stop(): void;
}

/**
 * The client of Keel's live WebSockets, shared by the bell (`/live`), the map and the conning display
 * (`/conning/live`): connects on the page's host, authenticates with the access token as the first
 * message (`{ type: "auth", token }`), hands every JSON message to `onMessage`, and when the socket
 * closes tells `onDown` and reconnects with back-off (1 s → 30 s); on 4401 it renews the session first.
 * Polling while the link is down is the screen's (its query's `refetchInterval`).
 */
export function openLiveSocket(options: LiveSocketOptions): LiveSocketHandle {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(open, delay);
  };
  function open() {
    if (stopped) return;
    const token = getAccessToken();
    if (!token) {
      if (options.retryWithoutTokenMs !== undefined) schedule(options.retryWithoutTokenMs);
      return;
    }
    const current = new WebSocket(liveSocketUrl(options.path));
    socket = current;
    const context: LiveSocketContext = {
      send: (message) => current.send(JSON.stringify(message)),
      connected: () => {
        attempt = 0;
      },
    };
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
    current.onmessage = (event: MessageEvent) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(event.data));
      } catch {
        return;
      }
      options.onMessage(raw, context);
    };
    current.onclose = (event: CloseEvent) => {
      if (stopped || socket !== current) return;
      options.onDown?.();
      attempt += 1;
      const delay = reconnectDelay(attempt);
      if (event.code === SIGN_IN_AGAIN)
        void options
          .renew()
          .catch(() => undefined)
          .finally(() => schedule(delay));
      else schedule(delay);
    };
  }

  open();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}
