/**
 * Export jobs on PostgreSQL with several instances: concurrent claims from two connection pools never
 * hand one job to two workers (`FOR UPDATE SKIP LOCKED`); a worker that lost its claim cannot renew
 * or finish it; two workers on two pools drain a queue with each job run exactly once; the history
 * they read sits in the monthly partitions. Jobs are written by child processes (export-child.ts): a child
 * that dies counts as a failed attempt, a stopping worker's child gives its job back.
 */
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { DEMO, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { conningRuntime } from './conning-runtime';
import { conningExportJobs } from './conning.table';
import { ExportWorker } from './export-worker';
import * as repo from './export.repo';

let t: TestApp;
let other: Database;
let admin: TestSession;
let aurora: string;
const quiet = { warn: () => undefined, info: () => undefined };
// Three hours ago, on a whole minute: in this month's partition (made for this and next month).
const H = Math.floor((Date.now() - 3 * 3_600_000) / 60_000) * 60_000;
const month = new Date(H).toISOString();
const partition = `conning_history_y${month.slice(0, 4)}m${month.slice(5, 7)}`;
const text = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  const url = (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
  other = await openDatabase({ url, dataDir: null, poolSize: 4 });
  // This test drives the workers itself.
  await (await conningRuntime(t.ctx, t.app.log)).exports.stop();
  const token = (await admin.post(`/conning/ships/${aurora}/ingest-tokens`, { name: 'PG export' })).json<{
    data: { token: string };
  }>().data.token;
  const updates = Array.from({ length: 30 }, (_, i) => ({
    timestamp: new Date(H + i * 10_000).toISOString(),
    values: [{ path: 'navigation.speedOverGround', value: i }],
  }));
  const posted = await t.inject({
    method: 'POST',
    url: '/api/v1/conning/ingest/signalk',
    headers: { authorization: `Bearer ${token}` },
    payload: { updates },
  });
  expect(posted.statusCode, posted.body).toBe(200);
  await (await conningRuntime(t.ctx, t.app.log)).store.flush();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function insertJobs(n: number) {
  const rows = await t.db
    .insert(conningExportJobs)
    .values(
      Array.from({ length: n }, () => ({
        shipId: aurora,
        paths: ['navigation.speedOverGround'],
        fromTs: new Date(H),
        toTs: new Date(H + 300_000),
        frequency: 'MINUTES',
        format: 'csv',
      })),
    )
    .returning({ id: conningExportJobs.id });
  return rows.map((r) => r.id);
}

describe('export job claims on PostgreSQL', () => {
  it('the history rows sit in the monthly partition of their month', async () => {
    const result = await t.db.execute<{ part: string }>(
      sql`select distinct tableoid::regclass::text as part from conning_history where ship_id = ${aurora} and ts >= ${new Date(H).toISOString()} and ts < ${new Date(H + 300_000).toISOString()}`,
    );
    expect(result.rows.map((r) => r.part)).toEqual([partition]);
  });

  it('never gives one job to two workers, whatever the race', async () => {
    const ids = await insertJobs(5);
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, i) => repo.claimJob(i % 2 ? t.db : other.db, `w${i}`)),
    );
    const taken = claims.filter((c) => c !== undefined && ids.includes(c.id)).map((c) => c!.id);
    expect(taken.sort()).toEqual([...ids].sort());
    expect(new Set(taken).size).toBe(5);
    // A worker that does not hold the claim can neither renew nor finish it.
    const first = claims.find((c) => c?.id === ids[0])!;
    expect(await repo.heartbeat(t.db, first.id, 'intruder', 0.5, 1)).toBe(false);
    expect(await repo.finishJob(t.db, first.id, 'intruder', { state: 'PENDING', error: null })).toBe(false);
    // Give them back for the next test.
    await t.db.execute(sql`update conning_export_jobs set state = 'PENDING', worker = null, attempts = 0`);
  });

  it('two workers on two pools run every job exactly once and produce the same file', async () => {
    const more = await insertJobs(4);
    const a = new ExportWorker(t.ctx.database, quiet, 20);
    const b = new ExportWorker(other, quiet, 20);
    await Promise.all([a.start(), b.start()]);
    const all = async () => (await t.db.select().from(conningExportJobs)).filter((j) => j.shipId === aurora);
    // Each job starts a child process (1–3 s on a loaded machine): wait up to 90 s.
    for (let i = 0; i < 1800 && (await all()).some((j) => j.state !== 'DONE'); i++)
      await new Promise((r) => setTimeout(r, 50));
    await Promise.all([a.stop(), b.stop()]);
    const jobs = await all();
    expect(jobs.length).toBe(9);
    expect(
      jobs
        .filter((j) => !(j.state === 'DONE' && j.attempts === 1 && j.rows === 5))
        .map((j) => [j.state, j.error]),
    ).toEqual([]);
    // Written by child processes, not by this one.
    expect(a.lastRun?.inChild && b.lastRun?.inChild).toBe(true);
    expect([a.lastRun?.pid, b.lastRun?.pid]).not.toContain(process.pid);
    const file = await admin.get(`/conning/exports/${more[0]}/file`);
    expect(file.body.split('\r\n').slice(0, 3)).toEqual([
      'Time (UTC),Speed over ground (kn)',
      // The first minute: 0…5 m/s, mean 2.5 m/s.
      `${text(H)},${Number(((2.5 * 3600) / 1852).toPrecision(10))}`,
      `${text(H + 60_000)},${Number(((8.5 * 3600) / 1852).toPrecision(10))}`,
    ]);
  }, 120_000);

  it('counts a child that dies as a failed attempt and fails the job with the message after three', async () => {
    const [id] = await insertJobs(1);
    const worker = new ExportWorker(t.ctx.database, quiet, 20);
    await worker.start();
    const state = async () => (await t.db.select().from(conningExportJobs)).find((j) => j.id === id)!;
    const killed = new Set<number>();
    // Kill each child the worker starts (SIGKILL: no chance to clean up), as the OOM killer would.
    for (let i = 0; i < 9000 && (await state()).state !== 'FAILED'; i++) {
      const pid = worker.childPid;
      if (pid && !killed.has(pid)) {
        killed.add(pid);
        process.kill(pid, 'SIGKILL');
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    await worker.stop();
    const job = await state();
    expect([job.state, job.attempts, job.error, job.worker]).toEqual([
      'FAILED',
      3,
      'The export process was killed (SIGKILL)',
      null,
    ]);
    expect(killed.size).toBe(3);
    expect(worker.lastRun?.exit?.signal).toBe('SIGKILL');
  }, 120_000);

  it('a stopping server tells its child to give the job back, the attempt not counted', async () => {
    const [id] = await insertJobs(1);
    const worker = new ExportWorker(t.ctx.database, quiet, 20);
    await worker.start();
    for (let i = 0; i < 3000 && !worker.childPid; i++) await new Promise((r) => setTimeout(r, 10));
    expect(worker.childPid).toBeDefined();
    await worker.stop();
    const job = (await t.db.select().from(conningExportJobs)).find((j) => j.id === id)!;
    // The 'stop' message reaches the child right behind the job, before its first window is written.
    expect([job.state, job.attempts, job.worker]).toEqual(['PENDING', 0, null]);
    expect(worker.lastRun?.exit).toEqual({ pid: worker.lastRun?.pid, code: 0, signal: null });
  }, 60_000);
});
