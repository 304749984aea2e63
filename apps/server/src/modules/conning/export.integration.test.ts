/**
 * Conning exports and statistics on PGlite: a job made through the API runs in the background and its
 * CSV / workbook holds the posted values in display units; Day (Noon) takes the minute nearest 12:00;
 * validation names the field; a master sees only his ship; a job left WORKING by a dead process is
 * taken over; MQTT passwords are never answered nor audited.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExportJob } from '@keel/domain';
import { DEMO, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { conningRuntime } from './conning-runtime';
import { conningExportJobs } from './conning.table';
import { ExportWorker } from './export-worker';
import * as repo from './export.repo';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
let borealis: string;
let token: string;

// A quiet past hour, so live data of other tests never lands in it.
const H = Date.parse('2026-03-10T10:00:00Z');
const at = (ms: number) => new Date(ms).toISOString();

const ingest = (body: unknown) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/conning/ingest/signalk',
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
const delta = (timestamp: number, values: { path: string; value: unknown }[]) => ({
  context: 'vessels.self',
  updates: [{ $source: 'gw.GP', timestamp: at(timestamp), values }],
});

async function waitDone(session: TestSession, id: string): Promise<ExportJob> {
  for (let i = 0; i < 300; i++) {
    const job = (await session.get(`/conning/exports/${id}`)).json<{ data: ExportJob }>().data;
    if (job.state === 'DONE' || job.state === 'FAILED') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('export did not finish');
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, master] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.master)]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
  const created = await admin.post(`/conning/ships/${aurora}/ingest-tokens`, { name: 'Export test' });
  token = created.json<{ data: { token: string } }>().data.token;
  // 10:00:00–10:02:00 every 10 s: SOG 5 m/s then 6 m/s from 10:01, heading π/2, positions.
  const deltas = [];
  for (let s = 0; s < 120; s += 10) {
    const ts = H + s * 1000;
    deltas.push(
      delta(ts, [
        { path: 'navigation.speedOverGround', value: s < 60 ? 5 : 6 },
        { path: 'navigation.headingTrue', value: Math.PI / 2 },
        { path: 'navigation.position', value: { latitude: 10 + s / 1000, longitude: -20 } },
      ]),
    );
  }
  // Around noon of 9 March (sent first: a sample older than the latest is dropped): 11:58 (SOG 3)
  // and 12:03 (SOG 4); noon takes 11:58, the nearest.
  deltas.unshift(
    delta(Date.parse('2026-03-09T11:58:00Z'), [{ path: 'navigation.speedOverGround', value: 3 }]),
    delta(Date.parse('2026-03-09T12:03:00Z'), [{ path: 'navigation.speedOverGround', value: 4 }]),
  );
  const response = await ingest(deltas);
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(() => t.close());

const KN = (ms: number) => Number(((ms * 3600) / 1852).toPrecision(10));

describe('export jobs', () => {
  it('runs a CSV job at minutes in the background; the file holds the posted values in knots and degrees', async () => {
    const created = await admin.post('/conning/exports', {
      shipId: aurora,
      paths: ['navigation.speedOverGround', 'navigation.headingTrue', 'navigation.position'],
      from: at(H),
      to: at(H + 3 * 60_000),
      frequency: 'MINUTES',
      format: 'csv',
    });
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<{ data: ExportJob }>().data;
    expect(job.state).toMatch(/PENDING|WORKING|DONE/);
    const done = await waitDone(admin, job.id);
    expect(done.state).toBe('DONE');
    expect(done.rows).toBe(2);
    expect(done.progress).toBe(1);
    const file = await admin.get(`/conning/exports/${job.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="conning-.*-minutes\.csv"/);
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Speed over ground (kn),Heading (true) (°),Latitude (°),Longitude (°)');
    expect(lines[1]).toBe(`2026-03-10 10:00:00,${KN(5)},90,10.05,-20`);
    expect(lines[2]).toBe(`2026-03-10 10:01:00,${KN(6)},90,10.11,-20`);
    expect(lines).toHaveLength(3);
  });

  it('writes an Excel workbook at ten seconds and a Day (Noon) row from the minute nearest 12:00', async () => {
    const tenS = await admin.post('/conning/exports', {
      shipId: aurora,
      paths: ['navigation.speedOverGround'],
      from: at(H),
      to: at(H + 60_000),
      frequency: 'TEN_SECONDS',
      format: 'xlsx',
    });
    const noon = await admin.post('/conning/exports', {
      shipId: aurora,
      paths: ['navigation.speedOverGround'],
      from: '2026-03-09T00:00:00Z',
      to: '2026-03-10T00:00:00Z',
      frequency: 'DAILY',
      format: 'csv',
    });
    const [a, b] = [tenS.json<{ data: ExportJob }>().data, noon.json<{ data: ExportJob }>().data];
    expect((await waitDone(admin, a.id)).state).toBe('DONE');
    const workbook = new ExcelJS.Workbook();
    const file = await admin.get(`/conning/exports/${a.id}/file`);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Conning')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Speed over ground (kn)');
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    // The time is an Excel date (serial number with a date format), UTC.
    expect(sheet.getRow(2).getCell(1).value).toEqual(new Date('2026-03-10T10:00:00Z'));
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getRow(7).getCell(1).value).toEqual(new Date('2026-03-10T10:00:50Z'));
    expect(sheet.getRow(7).getCell(2).value).toBe(KN(5));
    expect((await waitDone(admin, b.id)).state).toBe('DONE');
    const csv = (await admin.get(`/conning/exports/${b.id}/file`)).body.trim().split('\r\n');
    expect(csv).toEqual(['Time (UTC),Speed over ground (kn)', `2026-03-09 12:00:00,${KN(3)}`]);
    // On PostgreSQL the jobs were written by a child process; on PGlite (one in-process connection) here.
    // (The last run recorded may be a's: a job reads DONE a moment before its child has exited.)
    const last = (await conningRuntime(t.ctx, t.app.log)).exports.lastRun!;
    const postgres = t.ctx.database.kind === 'postgres';
    expect([[a.id, b.id].includes(last.jobId), last.inChild, last.pid === process.pid]).toEqual([
      true,
      postgres,
      !postgres,
    ]);
    if (postgres) expect(last.exit).toEqual({ pid: last.pid, code: 0, signal: null });
  });

  it('refuses bad input naming the field, and a file before DONE with 409', async () => {
    const bad = await admin.post('/conning/exports', {
      shipId: aurora,
      paths: ['navigation.speedOverGround'],
      from: at(H),
      to: at(H - 1),
      frequency: 'WEEKLY',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('frequency');
    const long = await admin.post('/conning/exports', {
      shipId: aurora,
      paths: ['navigation.speedOverGround'],
      from: '2026-01-01T00:00:00Z',
      to: '2026-03-01T00:00:00Z',
      frequency: 'TEN_SECONDS',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toContain('at most 31 days');
    const [failed] = await t.db
      .insert(conningExportJobs)
      .values({
        shipId: aurora,
        paths: ['navigation.speedOverGround'],
        fromTs: new Date(H),
        toTs: new Date(H + 60_000),
        frequency: 'HOURLY',
        format: 'csv',
        state: 'FAILED',
        error: 'test',
      })
      .returning();
    expect((await admin.get(`/conning/exports/${failed!.id}/file`)).statusCode).toBe(409);
  });

  it('scopes jobs to the ships of the user: a master lists and exports only his ship', async () => {
    const other = await master.post('/conning/exports', {
      shipId: borealis,
      paths: ['navigation.speedOverGround'],
      from: at(H),
      to: at(H + 60_000),
      frequency: 'MINUTES',
    });
    expect(other.statusCode).toBe(403);
    const list = await master.get('/conning/exports?limit=50');
    expect(list.statusCode).toBe(200);
    const page = list.json<{ data: ExportJob[]; page: { total: number } }>();
    expect(page.data.every((j) => j.shipId === aurora)).toBe(true);
    const all = await admin.get('/conning/exports?limit=2&offset=0');
    const adminPage = all.json<{ data: ExportJob[]; page: { total: number; limit: number } }>();
    expect(adminPage.data).toHaveLength(2);
    expect(adminPage.page.total).toBeGreaterThanOrEqual(4);
    // Newest first.
    expect(Date.parse(adminPage.data[0]!.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(adminPage.data[1]!.createdAt),
    );
  });

  it('takes over a job whose worker went silent (a dead process) and finishes it once', async () => {
    const [orphan] = await t.db
      .insert(conningExportJobs)
      .values({
        shipId: aurora,
        paths: ['navigation.speedOverGround'],
        fromTs: new Date(H),
        toTs: new Date(H + 120_000),
        frequency: 'MINUTES',
        format: 'csv',
        state: 'WORKING',
        worker: 'export-dead',
        attempts: 1,
        heartbeatAt: sql`now() - interval '5 minutes'` as unknown as Date,
      })
      .returning();
    const worker = new ExportWorker(t.ctx.database, { warn: () => undefined, info: () => undefined }, 50);
    await worker.start();
    const done = await waitDone(admin, orphan!.id);
    await worker.stop();
    expect(done.state).toBe('DONE');
    expect(done.attempts).toBe(2);
    expect(done.rows).toBe(2);
  });
});

describe('export window read (packed)', () => {
  it('answers exactly the means the plain per-value query answers (fast path = plain path)', async () => {
    const paths = ['navigation.headingTrue', 'navigation.speedOverGround', 'environment.depth.belowKeel'];
    const range = { shipId: aurora, paths, from: new Date(H - 60_000), to: new Date(H + 3 * 60_000) };
    for (const resolution of ['10s', '1m']) {
      // The ingest's aggregates are written by the store's batches: wait until they are there.
      const plain = await vi.waitFor(
        async () => {
          const rows = await repo.selectBucketMeans(t.db, { ...range, resolution });
          expect(rows.length).toBe(resolution === '10s' ? 24 : 4); // 12 buckets or 2 minutes × 2 paths
          return rows;
        },
        { timeout: 10_000, interval: 100 },
      );
      const packed = await repo.selectPackedMeans(t.db, { ...range, resolution });
      const decoded: string[] = [];
      const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);
      const [ts, ks, vs] = [view(packed!.t), view(packed!.k), view(packed!.v)];
      for (let i = 0; i < ks.byteLength / 2; i++) {
        const micros = ts.getInt32(i * 8) * 2 ** 32 + ts.getUint32(i * 8 + 4);
        const bucket = new Date(Date.UTC(2000, 0, 1) + micros / 1000).toISOString();
        decoded.push(`${bucket} ${paths[ks.getInt16(i * 2) - 1]} ${vs.getFloat64(i * 8)}`);
      }
      expect(decoded.sort()).toEqual(
        plain.map((m) => `${m.bucket.toISOString()} ${m.path} ${m.mean}`).sort(),
      );
    }
    expect(await repo.selectPackedMeans(t.db, { ...range, paths: ['no.such.path'], resolution: '10s' })).toBe(
      undefined,
    );
  });
});

describe('statistics', () => {
  it('answers count, min, mean and max per path from the history (SI units)', async () => {
    const response = await admin.get(
      `/conning/ships/${aurora}/statistics?paths=navigation.speedOverGround,environment.heave&from=${at(H)}&to=${at(H + 120_000)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { path: 'navigation.speedOverGround', count: 12, min: 5, mean: 5.5, max: 6 },
        { path: 'environment.heave', count: 0, min: null, mean: null, max: null },
      ],
    });
    const bad = await admin.get(`/conning/ships/${aurora}/statistics?paths=&from=${at(H)}&to=${at(H)}`);
    expect(bad.statusCode).toBe(400);
    expect(
      (await master.get(`/conning/ships/${borealis}/statistics?paths=a&from=${at(H)}&to=${at(H + 1)}`))
        .statusCode,
    ).toBe(403);
  });
});

describe('MQTT source credentials', () => {
  it('keeps the password write-only: never answered, never in the audit; PATCH without it keeps it', async () => {
    const created = await admin.post('/conning/sources', {
      shipId: aurora,
      name: 'Shore broker',
      kind: 'mqtt',
      enabled: false,
      url: 'mqtt://127.0.0.1:1883',
      topic: 'keel/aurora',
      username: 'aurora',
      password: 's3cret-broker-pass',
      tls: true,
      tlsRejectUnauthorized: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain('s3cret-broker-pass');
    const source = created.json<{
      data: { id: string; version: number; hasPassword: boolean; tls: boolean; username: string };
    }>().data;
    expect(source).toMatchObject({ hasPassword: true, tls: true, username: 'aurora' });
    const renamed = await admin.patch(`/conning/sources/${source.id}`, {
      topic: 'keel/aurora/#',
      version: source.version,
    });
    expect(renamed.json<{ data: { hasPassword: boolean } }>().data.hasPassword).toBe(true);
    const cleared = await admin.patch(`/conning/sources/${source.id}`, {
      password: null,
      version: source.version + 1,
    });
    expect(cleared.json<{ data: { hasPassword: boolean } }>().data.hasPassword).toBe(false);
    const audit = await t.db.execute<{ body: string }>(
      sql`select coalesce(before::text, '') || coalesce(after::text, '') as body from audit_log where entity = 'conning_source' and entity_id = ${source.id}`,
    );
    expect(audit.rows.length).toBe(3);
    for (const row of audit.rows) expect(row.body).not.toContain('s3cret-broker-pass');
    const wrongScheme = await admin.post('/conning/sources', {
      shipId: aurora,
      name: 'Wrong',
      kind: 'signalk-ws',
      url: 'mqtt://x:1883',
    });
    expect(wrongScheme.statusCode).toBe(400);
    expect(wrongScheme.body).toContain('ws:// or wss://');
  });
});
