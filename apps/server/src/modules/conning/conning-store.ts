import { randomUUID } from 'node:crypto';
import { nextInterval, type ConningSample } from '@keel/domain';
import type { Db, DbOrTx } from '../../db/client';
import * as repo from './conning.repo';

/** The NOTIFY channel of live values between server instances. */
export const CONNING_CHANNEL = 'keel_conning';
/** Largest NOTIFY payload Keel sends (PostgreSQL's limit is 8000 bytes). */
const MAX_NOTIFY_BYTES = 7000;
/** Flush the pending rows after this long, or at once past FLUSH_ROWS. */
const FLUSH_MS = 1000;
const FLUSH_ROWS = 5000;
/**
 * Raw history keeps a path's value of a source at most this often by default
 * (`KEEL_CONNING_HISTORY_INTERVAL_MS`; docs/conning-data.md "Storage"). Latest, the live stream and the
 * aggregates take every value.
 */
export const DEFAULT_HISTORY_INTERVAL_MS = 1000;

/**
 * Rows per statement of a batch's writes on PGlite, whose statements run on the event loop's thread
 * (docs/conning-data.md "Session 16": the latency bench's p99 before and after).
 */
export const PGLITE_STATEMENT_ROWS = 500;

/** A value arriving from an input, before its interval is known. */
export type IncomingSample = Omit<ConningSample, 'intervalMs'>;
/** Live samples of one ship, for the WebSocket fan-out. */
export type LiveListener = (shipId: string, samples: ConningSample[]) => void;
/** One path of a ship: the latest sample per source, and when each source's raw history last kept one. */
interface PathState {
  samples: Map<string, ConningSample>;
  rawAt: Map<string, number>;
}
/** A sample waiting for the batch: aggregated (and its history hooks) and kept as raw history or not. */
interface Pending {
  shipId: string;
  sample: ConningSample;
  aggregate: boolean;
  raw: boolean;
}
/**
 * Runs inside a batch's transaction with the history rows just written and every value aggregated (the map's
 * position aggregate and the packs it forgets).
 */
export type HistoryHook = (
  tx: DbOrTx,
  rows: { shipId: string; sample: ConningSample }[],
  aggregated: { shipId: string; sample: ConningSample }[],
) => Promise<void>;

/**
 * The live model of every ship: the latest sample per path and source in memory (not the only copy:
 * `conning_latest` holds it too), history and aggregates written in batches, and the NOTIFY that lets
 * other server instances update their memory and their browsers.
 */
export class ConningStore {
  /** This instance's id in NOTIFY payloads (its own are skipped when they come back). */
  readonly instanceId = randomUUID();
  private readonly cache = new Map<string, Map<string, PathState>>();
  private pending: Pending[] = [];
  /** Raw history keeps a path's value of a source at most this often (0: every value). */
  readonly historyIntervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<LiveListener>();
  private readonly historyHooks: HistoryHook[] = [];
  /** Rows that could not be written (logged by the runtime). */
  dropped = 0;
  /**
   * PGlite (`statementRows`): a batch's writes cut into statements of that many rows, the event loop let
   * through between them (pushes and inputs wait for one small statement, not the whole batch).
   */
  private readonly pace: repo.StatementPace | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    options: { historyIntervalMs?: number; statementRows?: number } = {},
  ) {
    this.historyIntervalMs = options.historyIntervalMs ?? DEFAULT_HISTORY_INTERVAL_MS;
    if (options.statementRows)
      this.pace = { rows: options.statementRows, between: () => new Promise((r) => setImmediate(r)) };
  }

  private paths(shipId: string) {
    let ship = this.cache.get(shipId);
    if (!ship) this.cache.set(shipId, (ship = new Map()));
    return ship;
  }

  private pathState(ship: Map<string, PathState>, path: string): PathState {
    let state = ship.get(path);
    if (!state) ship.set(path, (state = { samples: new Map(), rawAt: new Map() }));
    return state;
  }

  /**
   * Takes new samples of a ship: memory and listeners now, the database with the next batch: latest and
   * the aggregates every value, raw history a path's value of a source at most every `historyIntervalMs`.
   * `history: false` updates the latest values only (the simulator keeps history every 10 s).
   */
  ingest(shipId: string, incoming: IncomingSample[], options: { history?: boolean } = {}): ConningSample[] {
    const history = options.history ?? true;
    const ship = this.paths(shipId);
    const accepted: ConningSample[] = [];
    for (const s of incoming) {
      const state = this.pathState(ship, s.path);
      const previous = state.samples.get(s.sourceKey);
      if (previous && previous.timestamp > s.timestamp) continue;
      const sample: ConningSample = {
        ...s,
        intervalMs: previous ? nextInterval(previous, s.timestamp) : null,
      };
      state.samples.set(s.sourceKey, sample);
      accepted.push(sample);
      let raw = false;
      if (history) {
        const keptAt = state.rawAt.get(s.sourceKey);
        raw = keptAt === undefined || s.timestamp - keptAt >= this.historyIntervalMs;
        if (raw) state.rawAt.set(s.sourceKey, s.timestamp);
      }
      this.pending.push({ shipId, sample, aggregate: history, raw });
    }
    if (accepted.length > 0) {
      for (const listener of this.listeners) listener(shipId, accepted);
      if (this.pending.length >= FLUSH_ROWS) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
    }
    return accepted;
  }

  /** Samples another instance took (from NOTIFY): memory and listeners, no database write. */
  applyRemote(shipId: string, samples: ConningSample[]) {
    const ship = this.paths(shipId);
    const fresh: ConningSample[] = [];
    for (const s of samples) {
      const { samples: sources } = this.pathState(ship, s.path);
      const previous = sources.get(s.sourceKey);
      if (previous && previous.timestamp >= s.timestamp) continue;
      sources.set(s.sourceKey, s);
      fresh.push(s);
    }
    if (fresh.length > 0) for (const listener of this.listeners) listener(shipId, fresh);
  }

  /** The samples in memory of one path of a ship (every source). */
  pathSamples(shipId: string, path: string): ConningSample[] {
    return [...(this.cache.get(shipId)?.get(path)?.samples.values() ?? [])];
  }

  /** Listens to every new sample of every ship; returns the function that stops it. */
  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Every source's latest sample of a ship: the database rows (written by any instance) merged with
   * memory (newer wins), so an answer never waits for a batch and never misses another instance.
   */
  async samplesOf(shipId: string): Promise<ConningSample[]> {
    const rows = await repo.selectLatest(this.db, shipId);
    const ship = this.paths(shipId);
    for (const row of rows) {
      const { samples: sources } = this.pathState(ship, row.path);
      const known = sources.get(row.sourceKey);
      if (!known || known.timestamp < row.timestamp) sources.set(row.sourceKey, row);
    }
    return [...ship.values()].flatMap((state) => [...state.samples.values()]);
  }

  /** Adds a hook run with every batch's history rows in the batch's transaction. */
  onHistory(hook: HistoryHook) {
    this.historyHooks.push(hook);
  }

  /**
   * Writes the pending samples in one transaction, one statement each over arrays (history — by COPY on
   * PostgreSQL —, aggregates, latest, the NOTIFYs; docs/conning-data.md "Storage"), plus the history hooks. Other instances are
   * NOTIFYed the newest sample per path and source of the batch: all that `applyRemote` keeps and the live
   * WebSocket sends.
   */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.db.transaction(async (tx) => {
          const aggregated = batch.filter((b) => b.aggregate);
          const raw = aggregated.filter((b) => b.raw);
          const pace = this.pace;
          const between = () => pace?.between();
          await repo.insertHistory(tx, raw, { pace });
          await between();
          await repo.upsertAggregates(tx, aggregated, pace);
          await between();
          for (const hook of this.historyHooks) await hook(tx, raw, aggregated);
          const newest = repo.newestPerSource(batch);
          await repo.upsertLatest(tx, newest, pace);
          await between();
          await repo.notifyAll(tx, CONNING_CHANNEL, notifyPayloads(this.instanceId, newest));
        });
      } catch (error) {
        this.dropped += batch.length;
        this.onError(error);
      }
    });
    return this.flushing;
  }

  /** Stops the timer and writes what is pending. */
  async close() {
    await this.flush();
  }
}

/**
 * NOTIFY payloads of a batch: `{ o, s, v: samples }` per ship, split to stay under the size limit (bytes).
 * Each sample is stringified once and the payload assembled from the pieces (the same JSON as
 * `JSON.stringify({ o, s, v })`).
 */
export function notifyPayloads(
  instanceId: string,
  batch: { shipId: string; sample: ConningSample }[],
): string[] {
  const byShip = new Map<string, ConningSample[]>();
  for (const { shipId, sample } of batch) {
    const list = byShip.get(shipId);
    if (list) list.push(sample);
    else byShip.set(shipId, [sample]);
  }
  const out: string[] = [];
  for (const [shipId, samples] of byShip) {
    const head = `{"o":${JSON.stringify(instanceId)},"s":${JSON.stringify(shipId)},"v":[`;
    const empty = Buffer.byteLength(head) + 2;
    let parts: string[] = [];
    let size = empty;
    for (const sample of samples) {
      const json = JSON.stringify(sample);
      const length = Buffer.byteLength(json) + 1;
      if (size + length > MAX_NOTIFY_BYTES && parts.length > 0) {
        out.push(`${head}${parts.join(',')}]}`);
        parts = [];
        size = empty;
      }
      parts.push(json);
      size += length;
    }
    if (parts.length > 0) out.push(`${head}${parts.join(',')}]}`);
  }
  return out;
}
