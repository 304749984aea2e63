import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { WebSocket } from 'ws';
import type { AppContext } from '../app-context';
import { loadActor } from '../modules/access/access.service';
import { LIVE_CHANNEL, parseLiveSignal, type LiveSignal } from '../modules/notifications/live-channel';
import { LiveHub } from '../modules/notifications/live-hub';
import { countNotifications } from '../modules/notifications/notification.repo';

/** How long a new socket may take to send its `auth` message. */
const AUTH_TIMEOUT_MS = 10_000;
/** Ping interval; a socket that missed a pong since the last ping is dropped. */
const HEARTBEAT_MS = 30_000;

function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * LISTENs on the live channel: on PGlite through the embedded client, on PostgreSQL on one pooled
 * connection kept for it (re-opened after an error). Returns the function that stops listening.
 */
async function listen(ctx: AppContext, app: FastifyInstance, onSignal: (s: LiveSignal) => void) {
  const handle = (payload: string | undefined) => {
    const signal = payload ? parseLiveSignal(payload) : null;
    if (signal) onSignal(signal);
  };
  const client = (ctx.database.db as unknown as { $client: unknown }).$client;
  if (ctx.database.kind === 'pglite') {
    const unlisten = await (client as PGlite).listen(LIVE_CHANNEL, handle);
    return async () => unlisten();
  }
  const pool = client as Pool;
  let current: PoolClient | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    let conn: PoolClient | undefined;
    try {
      conn = await pool.connect();
      current = conn;
      conn.on('notification', (m) => {
        if (m.channel === LIVE_CHANNEL) handle(m.payload);
      });
      // An error can come after stop() gave the connection back (the server being terminated at
      // shutdown), or twice: the connection is released once, and listened on again only while running.
      const listening = conn;
      conn.on('error', (error) => {
        if (current !== listening) return;
        current = undefined;
        listening.release(true);
        if (stopped) return;
        app.log.warn({ err: error }, 'live channel connection lost; listening again');
        setTimeout(() => void connect(), 1000).unref();
      });
      await conn.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      if (conn && current === conn) {
        current = undefined;
        conn.release(true);
      }
      if (stopped) return;
      app.log.warn({ err: error }, 'could not listen on the live channel; trying again');
      setTimeout(() => void connect(), 1000).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    const conn = current;
    current = undefined;
    if (conn) {
      await conn.query(`UNLISTEN ${LIVE_CHANNEL}`).catch(() => undefined);
      conn.release();
    }
  };
}

/**
 * `GET /api/v1/live`: the WebSocket that pushes a user's new notifications, unread count and work-queue
 * changes without reload. Browsers cannot set headers on a WebSocket, so the socket authenticates
 * with its first message `{ "type": "auth", "token": "<access token>" }` (never a token in the URL,
 * which would land in access logs); until then it receives nothing, and it is closed after 10 s
 * without one. Before each push the session is checked again: an expired token or an ended session
 * closes the socket with code 4401, and the web app reconnects with its renewed token.
 * No rate limit applies here (a global limit would block upgrades, TOOLCHAIN pitfall 8).
 */
export const livePlugin: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const hub = new LiveHub(db);
  // app.ts registers the WebSocket plugin once for `/live` and `/conning/live`; on its own, register it here.
  if (!app.hasDecorator('websocketServer'))
    await app.register(fastifyWebsocket, { options: { maxPayload: 8 * 1024 } });
  const stop = await listen(ctx, app, (signal) => {
    hub.deliver(signal).catch((error: unknown) => app.log.warn({ err: error }, 'live push failed'));
  });
  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of hub.sockets()) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const socket of hub.sockets()) socket.close(1001, 'Server stopping');
    await stop();
  });

  app.get('/live', { websocket: true, schema: { hide: true } }, (socket) => {
    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    let remove: (() => void) | undefined;
    let started = false;
    const timer = setTimeout(() => socket.close(4401, 'Authenticate first'), AUTH_TIMEOUT_MS);
    socket.on('close', () => {
      clearTimeout(timer);
      remove?.();
    });
    socket.on('message', (raw) => {
      if (started) return;
      started = true;
      void (async () => {
        try {
          const message = JSON.parse(String(raw)) as { type?: unknown; token?: unknown };
          if (message.type !== 'auth' || typeof message.token !== 'string') throw new Error('auth expected');
          const token = message.token;
          const claims = ctx.tokens.verifyAccessToken(token);
          await loadActor(db, claims);
          const expiresAt = expiryOf(token);
          clearTimeout(timer);
          if (socket.readyState !== socket.OPEN) return;
          remove = hub.add({
            socket,
            userId: claims.id,
            check: async () => {
              if (Date.now() >= expiresAt) return false;
              try {
                await loadActor(db, claims);
                return true;
              } catch {
                return false;
              }
            },
          });
          const unread = await countNotifications(db, claims.id, true);
          socket.send(JSON.stringify({ type: 'unread', unread }));
        } catch {
          clearTimeout(timer);
          socket.close(4401, 'Sign in again');
        }
      })();
    });
  });
};
