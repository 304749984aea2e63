/**
 * Two Keel instances on one PostgreSQL (`*.postgres.test.ts`): a value taken by one reaches the other's
 * browsers through LISTEN/NOTIFY and its `latest` through the shared table; only one instance runs the
 * inputs (advisory lock).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestValue } from '@keel/domain';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { DEMO, shipsByName } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { conningRuntime } from './conning-runtime';

let t: TestApp;
let second: { app: FastifyInstance; database: Database };
let admin: TestSession;
let aurora: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  const url = (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
  const database = await openDatabase({ url, dataDir: null, poolSize: 3 });
  const app = await buildApp({ ...t.ctx, database }, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  second = { app, database };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await t.close();
});

async function waitFor<T>(read: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('value never arrived');
}

describe('two server instances on one PostgreSQL', () => {
  it("show the same live value: the other instance's browser gets it, and its latest answers it", async () => {
    const { port } = second.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/conning/live`);
    const inbox: { type: string; data?: LatestValue[] }[] = [];
    socket.on('message', (raw) => inbox.push(JSON.parse(String(raw)) as (typeof inbox)[number]));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token: admin.token }));
    await waitFor(() => inbox.find((m) => m.type === 'ready'));
    socket.send(JSON.stringify({ type: 'subscribe', shipId: aurora }));
    await waitFor(() => inbox.find((m) => m.type === 'snapshot'));

    const token = (await admin.post(`/conning/ships/${aurora}/ingest-tokens`, { name: 'Gateway' })).json<{
      data: { token: string };
    }>().data.token;
    const posted = await t.inject({
      method: 'POST',
      url: '/api/v1/conning/ingest/signalk',
      headers: { authorization: `Bearer ${token}` },
      payload: { updates: [{ values: [{ path: 'environment.depth.belowTransducer', value: 33.3 }] }] },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    await (await conningRuntime(t.ctx, t.app.log)).store.flush();

    const update = await waitFor(() => inbox.find((m) => m.type === 'update'));
    expect(update.data).toEqual([
      expect.objectContaining({ path: 'environment.depth.belowTransducer', value: 33.3 }),
    ]);
    const latest = await second.app.inject({
      method: 'GET',
      url: `/api/v1/conning/ships/${aurora}/latest`,
      headers: admin.headers,
    });
    expect(latest.json<{ data: LatestValue[] }>().data).toContainEqual(
      expect.objectContaining({ path: 'environment.depth.belowTransducer', value: 33.3, source: 'Gateway' }),
    );
    socket.close();
  });
});
