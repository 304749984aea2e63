/**
 * Export files expire: a DONE job past the retention (KEEL_CONNING_EXPORT_RETENTION_DAYS, 7 days by
 * default) reads EXPIRED, its download answers 410, and the sweep deletes its file chunks. A job can be
 * deleted (audited, its chunks with it) by a reader of its ship, not while it is being written.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportJob } from '@keel/domain';
import { DEMO, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { conningRuntime, type ConningRuntime } from './conning-runtime';
import { conningExportChunks, conningExportJobs } from './conning.table';
import { expireExportJobs } from './export.service';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
let borealis: string;
let runtime: ConningRuntime;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  [admin, master] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.master)]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
  runtime = await conningRuntime(t.ctx, t.app.log);
});
afterAll(() => t.close());

/** A job as the worker leaves it: DONE `ageDays` ago with a two-chunk file (or in `state`). */
async function job(shipId: string, ageDays: number, state = 'DONE') {
  const finishedAt = new Date(Date.now() - ageDays * DAY);
  const [row] = await t.db
    .insert(conningExportJobs)
    .values({
      shipId,
      paths: ['navigation.speedOverGround'],
      fromTs: new Date('2026-03-01T00:00:00Z'),
      toTs: new Date('2026-03-02T00:00:00Z'),
      frequency: 'HOURLY',
      format: 'csv',
      state,
      progress: state === 'DONE' ? 1 : 0.5,
      rows: 24,
      fileName: 'aurora.csv',
      fileSize: 6,
      finishedAt: state === 'DONE' ? finishedAt : null,
    })
    .returning({ id: conningExportJobs.id });
  await t.db.insert(conningExportChunks).values([
    { jobId: row!.id, seq: 0, data: Buffer.from('a,b\r\n') },
    { jobId: row!.id, seq: 1, data: Buffer.from('1\r\n') },
  ]);
  return row!.id;
}
const chunksOf = async (id: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(conningExportChunks)
      .where(eq(conningExportChunks.jobId, id))
  )[0]!.n;
const view = async (id: string) =>
  (await admin.get(`/conning/exports/${id}`)).json<{ data: ExportJob }>().data;

describe('export retention', () => {
  it('keeps a recent file (with its expiry date) and expires an old one: EXPIRED, 410, chunks deleted', async () => {
    expect(runtime.exportRetentionDays).toBe(7);
    const fresh = await job(aurora, 1);
    const old = await job(aurora, 8);
    const recent = await view(fresh);
    expect(recent.state).toBe('DONE');
    expect(Date.parse(recent.expiresAt!)).toBeCloseTo(Date.now() + 6 * DAY, -5);
    expect((await admin.get(`/conning/exports/${fresh}/file`)).statusCode).toBe(200);

    // Past the retention it reads EXPIRED at once, before the sweep ran.
    expect(await view(old)).toMatchObject({ state: 'EXPIRED', expiresAt: null });
    const gone = await admin.get(`/conning/exports/${old}/file`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json<{ message: string }>().message).toMatch(/expired/);
    expect(await chunksOf(old)).toBe(2);

    expect(await expireExportJobs(t.db, 7)).toBeGreaterThanOrEqual(1);
    expect(await chunksOf(old)).toBe(0);
    expect(await chunksOf(fresh)).toBe(2);
    const [row] = await t.db
      .select({ state: conningExportJobs.state })
      .from(conningExportJobs)
      .where(eq(conningExportJobs.id, old));
    expect(row!.state).toBe('EXPIRED');
    const list = (await admin.get('/conning/exports?state=EXPIRED&limit=100')).json<{ data: ExportJob[] }>()
      .data;
    expect(list.map((j) => j.id)).toContain(old);
  });

  it('takes the retention from the configuration', async () => {
    const id = await job(aurora, 2);
    expect(await expireExportJobs(t.db, 3)).toBe(0);
    expect(await chunksOf(id)).toBe(2);
    expect(await expireExportJobs(t.db, 1)).toBeGreaterThanOrEqual(1);
    expect(await chunksOf(id)).toBe(0);
  });
});

describe('deleting an export job', () => {
  it('deletes a job and its file, audited; 404 afterwards', async () => {
    const id = await job(aurora, 0);
    const response = await admin.delete(`/conning/exports/${id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect((await admin.get(`/conning/exports/${id}`)).statusCode).toBe(404);
    expect(await chunksOf(id)).toBe(0);
    const audit = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'conning_export' and entity_id = ${id}`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['delete']);
  });

  it('refuses a job being written (409), another ship of a master (403) and an unknown id (404)', async () => {
    const working = await job(aurora, 0, 'WORKING');
    const response = await admin.delete(`/conning/exports/${working}`);
    expect(response.statusCode).toBe(409);
    expect(await chunksOf(working)).toBe(2);
    const other = await job(borealis, 0);
    expect((await master.delete(`/conning/exports/${other}`)).statusCode).toBe(403);
    expect((await admin.delete('/conning/exports/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const mine = await job(aurora, 0);
    expect((await master.delete(`/conning/exports/${mine}`)).statusCode).toBe(204);
  });
});
