import type { Pool, PoolClient } from 'pg';
import { EXPORT_RETENTION_DAYS_DEFAULT, type ConningSample } from '@keel/domain';
import type { AppContext } from '../../app-context';
import { ConningStore, CONNING_CHANNEL, PGLITE_STATEMENT_ROWS } from './conning-store';
import { ensureMonthlyPartitions, retireRawHistory } from './conning-partitions';
import { ExportWorker } from './export-worker';
import { expireExportJobs } from './export.service';
import { InputManager } from './input-manager';
import { SecretBox } from './source-secret';
import { Simulator } from './simulator';

type Log = { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
const DAY_MS = 86_400_000;
/** How often DONE exports past their retention are expired. */
const EXPORT_SWEEP_MS = 15 * 60_000;

/**
 * Everything live of the conning module in one server instance: the store, the inputs, the
 * simulator, the housekeeping timer and (on PostgreSQL, while browsers watch) the LISTEN that
 * brings other instances' values.
 */
export class ConningRuntime {
  readonly store: ConningStore;
  readonly inputs: InputManager;
  /** Runs export jobs claimed from the database (docs/conning-exports.md). */
  readonly exports: ExportWorker;
  simulator: Simulator | null = null;
  private housekeeping: NodeJS.Timeout | undefined;
  private exportSweep: NodeJS.Timeout | undefined;
  private listenConn: PoolClient | undefined;
  private listening: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: Log,
  ) {
    this.store = new ConningStore(
      ctx.database.db,
      (error) => log.warn({ err: error }, 'conning batch not written'),
      {
        historyIntervalMs: ctx.config.conningHistoryIntervalMs,
        statementRows: ctx.database.kind === 'pglite' ? PGLITE_STATEMENT_ROWS : undefined,
      },
    );
    this.inputs = new InputManager(
      ctx.database,
      this.store,
      log,
      new SecretBox(ctx.config.dataKey, [ctx.config.jwtSecret]),
    );
    this.exports = new ExportWorker(ctx.database, log);
  }

  async start() {
    const { db } = this.ctx.database;
    await this.housekeep();
    this.housekeeping = setInterval(() => void this.housekeep(), DAY_MS / 4).unref();
    await this.sweepExports();
    this.exportSweep = setInterval(() => void this.sweepExports(), EXPORT_SWEEP_MS).unref();
    await this.inputs.start();
    await this.exports.start();
    const simulate = this.ctx.config.simulator ?? this.ctx.database.kind === 'pglite';
    if (simulate) {
      this.simulator = new Simulator(db, this.store);
      const n = await this.simulator.start();
      this.log.info({ ships: n }, 'conning simulator running (KEEL_SIMULATOR=off stops it)');
    }
  }

  /** Days a DONE export's file is kept (`KEEL_CONNING_EXPORT_RETENTION_DAYS`). */
  get exportRetentionDays(): number {
    return this.ctx.config.conningExportRetentionDays ?? EXPORT_RETENTION_DAYS_DEFAULT;
  }

  /** Expires the exports past their retention and deletes their files (every 15 minutes). */
  async sweepExports() {
    try {
      const n = await expireExportJobs(this.ctx.database.db, this.exportRetentionDays);
      if (n > 0) this.log.info({ jobs: n }, 'conning exports expired, files deleted');
    } catch (error) {
      this.log.warn({ err: error }, 'conning export expiry failed');
    }
  }

  private async housekeep() {
    try {
      await ensureMonthlyPartitions(this.ctx.database.db);
      await retireRawHistory(this.ctx.database.db, this.ctx.config.conningRetentionDays);
    } catch (error) {
      this.log.warn({ err: error }, 'conning history housekeeping failed');
    }
  }

  /**
   * Hears other instances' values (PostgreSQL only; PGlite has one process). Started by the first
   * browser that watches; idempotent.
   */
  listenToOthers(): Promise<void> {
    if (this.ctx.database.kind === 'pglite' || this.closed) return Promise.resolve();
    this.listening ??= this.connectListener();
    return this.listening;
  }

  private async connectListener(): Promise<void> {
    const pool = (this.ctx.database.db as unknown as { $client: Pool }).$client;
    try {
      const conn = await pool.connect();
      this.listenConn = conn;
      // This instance's own payloads come back too: skipped by their prefix, before parsing them.
      const own = `{"o":${JSON.stringify(this.store.instanceId)},`;
      conn.on('notification', (m) => {
        if (m.channel !== CONNING_CHANNEL || !m.payload || m.payload.startsWith(own)) return;
        try {
          const msg = JSON.parse(m.payload) as { o: string; s: string; v: ConningSample[] };
          if (msg.o !== this.store.instanceId) this.store.applyRemote(msg.s, msg.v);
        } catch {
          /* a foreign payload */
        }
      });
      conn.on('error', (error) => {
        this.log.warn({ err: error }, 'conning live channel lost; listening again');
        if (this.listenConn === conn) {
          this.listenConn = undefined;
          conn.release(true);
        }
        this.listening = undefined;
        if (!this.closed) setTimeout(() => void this.listenToOthers(), 1000).unref();
      });
      await conn.query(`LISTEN ${CONNING_CHANNEL}`);
    } catch (error) {
      this.listening = undefined;
      this.log.warn({ err: error }, 'could not listen on the conning channel');
    }
  }

  async close() {
    this.closed = true;
    clearInterval(this.housekeeping);
    clearInterval(this.exportSweep);
    this.simulator?.stop();
    await this.exports.stop();
    await this.inputs.stop();
    await this.store.close();
    await this.listening;
    const conn = this.listenConn;
    this.listenConn = undefined;
    if (conn) {
      await conn.query(`UNLISTEN ${CONNING_CHANNEL}`).catch(() => undefined);
      conn.release();
    }
  }
}

const runtimes = new WeakMap<AppContext, Promise<ConningRuntime>>();

/** The runtime of an application (one per AppContext), started on first use. */
export function conningRuntime(ctx: AppContext, log: Log): Promise<ConningRuntime> {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    const created = new ConningRuntime(ctx, log);
    runtime = created.start().then(() => created);
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

/** Stops the runtime of an application, if it was started. */
export async function closeConningRuntime(ctx: AppContext) {
  const runtime = runtimes.get(ctx);
  runtimes.delete(ctx);
  if (runtime) await (await runtime).close();
}
