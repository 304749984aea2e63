import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type pg from 'pg';
import type { Database } from '../../db/client';
import type { FromExportChild, ToExportChild } from './export-child';
import { failAttempt, runExportJob, type ExportLog } from './export-job';
import * as repo from './export.repo';

export { exportFileName } from './export-job';

/** How often an idle worker looks for a job (a create in this process wakes it at once). */
const POLL_MS = 2000;

/** The child's entry module, with this module's extension (`.ts` under tsx). */
const CHILD_ENTRY = fileURLToPath(
  new URL(`./export-child${import.meta.url.slice(import.meta.url.lastIndexOf('.'))}`, import.meta.url),
);

/**
 * The Node flags of the child: the server's own (`--import tsx` under `npm start`) without the debugger's
 * (its port is taken) and without `--max-semi-space-size` (the server's young generation for request
 * throughput; in the child it only raises the RSS). A `.ts` entry gets tsx's loader if the server was
 * started some other way (Vitest).
 */
function childExecArgv(): string[] {
  const args = process.execArgv.filter(
    (a) => !a.startsWith('--inspect') && !a.startsWith('--max-semi-space-size'),
  );
  if (CHILD_ENTRY.endsWith('.ts') && !args.some((a) => a.includes('tsx')))
    args.push('--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href);
  return args;
}

/** The last job this worker ran: in which process, and (child) its exit and peak RSS. */
export interface ExportRun {
  jobId: string;
  pid: number;
  inChild: boolean;
  /** The child's peak RSS (`process.resourceUsage().maxRSS`); null in process or when it died. */
  maxRssBytes: number | null;
  /** The child's CPU time (user + system, its whole life); null in process or when it died. */
  cpuMs: number | null;
  exit: { code: number | null; signal: NodeJS.Signals | null } | null;
  ms: number;
}

/**
 * Runs export jobs one at a time in this server instance. Jobs are claimed from the database
 * (`export.repo.claimJob`), so several instances share the queue, none runs a job twice, and a job
 * whose instance died is taken over once its claim goes silent; a restart loses nothing.
 * On PostgreSQL each job is written by a child process (`export-child.ts`, its own 3 connections), so the
 * server's memory and event loop stay out of it; a child that dies counts as a failed attempt (PENDING
 * again with the message, FAILED at the third). On PGlite (one in-process connection) jobs run here.
 */
export class ExportWorker {
  readonly id = `export-${randomUUID()}`;
  /** The last job run (for logs, tests and the bench). */
  lastRun: ExportRun | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private child: ChildProcess | undefined;
  private stopped = false;
  private again = false;

  constructor(
    private readonly database: Database,
    private readonly log: ExportLog,
    private readonly pollMs = POLL_MS,
    private readonly options: { inChild?: boolean } = {},
  ) {}

  /** Whether jobs run in a child process (PostgreSQL) or in this one (PGlite). */
  get inChild(): boolean {
    return this.options.inChild ?? this.database.kind === 'postgres';
  }

  /** The pid of the child writing a job now, if any. */
  get childPid(): number | undefined {
    return this.child?.pid;
  }

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
    const t0 = Date.now();
    if (!this.inChild) {
      await runExportJob(db, job, this.id, () => this.stopped, this.log);
      this.lastRun = {
        jobId: job.id,
        pid: process.pid,
        inChild: false,
        maxRssBytes: null,
        cpuMs: null,
        exit: null,
        ms: Date.now() - t0,
      };
      return;
    }
    const { exit, report } = await this.runInChild(job);
    this.lastRun = {
      jobId: job.id,
      pid: exit.pid,
      inChild: true,
      maxRssBytes: report?.maxRssBytes ?? null,
      cpuMs: report?.cpuMs ?? null,
      exit,
      ms: Date.now() - t0,
    };
    if (exit.code === 0) {
      this.log.info(
        { job: job.id, ms: this.lastRun.ms, maxRssMB: Math.round((report?.maxRssBytes ?? 0) / 1048576) },
        'conning export child finished',
      );
      return;
    }
    // The child died (killed, out of memory, a crash) without ending its attempt: end it here. A no-op
    // when the child ended it first (the claim is no longer this worker's).
    const message = exit.signal
      ? `The export process was killed (${exit.signal})`
      : `The export process exited with code ${exit.code}`;
    this.log.warn({ job: job.id, ...exit }, 'conning export child died');
    if (this.stopped) await repo.giveBack(db, job.id, this.id).catch(() => undefined);
    else await failAttempt(db, job, this.id, message);
  }

  /** Forks the export child, sends it the job and waits for it to exit. */
  private async runInChild(job: repo.ExportJobRow) {
    const url = (this.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
    let report: Extract<FromExportChild, { type: 'done' }> | undefined;
    const child = fork(CHILD_ENTRY, [], {
      execArgv: childExecArgv(),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    const exit = new Promise<{ pid: number; code: number | null; signal: NodeJS.Signals | null }>(
      (resolve) => {
        let spawnError: Error | undefined;
        child.on('error', (error) => (spawnError = error));
        // 'close', not 'exit': after the IPC channel closed too, so the 'done' message has arrived.
        child.on('close', (code, signal) =>
          resolve({ pid: child.pid ?? 0, code: spawnError && code === null ? -1 : code, signal }),
        );
      },
    );
    child.on('message', (message: FromExportChild) => {
      if (message.type === 'done') report = message;
      else this.log.warn({ job: job.id, error: message.error }, message.msg);
    });
    const run: ToExportChild = { type: 'run', url: url ?? '', job, worker: this.id };
    child.send(run, (error) => {
      if (error) child.kill('SIGKILL');
    });
    try {
      return { exit: await exit, report };
    } finally {
      this.child = undefined;
    }
  }

  /** Stops polling; a running job gives its claim back at its next progress step. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.child?.connected) this.child.send({ type: 'stop' } satisfies ToExportChild, () => undefined);
    await this.running?.catch(() => undefined);
  }
}
