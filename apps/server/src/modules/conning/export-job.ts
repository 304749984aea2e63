import { once } from 'node:events';
import type { ExportFormat, ExportFrequency } from '@keel/domain';
import type { Db } from '../../db/client';
import { ChunkSink, writeExport } from './export-writer';
import * as repo from './export.repo';

/** A logger's two levels used by the export job. */
export type ExportLog = { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };

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
 * Runs one job claimed by `worker`: writes its file into the database, then marks it DONE, or after an
 * error PENDING again (FAILED at the last attempt) with the message. Renews the claim with the progress
 * every 2 s; when `stopping()` turns true it gives the job back at its next progress step (the attempt
 * not counted). Used in the server process (PGlite) and in the export child process (`export-child.ts`).
 */
export async function runExportJob(
  db: Db,
  job: repo.ExportJobRow,
  worker: string,
  stopping: () => boolean,
  log: ExportLog,
) {
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
        if (stopping()) throw new ClaimLost('server stopping');
        if (Date.now() - lastBeat < HEARTBEAT_MS) return;
        lastBeat = Date.now();
        if (!(await repo.heartbeat(db, job.id, worker, progress, rows)))
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
    await repo.finishJob(db, job.id, worker, { state: 'DONE', rows, fileName, fileSize: sink.size });
  } catch (error) {
    if (error instanceof ClaimLost) {
      // Stopping: give the job back at once so the next start (or another instance) runs it.
      if (stopping()) await repo.giveBack(db, job.id, worker).catch(() => undefined);
      return;
    }
    log.warn({ err: error, job: job.id }, 'conning export failed');
    await failAttempt(db, job, worker, error instanceof Error ? error.message : String(error));
  }
}

/** Ends an attempt that failed: PENDING again with the message, FAILED at the last attempt. */
export async function failAttempt(db: Db, job: repo.ExportJobRow, worker: string, message: string) {
  await repo
    .finishJob(db, job.id, worker, {
      state: job.attempts >= repo.MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
      error: message,
    })
    .catch(() => false);
}
