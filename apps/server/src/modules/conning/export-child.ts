/**
 * Entry module of the export child process (PostgreSQL; docs/conning-exports.md "Child process").
 * The server's `ExportWorker` claims a job, forks this module and sends it the job; this process writes
 * the file with its own pool of 3 connections from the same DATABASE_URL, renews the claim and records
 * the progress in the database like the in-process worker, reports its peak RSS and CPU time and exits. It imports
 * only the job runner (the writer and the export repo) and the PostgreSQL driver — not the server,
 * Fastify or exceljs — so it starts small. When the server asks it to stop, or the server's process is
 * gone (the IPC channel closes), it gives the job back at its next progress step.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runExportJob } from './export-job';
import type { ExportJobRow } from './export.repo';

/** What the server sends: the job to run, or stop. */
export type ToExportChild =
  { type: 'run'; url: string; job: ExportJobRow; worker: string } | { type: 'stop' };
/** What the child sends back: a warning to log, then its peak RSS before it exits. */
export type FromExportChild =
  { type: 'warn'; msg: string; error: string } | { type: 'done'; maxRssBytes: number; cpuMs: number };

let stopping = false;
let started = false;

const send = (message: FromExportChild) =>
  new Promise<void>((resolve) => {
    if (!process.send || !process.connected) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

async function run(message: Extract<ToExportChild, { type: 'run' }>) {
  // Two window reads at once (export-writer.ts READ_AHEAD) and the chunk inserts.
  const pool = new pg.Pool({ connectionString: message.url, max: 3 });
  pool.on('error', () => {
    /* idle client errors are reported by the query that meets them */
  });
  const log = {
    warn: (obj: unknown, msg: string) => {
      const err = (obj as { err?: unknown } | undefined)?.err;
      void send({ type: 'warn', msg, error: err instanceof Error ? err.message : String(err) });
    },
    info: () => undefined,
  };
  try {
    await runExportJob(drizzle(pool), message.job, message.worker, () => stopping, log);
  } finally {
    await pool.end().catch(() => undefined);
  }
  const usage = process.resourceUsage();
  await send({
    type: 'done',
    maxRssBytes: usage.maxRSS * 1024,
    cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
  });
}

process.on('message', (message: ToExportChild) => {
  if (message.type === 'stop') stopping = true;
  else if (!started) {
    started = true;
    run(message).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  }
});
process.on('disconnect', () => {
  stopping = true;
  // The server went away before sending a job: nothing to give back.
  if (!started) process.exit(0);
});
