import type { Pool, PoolClient } from 'pg';
import { groupOfPath, signalKDeltaSchema, deltaValues, type ConningSourceStats } from '@keel/domain';
import type { Database } from '../../db/client';
import type { ConningStore, IncomingSample } from './conning-store';
import {
  startMqtt,
  startSerial,
  startSignalKWs,
  startTcp,
  startUdp,
  type InputSink,
  type RunningInput,
} from './inputs';
import { NmeaDecoder, type DecodedValue } from './nmea-decoder';
import type { SecretBox } from './source-secret';
import { SourceStats } from './source-stats';
import * as repo from './source.repo';

/** Channel on which a changed source's id is announced to the instance that runs the inputs. */
export const SOURCES_CHANNEL = 'keel_conning_sources';
/** Advisory lock held by the one instance that runs the inputs (a UDP port can be bound once). */
const INPUTS_LOCK = 7_305_001;
const LEADER_RETRY_MS = 15_000;

type Log = { warn(obj: unknown, msg: string): void };

/** Samples of decoded values under a source's settings (priority per group, timeouts, label). */
export function samplesOf(
  source: repo.SourceRow,
  values: DecodedValue[],
  now = Date.now(),
): IncomingSample[] {
  return values.map((v) => {
    const group = groupOfPath(v.path);
    const timeout = source.timeouts[v.path];
    return {
      path: v.path,
      value: v.value,
      timestamp: now,
      sourceKey: source.id,
      source: v.talker && v.talker !== 'P' ? `${source.name} (${v.talker})` : source.name,
      priority: (group && source.groupPriorities[group]) || source.priority,
      timeoutMs: timeout ? Math.round(timeout * 1000) : null,
    };
  });
}

interface Running {
  source: repo.SourceRow;
  stats: SourceStats;
  input: RunningInput | null;
}

/**
 * Runs the enabled sources' inputs. On PostgreSQL only the instance holding the inputs advisory lock
 * runs them (others retry every 15 s), and it hears about sources changed elsewhere on
 * `keel_conning_sources`; on PGlite the one process runs them.
 */
export class InputManager {
  private readonly running = new Map<string, Running>();
  private leader = false;
  private leaderConn: PoolClient | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly store: ConningStore,
    private readonly log: Log,
    /** Seals and opens the broker passwords stored with sources (source-secret.ts). */
    readonly secrets: SecretBox,
  ) {}

  /** Starts the enabled sources if there are any (else nothing runs until a source is created). */
  async start() {
    const sources = await repo.listEnabledSources(this.database.db);
    for (const s of sources) if (s.kind === 'signalk-http') await this.apply(s.id);
    if (sources.some((s) => s.kind !== 'signalk-http') && (await this.lead())) await this.applyAll();
  }

  /** (Re)starts every enabled source (after this instance became the one that runs them). */
  private async applyAll(except?: string) {
    for (const source of await repo.listEnabledSources(this.database.db))
      if (source.id !== except) void this.apply(source.id);
    await this.queue;
  }

  private async lead(): Promise<boolean> {
    try {
      return await this.tryLead();
    } catch (error) {
      this.log.warn({ err: error }, 'could not take the conning inputs lock; trying again');
      this.retry ??= setTimeout(() => {
        this.retry = undefined;
        void this.lead().then((leading) => (leading ? this.applyAll() : undefined));
      }, LEADER_RETRY_MS).unref();
      return false;
    }
  }

  private async tryLead(): Promise<boolean> {
    if (this.leader || this.stopped) return this.leader;
    if (this.database.kind === 'pglite') {
      this.leader = true;
    } else {
      const pool = (this.database.db as unknown as { $client: Pool }).$client;
      const conn = await pool.connect();
      const result = await conn.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        INPUTS_LOCK,
      ]);
      if (!result.rows[0]?.ok) {
        conn.release();
        this.retry ??= setTimeout(() => {
          this.retry = undefined;
          void this.lead().then((leading) => (leading ? this.applyAll() : undefined));
        }, LEADER_RETRY_MS).unref();
        return false;
      }
      this.leaderConn = conn;
      conn.on('notification', (m) => {
        if (m.channel === SOURCES_CHANNEL && m.payload) void this.apply(m.payload);
      });
      conn.on('error', (error) => this.log.warn({ err: error }, 'conning inputs connection lost'));
      await conn.query(`LISTEN ${SOURCES_CHANNEL}`);
      this.leader = true;
    }
    return true;
  }

  /** (Re)starts one source after a change: stops its input, then starts it again if enabled. */
  apply(id: string): Promise<void> {
    const run = this.queue.then(() => this.applyNow(id));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async applyNow(id: string) {
    const current = this.running.get(id);
    if (current?.input) await current.input.stop().catch(() => undefined);
    this.running.delete(id);
    if (this.stopped) return;
    const source = await repo.findSource(this.database.db, id);
    if (!source?.enabled) return;
    const stats = current?.stats ?? new SourceStats();
    // The counters carry over a restart; the previous run's state and error do not.
    stats.restart();
    const entry: Running = { source, stats, input: null };
    this.running.set(id, entry);
    if (source.kind === 'signalk-http') return;
    if (!this.leader) {
      if (!(await this.lead())) return;
      // Newly the one that runs inputs: the other enabled sources start after this one.
      void this.applyAll(id);
    }
    try {
      entry.input = await this.startInput(source, this.sink(source, stats));
      stats.running = true;
    } catch (error) {
      stats.fail(error);
      this.log.warn({ err: error, source: source.name }, 'conning input could not start');
    }
  }

  private sink(source: repo.SourceRow, stats: SourceStats): InputSink {
    const decoder = new NmeaDecoder(stats, {
      xdrMapping: source.xdrMapping,
      pathMapping: source.pathMapping,
    });
    const take = (values: DecodedValue[]) => {
      if (values.length === 0) return;
      stats.values += values.length;
      this.store.ingest(source.shipId, samplesOf(source, values));
    };
    return {
      stats,
      line: (text) => take(decoder.decode(text)),
      json: (message) => {
        const parsed = signalKDeltaSchema.safeParse(message);
        // A Signal K server's hello message has no updates: not an error.
        if (!parsed.success) {
          if (typeof message === 'object' && message && 'updates' in message) stats.error('delta');
          return;
        }
        stats.sentence();
        take(decoder.mapped(deltaValues(parsed.data), null));
      },
      warn: (message, error) => this.log.warn({ err: error, source: source.name }, message),
    };
  }

  private startInput(s: repo.SourceRow, sink: InputSink): Promise<RunningInput> | RunningInput {
    switch (s.kind) {
      case 'udp':
        return startUdp(s.port ?? 10110, sink);
      case 'tcp':
        return startTcp(s.host ?? '127.0.0.1', s.port ?? 10110, sink);
      case 'serial':
        return startSerial(s.devicePath ?? '', s.baudRate ?? 4800, sink);
      case 'signalk-ws':
        return startSignalKWs(s.url ?? '', sink);
      case 'mqtt':
        return startMqtt(s.url ?? '', s.topic ?? '#', sink, {
          username: s.username,
          password: this.password(s),
          tls: s.tls,
          rejectUnauthorized: s.tlsRejectUnauthorized,
          ca: s.tlsCa,
        });
      default:
        throw new Error(`unknown source kind ${s.kind}`);
    }
  }

  /** A source's broker password in clear; an error a source shows when it cannot be decrypted. */
  private password(s: repo.SourceRow): string | null {
    if (s.password === null) return null;
    try {
      return this.secrets.open(s.password);
    } catch {
      throw new Error(
        'The stored broker password cannot be decrypted (server secret changed?): enter it again',
      );
    }
  }

  /** The counters of a source on this instance (null when this instance does not run it). */
  statsOf(id: string): ConningSourceStats | null {
    return this.running.get(id)?.stats.view() ?? null;
  }

  /** The counters of a source, created if needed (HTTP ingest counts on the instance that takes it). */
  statsFor(id: string): SourceStats {
    return this.running.get(id)?.stats ?? new SourceStats();
  }

  /** Stops every input and gives the lock back. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.queue;
    await Promise.all([...this.running.values()].map((r) => r.input?.stop().catch(() => undefined)));
    this.running.clear();
    const conn = this.leaderConn;
    this.leaderConn = undefined;
    if (conn) {
      await conn.query('select pg_advisory_unlock_all()').catch(() => undefined);
      conn.release();
    }
  }
}
