import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveSocketUrl, openLiveSocket, reconnectDelay } from './live-socket';
import { clearSession, storeSession } from './session';

/** Signs in with access token `token` (null: signed out). */
function setToken(token: string | null) {
  if (token === null) clearSession();
  else storeSession({ token, refreshToken: 'refresh', csrf: 'csrf' });
}

/** A WebSocket stand-in: records sockets and what they sent; the test opens, pushes and closes. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
  }
  push(data: string) {
    this.onmessage?.({ data });
  }
}
const last = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  FakeSocket.all = [];
  setToken('access-1');
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the shared live socket client', () => {
  it('builds ws/wss addresses on the page host and backs off 1 s → 30 s', () => {
    expect(liveSocketUrl('/live', { protocol: 'https:', host: 'keel.example' })).toBe(
      'wss://keel.example/api/v1/live',
    );
    expect(liveSocketUrl('/conning/live', { protocol: 'http:', host: 'h:1' })).toBe(
      'ws://h:1/api/v1/conning/live',
    );
    expect([1, 2, 3, 6, 7, 20].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000, 30_000]);
  });

  it('authenticates first, hands JSON messages over (text ignored) and lets the handler reply', () => {
    const messages: unknown[] = [];
    openLiveSocket({
      path: '/conning/live',
      renew: () => Promise.resolve(),
      onMessage: (m, socket) => {
        messages.push(m);
        socket.send({ type: 'subscribe', shipId: 's1' });
      },
    });
    last().onopen?.();
    expect(last().sent).toEqual([{ type: 'auth', token: 'access-1' }]);
    last().push('not json');
    last().push('{"type":"ready"}');
    expect(messages).toEqual([{ type: 'ready' }]);
    expect(last().sent.at(-1)).toEqual({ type: 'subscribe', shipId: 's1' });
  });

  it('reports the drop and reconnects with growing delays, back to 1 s once connected', () => {
    const onDown = vi.fn();
    let connected = () => undefined as void;
    openLiveSocket({
      path: '/live',
      renew: () => Promise.resolve(),
      onDown,
      onMessage: (_m, socket) => (connected = socket.connected),
    });
    last().onclose?.({ code: 1006 });
    expect(onDown).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().push('{"type":"ready"}');
    connected();
    last().onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('renews the session on 4401 before reconnecting with the new token', async () => {
    let renewed!: () => void;
    const renew = vi.fn(() => new Promise<void>((resolve) => (renewed = resolve)));
    openLiveSocket({ path: '/live', renew, onMessage: () => undefined });
    last().onclose?.({ code: 4401 });
    expect(renew).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.all).toHaveLength(1);
    setToken('access-2');
    renewed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    last().onopen?.();
    expect(last().sent).toEqual([{ type: 'auth', token: 'access-2' }]);
  });

  it('without a token retries only when asked to; stop closes and cancels the reconnect', () => {
    setToken(null);
    const quiet = openLiveSocket({
      path: '/live',
      renew: () => Promise.resolve(),
      onMessage: () => undefined,
    });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(0);
    quiet.stop();
    const polling = openLiveSocket({
      path: '/conning/live',
      retryWithoutTokenMs: 4000,
      renew: () => Promise.resolve(),
      onMessage: () => undefined,
    });
    setToken('access-3');
    vi.advanceTimersByTime(4000);
    expect(FakeSocket.all).toHaveLength(1);
    last().onclose?.({ code: 1006 });
    polling.stop();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
