import type { ConningSample, MapShip } from '@keel/domain';
import type { Db } from '../../db/client';
import { assertSidebar, type Actor } from '../access/access.service';
import type { ConningStore } from '../conning/conning-store';
import { LIVE_MAP } from './map-access';
import {
  loadBackground,
  loadSensorSamples,
  MAP_PATHS,
  mapRow,
  memorySamples,
  type ShipBackground,
} from './map-position';

/** Fleet updates at most every second by default (250 ms … 60 s on request). */
export const FLEET_DEFAULT_THROTTLE_MS = 1000;
const MIN_THROTTLE_MS = 250;
const MAX_THROTTLE_MS = 60_000;
/** Every ship is re-evaluated this often, so a position that stops updating turns stale on screen. */
const STALE_CHECK_MS = 15_000;
/** Noon reports, next ports and forecast ETAs are read again this often. */
const BACKGROUND_REFRESH_MS = 5 * 60_000;
/** A socket with more than this unsent is behind: it gets the latest rows once it drains. */
const MAX_BUFFERED_BYTES = 256 * 1024;

const MAP_PATH_SET = new Set<string>(MAP_PATHS);

export interface FleetSocket {
  send(message: unknown): void;
  bufferedAmount(): number;
  /** False when the session ended (the socket is closed by the caller). */
  stillSignedIn(): Promise<boolean>;
}

/**
 * The `subscribe-fleet` side of the conning live socket (docs/map-server.md "Live"): the actor's ships
 * as map rows, first all of them, then only the rows that changed, at most every `throttleMs`, in one
 * `{ type: 'fleet-positions', data }` message. Backpressure like the conning updates: a client behind
 * is skipped and later gets each changed ship's latest row once.
 */
export class FleetWatch {
  private readonly background = new Map<string, ShipBackground>();
  private readonly samples = new Map<string, Map<string, ConningSample>>();
  private readonly sent = new Map<string, string>();
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private readonly staleTimer: NodeJS.Timeout;
  private readonly refreshTimer: NodeJS.Timeout;
  private stopped = false;
  readonly throttleMs: number;

  private constructor(
    private readonly db: Db,
    private readonly store: ConningStore,
    private readonly actor: Actor,
    private readonly socket: FleetSocket,
    throttleMs: unknown,
  ) {
    this.throttleMs =
      typeof throttleMs === 'number' && Number.isFinite(throttleMs)
        ? Math.min(MAX_THROTTLE_MS, Math.max(MIN_THROTTLE_MS, Math.round(throttleMs)))
        : FLEET_DEFAULT_THROTTLE_MS;
    this.staleTimer = setInterval(() => this.markAll(), STALE_CHECK_MS).unref();
    this.refreshTimer = setInterval(
      () => void this.refresh().catch(() => undefined),
      BACKGROUND_REFRESH_MS,
    ).unref();
  }

  /** Checks `report.live_map`, sends every ship of the actor's scope and starts watching. */
  static async start(db: Db, store: ConningStore, actor: Actor, socket: FleetSocket, throttleMs: unknown) {
    assertSidebar(actor, [LIVE_MAP]);
    const watch = new FleetWatch(db, store, actor, socket, throttleMs);
    try {
      await watch.refresh(true);
    } catch (error) {
      watch.stop();
      throw error;
    }
    return watch;
  }

  private merge(shipId: string, incoming: Iterable<ConningSample>) {
    let known = this.samples.get(shipId);
    if (!known) this.samples.set(shipId, (known = new Map()));
    for (const s of incoming) {
      const key = `${s.path}|${s.sourceKey}`;
      const have = known.get(key);
      if (!have || have.timestamp <= s.timestamp) known.set(key, s);
    }
  }

  /** Reads the ships, their noon report facts and latest sensor values; sends all (first) or changes. */
  private async refresh(all = false) {
    if (this.stopped) return;
    const bg = await loadBackground(this.db, this.actor);
    this.background.clear();
    for (const b of bg) this.background.set(b.shipId, b);
    const samples = await loadSensorSamples(this.db, this.store, [...this.background.keys()]);
    for (const [shipId, list] of samples) this.merge(shipId, list);
    if (all) {
      const rows = bg.map((b) => this.row(b.shipId)!);
      for (const r of rows) this.sent.set(r.shipId, JSON.stringify(r));
      this.socket.send({ type: 'fleet-positions', data: rows });
    } else this.markAll();
  }

  private row(shipId: string): MapShip | null {
    const bg = this.background.get(shipId);
    if (!bg) return null;
    return mapRow(bg, [...(this.samples.get(shipId)?.values() ?? [])]);
  }

  private markAll() {
    for (const id of this.background.keys()) this.pending.add(id);
    this.schedule();
  }

  private schedule() {
    if (this.stopped || this.pending.size === 0) return;
    this.timer ??= setTimeout(() => void this.flush(), this.throttleMs);
  }

  /** New samples of a ship (from the conning store): its row is recomputed at the next flush. */
  onSamples(shipId: string, samples: readonly { path: string }[]) {
    if (!this.background.has(shipId) || !samples.some((s) => MAP_PATH_SET.has(s.path))) return;
    this.pending.add(shipId);
    this.schedule();
  }

  private async flush() {
    this.timer = undefined;
    if (this.stopped || this.pending.size === 0) return;
    if (this.socket.bufferedAmount() > MAX_BUFFERED_BYTES) {
      this.timer = setTimeout(() => void this.flush(), this.throttleMs);
      return;
    }
    if (!(await this.socket.stillSignedIn())) return this.stop();
    const changed: MapShip[] = [];
    for (const shipId of this.pending) {
      this.merge(shipId, memorySamples(this.store, shipId));
      const row = this.row(shipId);
      if (!row) continue;
      const json = JSON.stringify(row);
      if (this.sent.get(shipId) === json) continue;
      this.sent.set(shipId, json);
      changed.push(row);
    }
    this.pending.clear();
    if (changed.length > 0) this.socket.send({ type: 'fleet-positions', data: changed });
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.staleTimer);
    clearInterval(this.refreshTimer);
  }
}
