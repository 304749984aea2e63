/**
 * The conning contract: `latest` (values, staleness, failover, permissions, a master's one ship), the
 * Signal K HTTP ingest with a valid and a revoked token, history raw and down-sampled, and a UDP source
 * created through the API that listens at once.
 */
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChecksum, type LatestValue } from '@keel/domain';
import { DEMO, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { conningRuntime, type ConningRuntime } from './conning-runtime';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let purchaser: TestSession;
let aurora: string;
let borealis: string;
let runtime: ConningRuntime;

beforeAll(async () => {
  t = await createTestApp();
  [admin, master, purchaser] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.master),
    t.login(DEMO.purchaser),
  ]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
  runtime = await conningRuntime(t.ctx, t.app.log);
});
afterAll(() => t.close());

const latestOf = async (session: TestSession, shipId: string) => {
  const response = await session.get(`/conning/ships/${shipId}/latest`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: LatestValue[] }>().data;
};
const byPath = (values: LatestValue[], path: string) => values.find((v) => v.path === path);

const ingest = (token: string | null, body: unknown) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/conning/ingest/signalk',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });

const delta = (values: { path: string; value: unknown }[], timestamp?: string) => ({
  context: 'vessels.self',
  updates: [{ $source: 'gateway.GP', ...(timestamp ? { timestamp } : {}), values }],
});

describe('Signal K over HTTP with an ingest token', () => {
  let token: string;
  let tokenId: string;

  it('creates a token (shown once, audited) for a Conning.Sensor user; a master may not', async () => {
    const created = await admin.post(`/conning/ships/${aurora}/ingest-tokens`, { name: 'Bridge gateway' });
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json<{ data: { id: string; token: string } }>().data;
    expect(data.token).toMatch(/^keel_ing_[A-Za-z0-9_-]{43}$/);
    token = data.token;
    tokenId = data.id;
    const list = await admin.get(`/conning/ships/${aurora}/ingest-tokens`);
    expect(list.body).not.toContain(token);
    expect((await master.post(`/conning/ships/${aurora}/ingest-tokens`, { name: 'x' })).statusCode).toBe(403);
  });

  it('takes deltas; latest shows value, source, timestamp, not stale, the position in degrees', async () => {
    const response = await ingest(
      token,
      delta([
        { path: 'navigation.position', value: { latitude: -25.5, longitude: -48.3 } },
        { path: 'navigation.speedOverGround', value: 6.2 },
        { path: 'navigation', value: { nested: true } },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { accepted: 2 } });
    const values = await latestOf(admin, aurora);
    expect(byPath(values, 'navigation.position')).toMatchObject({
      value: { latitude: -25.5, longitude: -48.3 },
      source: 'Bridge gateway (gateway.GP)',
      stale: false,
      failover: false,
    });
    expect(byPath(values, 'navigation.speedOverGround')?.value).toBe(6.2);
  });

  it('marks a value stale once it is older than its timeout', async () => {
    const old = new Date(Date.now() - 120_000).toISOString();
    await ingest(token, delta([{ path: 'environment.depth.belowTransducer', value: 42 }], old));
    expect(byPath(await latestOf(admin, aurora), 'environment.depth.belowTransducer')).toMatchObject({
      value: 42,
      stale: true,
      timestamp: old,
    });
  });

  it('refuses a missing, unknown or revoked token with 401', async () => {
    expect((await ingest(null, delta([{ path: 'a.b', value: 1 }]))).statusCode).toBe(401);
    expect((await ingest('keel_ing_nope', delta([{ path: 'a.b', value: 1 }]))).statusCode).toBe(401);
    const revoked = await admin.post(`/conning/ingest-tokens/${tokenId}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<{ data: { revokedAt: string | null } }>().data.revokedAt).not.toBeNull();
    expect((await ingest(token, delta([{ path: 'navigation.speedOverGround', value: 1 }]))).statusCode).toBe(
      401,
    );
  });
});

describe('who may read', () => {
  it('lets a master read his ship only, and nobody without Conning.API', async () => {
    expect((await master.get(`/conning/ships/${aurora}/latest`)).statusCode).toBe(200);
    expect((await master.get(`/conning/ships/${borealis}/latest`)).statusCode).toBe(403);
    expect((await purchaser.get(`/conning/ships/${aurora}/latest`)).statusCode).toBe(403);
    expect((await admin.get(`/conning/ships/00000000-0000-4000-8000-000000000000/latest`)).statusCode).toBe(
      404,
    );
  });
});

describe('source priority', () => {
  it('fails over to the secondary when the primary goes stale, and says so', async () => {
    const now = Date.now();
    const sample = { path: 'navigation.headingTrue', timeoutMs: null };
    runtime.store.ingest(borealis, [
      { ...sample, value: 1.0, timestamp: now - 60_000, sourceKey: 'gyro-1', source: 'Gyro 1', priority: 1 },
      { ...sample, value: 1.1, timestamp: now - 1000, sourceKey: 'gyro-2', source: 'Gyro 2', priority: 2 },
    ]);
    expect(byPath(await latestOf(admin, borealis), 'navigation.headingTrue')).toMatchObject({
      value: 1.1,
      source: 'Gyro 2',
      stale: false,
      failover: true,
    });
    runtime.store.ingest(borealis, [
      { ...sample, value: 1.2, timestamp: now, sourceKey: 'gyro-1', source: 'Gyro 1', priority: 1 },
    ]);
    expect(byPath(await latestOf(admin, borealis), 'navigation.headingTrue')).toMatchObject({
      source: 'Gyro 1',
      failover: false,
    });
  });
});

describe('history', () => {
  it('answers raw samples and minute buckets from the batched tables', async () => {
    const base = Date.UTC(2026, 0, 5, 12, 0, 0);
    runtime.store.ingest(
      borealis,
      [0, 10, 20, 70].map((s, i) => ({
        path: 'propulsion.main.revolutions',
        value: 1 + i * 0.1,
        timestamp: base + s * 1000,
        sourceKey: 'ecr',
        source: 'ECR',
        priority: 1,
        timeoutMs: null,
      })),
    );
    const query = `paths=propulsion.main.revolutions&from=2026-01-05T12:00:00Z&to=2026-01-05T12:05:00Z`;
    const raw = await admin.get(`/conning/ships/${borealis}/history?${query}&resolution=raw&limit=2`);
    expect(raw.statusCode, raw.body).toBe(200);
    expect(raw.json()).toMatchObject({
      page: { total: 4, offset: 0, limit: 2 },
      data: [{ value: 1 }, { value: 1.1 }],
    });
    const minutes = (await admin.get(`/conning/ships/${borealis}/history?${query}&resolution=1m`)).json<{
      data: { time: string; value: number; min: number; max: number; count: number }[];
    }>();
    expect(minutes.data).toHaveLength(2);
    expect(minutes.data[0]).toMatchObject({ time: '2026-01-05T12:00:00.000Z', min: 1, max: 1.2, count: 3 });
    expect(minutes.data[0]?.value).toBeCloseTo(1.1, 9);
    expect(minutes.data[1]).toMatchObject({ time: '2026-01-05T12:01:00.000Z', count: 1 });
    const bad = await admin.get(
      `/conning/ships/${borealis}/history?paths=x&from=2026-01-05T12:00:00Z&to=2026-01-04T12:00:00Z`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('to');
  });
});

describe('a UDP source configured through the API', () => {
  let id: string;
  let port: number;

  it('refuses a UDP source without a port, naming the field', async () => {
    const response = await admin.post('/conning/sources', { shipId: aurora, name: 'No port', kind: 'udp' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('port');
  });

  it('listens at once once created, counts bad sentences and feeds latest', async () => {
    port = await freeUdpPort();
    const created = await admin.post('/conning/sources', {
      shipId: aurora,
      name: 'Multiplexer',
      kind: 'udp',
      port,
      enabled: true,
      xdrMapping: { TEMP_A: 'environment.water.temperature' },
      timeouts: { 'navigation.headingTrue': 600 },
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json<{ data: { id: string } }>().data.id;
    const lines = [
      withChecksum('HEHDT,274.07,T'),
      '$HEHDT,274.07,T*00',
      withChecksum('IIHRM,-2.3,8.5,5.1,4.9,A,,,,,'),
      withChecksum('IIXDR,C,12.0,C,TEMP_A'),
    ];
    await sendUdp(port, `${lines.join('\r\n')}\r\n`);
    const heading = await waitFor(async () =>
      byPath(await latestOf(admin, aurora), 'navigation.headingTrue'),
    );
    expect(heading.value).toBeCloseTo((274.07 * Math.PI) / 180, 6);
    expect(heading.source).toBe('Multiplexer (HE)');
    // The source's own timeout (600 s) and XDR transducer name apply.
    expect(heading.timeoutMs).toBe(600_000);
    const water = byPath(await latestOf(admin, aurora), 'environment.water.temperature');
    expect(water?.value).toBeCloseTo(285.15, 6);
    const source = (await admin.get(`/conning/sources/${id}`)).json<{
      data: { stats: { sentences: number; errors: Record<string, number> } };
    }>();
    expect(source.data.stats.errors).toEqual({ checksum: 1 });
    expect(source.data.stats.sentences).toBe(3);
  });

  it('is listed for Conning.Sensor users, changed with its version and deleted (audited)', async () => {
    const list = await admin.get(`/conning/sources?shipId=${aurora}`);
    expect(list.json<{ page: { total: number } }>().page.total).toBe(1);
    expect((await master.get('/conning/sources')).statusCode).toBe(403);
    const patched = await admin.patch(`/conning/sources/${id}`, { enabled: false, version: 1 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await admin.patch(`/conning/sources/${id}`, { name: 'x', version: 1 })).statusCode).toBe(409);
    expect((await admin.delete(`/conning/sources/${id}?version=2`)).statusCode).toBe(204);
    const audit = await admin.get(`/audit/?entity=conning_source&entityId=${id}`);
    expect(
      audit
        .json<{ data: { action: string }[] }>()
        .data.map((a) => a.action)
        .sort(),
    ).toEqual(['create', 'delete', 'update']);
  });
});

describe('the live WebSocket', () => {
  it('authenticates, checks the ship, sends a snapshot, then the latest value per changed path', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/conning/live`);
    const inbox: { type: string; shipId?: string; data?: LatestValue[]; message?: string }[] = [];
    socket.on('message', (raw) => inbox.push(JSON.parse(String(raw)) as (typeof inbox)[number]));
    await new Promise((resolve) => socket.once('open', resolve));
    const next = async (type: string) => {
      const found = await waitFor(async () => inbox.find((m) => m.type === type));
      inbox.splice(inbox.indexOf(found), 1);
      return found;
    };
    socket.send(JSON.stringify({ type: 'auth', token: master.token }));
    await next('ready');
    socket.send(JSON.stringify({ type: 'subscribe', shipId: borealis }));
    expect((await next('error')).message).toContain('no access to this ship');
    socket.send(JSON.stringify({ type: 'subscribe', shipId: aurora }));
    const snapshot = await next('snapshot');
    expect(snapshot.data?.some((v) => v.path === 'navigation.position')).toBe(true);
    const now = Date.now();
    const sample = {
      path: 'environment.wind.speedTrue',
      sourceKey: 'anemo',
      source: 'Anemometer',
      priority: 1,
      timeoutMs: null,
    };
    runtime.store.ingest(borealis, [{ ...sample, value: 99, timestamp: now }]);
    runtime.store.ingest(aurora, [{ ...sample, value: 7, timestamp: now }]);
    runtime.store.ingest(aurora, [{ ...sample, value: 8, timestamp: now + 1 }]);
    const update = await next('update');
    expect(update.shipId).toBe(aurora);
    expect(update.data).toEqual([
      expect.objectContaining({ path: 'environment.wind.speedTrue', value: 8, source: 'Anemometer' }),
    ]);
    socket.close();
    expect(inbox.filter((m) => m.shipId === borealis && m.type === 'update')).toEqual([]);
  });

  it('sends at most one update per throttle interval, the latest value of each path', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/conning/live`);
    const updates: LatestValue[][] = [];
    const inbox: string[] = [];
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string; data?: LatestValue[] };
      inbox.push(m.type);
      if (m.type === 'update') updates.push(m.data ?? []);
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token: master.token }));
    await waitFor(async () => (inbox.includes('ready') ? true : undefined));
    socket.send(JSON.stringify({ type: 'subscribe', shipId: aurora, throttleMs: 2000 }));
    await waitFor(async () => (inbox.includes('snapshot') ? true : undefined));
    const at = Date.now();
    const send = (value: number, ms: number) =>
      runtime.store.ingest(aurora, [
        {
          path: 'environment.depth.belowTransducer',
          value,
          timestamp: at + ms,
          sourceKey: 'sounder',
          source: 'Sounder',
          priority: 1,
          timeoutMs: null,
        },
      ]);
    send(10, 0);
    await waitFor(async () => (updates.length === 1 ? true : undefined));
    // Within the 2 s interval: these wait for the next update, which carries only the latest of them.
    send(11, 1);
    await new Promise((r) => setTimeout(r, 50));
    send(12, 2);
    await waitFor(async () => (updates.length === 2 ? true : undefined));
    socket.close();
    const depth = (data: LatestValue[]) =>
      data.filter((v) => v.path === 'environment.depth.belowTransducer').map((v) => v.value);
    expect(updates.map(depth)).toEqual([[10], [12]]);
  });

  it('closes a socket whose first message is not a valid token', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/conning/live`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'auth', token: 'nope' }));
    expect(await closed).toBe(4401);
  });
});

async function freeUdpPort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

async function sendUdp(port: number, text: string) {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve, reject) =>
    socket.send(text, port, '127.0.0.1', (e) => (e ? reject(e) : resolve())),
  );
  socket.close();
}

/** Polls until `read` gives a value (a UDP datagram arrives asynchronously); fails after 5 s. */
async function waitFor<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('value never arrived');
}
