import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { LatestValue } from '@keel/domain';
import type { AppContext } from '../../app-context';
import { loadActor, type Actor } from '../access/access.service';
import type { AccessClaims } from '../../lib/tokens';
import { assertCanReadShip, latestValues } from './conning.service';
import type { ConningRuntime } from './conning-runtime';
import { FleetWatch } from '../map/fleet-live';

const AUTH_TIMEOUT_MS = 10_000;
/** Updates per client at most every 250 ms by default (100 ms … 5 s on request). */
const DEFAULT_THROTTLE_MS = 250;
/** A client with more than this unsent is behind: it gets the latest per path once it catches up. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** The session is checked again this often while the socket is open. */
const RECHECK_MS = 60_000;
/** Ships one socket may watch at once. */
const MAX_SHIPS = 50;
/** Ping interval; a socket that did not answer the last ping is dropped. */
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
 * One browser's live conning socket: authenticated like `/live` (first message
 * `{ type: "auth", token }`), then `{ type: "subscribe", shipId, throttleMs? }` per ship (checked like
 * `latest`: `Conning.API` and the ship's scope). It gets `{ type: "snapshot", shipId, data }` then
 * `{ type: "update", shipId, data }` with the changed paths, at most once per throttle interval; a
 * client that falls behind is skipped until its buffer drains and then gets each path's latest value.
 */
export class ConningLiveClient {
  private actor: Actor | null = null;
  private claims: AccessClaims | null = null;
  private expiresAt = 0;
  private checkedAt = 0;
  private readonly ships = new Set<string>();
  private readonly pending = new Map<string, Set<string>>();
  private throttleMs = DEFAULT_THROTTLE_MS;
  private timer: NodeJS.Timeout | undefined;
  /** When the last update was sent (epoch ms): the next goes at once if a throttle interval has passed. */
  private sentAt = 0;
  private readonly authTimer: NodeJS.Timeout;
  private unsubscribe: (() => void) | undefined;
  private alive = true;
  private readonly heartbeat: NodeJS.Timeout;
  /** The map's `subscribe-fleet` watch (docs/map-server.md "Live"), when asked for. */
  private fleet: FleetWatch | null = null;

  constructor(
    private readonly socket: WebSocket,
    private readonly ctx: AppContext,
    private readonly runtime: ConningRuntime,
    private readonly log: FastifyBaseLogger,
  ) {
    this.authTimer = setTimeout(() => socket.close(4401, 'Authenticate first'), AUTH_TIMEOUT_MS);
    socket.on('message', (raw) => void this.onMessage(String(raw)));
    socket.on('close', () => this.dispose());
    socket.on('pong', () => (this.alive = true));
    this.heartbeat = setInterval(() => {
      if (!this.alive) return socket.terminate();
      this.alive = false;
      socket.ping();
    }, HEARTBEAT_MS).unref();
  }

  private send(message: unknown) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private async onMessage(raw: string) {
    let message: { type?: unknown; token?: unknown; shipId?: unknown; throttleMs?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return this.send({ type: 'error', message: 'Messages are JSON' });
    }
    if (!this.actor) {
      if (message.type !== 'auth' || typeof message.token !== 'string')
        return this.socket.close(4401, 'Sign in again');
      try {
        this.claims = this.ctx.tokens.verifyAccessToken(message.token);
        this.actor = await loadActor(this.ctx.database.db, this.claims);
        this.expiresAt = expiryOf(message.token);
        this.checkedAt = Date.now();
        clearTimeout(this.authTimer);
        this.unsubscribe = this.runtime.store.subscribe((shipId, samples) => this.onSamples(shipId, samples));
        await this.runtime.listenToOthers();
        this.send({ type: 'ready' });
      } catch {
        clearTimeout(this.authTimer);
        this.socket.close(4401, 'Sign in again');
      }
      return;
    }
    if (typeof message.throttleMs === 'number' && Number.isFinite(message.throttleMs))
      this.throttleMs = Math.min(5000, Math.max(100, Math.round(message.throttleMs)));
    if (message.type === 'subscribe-fleet') return this.subscribeFleet(message.throttleMs);
    if (message.type === 'unsubscribe-fleet') {
      this.fleet?.stop();
      this.fleet = null;
      return;
    }
    const shipId = typeof message.shipId === 'string' ? message.shipId : '';
    if (message.type === 'unsubscribe') {
      this.ships.delete(shipId);
      this.pending.delete(shipId);
      return;
    }
    if (message.type !== 'subscribe') return this.send({ type: 'error', message: 'Unknown message type' });
    try {
      if (this.ships.size >= MAX_SHIPS) throw new Error(`At most ${MAX_SHIPS} ships per socket`);
      await assertCanReadShip(this.ctx.database.db, this.actor, shipId);
      this.ships.add(shipId);
      const data = latestValues(await this.runtime.store.samplesOf(shipId));
      this.send({ type: 'snapshot', shipId, data });
    } catch (error) {
      this.send({ type: 'error', shipId, message: error instanceof Error ? error.message : 'Not allowed' });
    }
  }

  private async subscribeFleet(throttleMs: unknown) {
    this.fleet?.stop();
    this.fleet = null;
    try {
      this.fleet = await FleetWatch.start(
        this.ctx.database.db,
        this.runtime.store,
        this.actor!,
        {
          send: (m) => this.send(m),
          bufferedAmount: () => this.socket.bufferedAmount,
          stillSignedIn: async () => {
            const ok = await this.stillSignedIn();
            if (!ok) this.socket.close(4401, 'Sign in again');
            return ok;
          },
        },
        throttleMs,
      );
    } catch (error) {
      this.send({ type: 'error', message: error instanceof Error ? error.message : 'Not allowed' });
    }
  }

  private onSamples(shipId: string, samples: { path: string }[]) {
    this.fleet?.onSamples(shipId, samples);
    if (!this.ships.has(shipId)) return;
    let paths = this.pending.get(shipId);
    if (!paths) this.pending.set(shipId, (paths = new Set()));
    for (const s of samples) paths.add(s.path);
    // At most one update per throttle interval, the first of a quiet spell without waiting (a delay of 0
    // still lets the values that arrived in the same I/O turn — a burst of datagrams — go in one update).
    this.timer ??= setTimeout(
      () => void this.flush(),
      Math.max(0, this.sentAt + this.throttleMs - Date.now()),
    );
  }

  private async flush() {
    this.timer = undefined;
    if (this.pending.size === 0 || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // Behind: keep collecting (latest per path) and try again after another interval.
      this.timer = setTimeout(() => void this.flush(), this.throttleMs);
      return;
    }
    if (!(await this.stillSignedIn())) return this.socket.close(4401, 'Sign in again');
    const now = Date.now();
    this.sentAt = now;
    for (const [shipId, paths] of this.pending) {
      const data: LatestValue[] = [];
      for (const path of paths) data.push(...latestValues(this.runtime.store.pathSamples(shipId, path), now));
      if (data.length > 0) this.send({ type: 'update', shipId, data });
    }
    this.pending.clear();
  }

  private async stillSignedIn(): Promise<boolean> {
    if (Date.now() >= this.expiresAt || !this.claims) return false;
    if (Date.now() - this.checkedAt < RECHECK_MS) return true;
    try {
      this.actor = await loadActor(this.ctx.database.db, this.claims);
      this.checkedAt = Date.now();
      return true;
    } catch (error) {
      this.log.debug({ err: error }, 'conning live session ended');
      return false;
    }
  }

  private dispose() {
    clearInterval(this.heartbeat);
    clearTimeout(this.authTimer);
    clearTimeout(this.timer);
    this.fleet?.stop();
    this.unsubscribe?.();
  }
}
