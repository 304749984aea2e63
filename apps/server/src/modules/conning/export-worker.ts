import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { ExportFormat, ExportFrequency } from '@keel/domain';
import type { Database } from '../../db/client';
import { ChunkSink, writeExport } from './export-writer';
import * as repo from './export.repo';

type Log = { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };

/** How often an idle worker looks for a job (a create in this process wakes it at once). */
const POLL_MS = 2000;
/** How often a running job renews its claim and records progress. */
const HEARTBEAT_MS = 2000;

class ClaimLost extends Error {}

/** The file name of an export: ship, period, frequency. */
export function exportFileName(
  shipName: string,
  from: Date,
  to: Date,
  frequency: ExportFrequency,
  format: ExportFormat,
) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const ship = shipName.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'ship';
  return `conning-${ship}-${day(from)}-${day(to)}-${frequency.toLowerCase()}.${format}`;
}

/**
 * Runs export jobs one at a time in this server instance. Jobs are claimed from the database
 * (`export.repo.claimJob`), so several instances share the queue, none runs a job twice, and a job
 * whose instance died is taken over once its claim goes silent; a restart loses nothing.
 */
export class ExportWorker {
  readonly id = `export-${randomUUID()}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private again = false;

  constructor(
    private readonly database: Database,
    private readonly log: Log,
    private readonly pollMs = POLL_MS,
  ) {}

  /** Starts polling. On PGlite (one process) the jobs a previous run left WORKING are given back first. */
  async start() {
    if (this.database.kind === 'pglite') await repo.releaseAllClaims(this.database.db);
    this.schedule(0);
  }

  /** Looks for work now (after a job was created in this process). */
  kick() {
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => {
        this.running = undefined;
        const now = this.again;
        this.again = false;
        this.schedule(now ? 0 : this.pollMs);
      });
    }, delay);
    this.timer.unref();
  }

  /** Runs jobs while there are some to claim. */
  private async drain() {
    while (!this.stopped) {
      let job: repo.ExportJobRow | undefined;
      try {
        job = await repo.claimJob(this.database.db, this.id);
      } catch (error) {
        this.log.warn({ err: error }, 'conning export queue not readable');
        return;
      }
      if (!job) return;
      await this.run(job);
    }
  }

  /** Runs one claimed job: writes its file into the database, then marks it DONE (or retries). */
  async run(job: repo.ExportJobRow) {
    const { db } = this.database;
    if (job.attempts > repo.MAX_ATTEMPTS) {
      await repo.finishJob(db, job.id, this.id, {
        state: 'FAILED',
        error: job.error ?? `gave up after ${repo.MAX_ATTEMPTS} attempts`,
      });
      return;
    }
    let lastBeat = Date.now();
    try {
      await repo.deleteChunks(db, job.id);
      const sink = new ChunkSink(db, job.id);
      const rows = await writeExport(
        db,
        {
          shipId: job.shipId,
          paths: job.paths,
          from: job.fromTs,
          to: job.toTs,
          frequency: job.frequency as ExportFrequency,
          format: job.format as ExportFormat,
        },
        sink,
        async (progress, rows) => {
          if (this.stopped) throw new ClaimLost('server stopping');
          if (Date.now() - lastBeat < HEARTBEAT_MS) return;
          lastBeat = Date.now();
          if (!(await repo.heartbeat(db, job.id, this.id, progress, rows)))
            throw new ClaimLost('claim taken over');
        },
      );
      if (!sink.writableFinished) await once(sink, 'finish');
      const fileName = exportFileName(
        job.shipName,
        job.fromTs,
        job.toTs,
        job.frequency as ExportFrequency,
        job.format as ExportFormat,
      );
      await repo.finishJob(db, job.id, this.id, { state: 'DONE', rows, fileName, fileSize: sink.size });
    } catch (error) {
      if (error instanceof ClaimLost) {
        // Stopping: give the job back at once so the next start (or another instance) runs it.
        if (this.stopped) await repo.giveBack(db, job.id, this.id).catch(() => undefined);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, job: job.id }, 'conning export failed');
      await repo
        .finishJob(db, job.id, this.id, {
          state: job.attempts >= repo.MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
          error: message,
        })
        .catch(() => undefined);
    }
  }

  /** Stops polling; a running job gives its claim back at its next progress step. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
