/**
 * The fleet map's CCTV (cameras, snapshot uploads sniffed and served with their headers) and the
 * `subscribe-fleet` live message on the conning socket (docs/map-server.md).
 */
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Camera, MapShip } from '@keel/domain';
import { DEMO, dataOf, shipsByName, unique } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { multipart } from '../fleet/certificate/certificate.fixtures';
import { conningRuntime, type ConningRuntime } from '../conning/conning-runtime';
import { snapshotPng } from '../../db/seed/map-snapshot-image';

let t: TestApp;
let master: TestSession;
let purchaser: TestSession;
let aurora: string;
let borealis: string;
let runtime: ConningRuntime;

beforeAll(async () => {
  t = await createTestApp();
  [master, purchaser] = await Promise.all([t.login(DEMO.master), t.login(DEMO.purchaser)]);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
  runtime = await conningRuntime(t.ctx, t.app.log);
});
afterAll(() => t?.close());

describe('CCTV', () => {
  it('lists the demo cameras with generated snapshots that download as PNG', async () => {
    const cams = dataOf<Camera[]>(await master.get(`/map/ships/${aurora}/cameras`));
    expect(cams.map((c) => c.name)).toEqual(['Bridge forward', 'Stern']);
    const latest = cams[0]!.latest!;
    const file = await master.get(latest.url.replace('/api/v1', ''));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('takes a ship’s snapshot upload (sniffed type), refuses other types (415), empty files, and duplicate names', async () => {
    const cam = dataOf<Camera>(
      await master.post(`/map/ships/${aurora}/cameras`, { name: unique('Engine room') }),
    );
    expect(cam.latest).toBeNull();
    const send = (content: Buffer, fields: Record<string, string> = {}) => {
      const up = multipart(fields, { name: 'cam.png', content, type: 'image/png' });
      return t.inject({
        method: 'POST',
        url: `/api/v1/map/cameras/${cam.id}/snapshots`,
        headers: { ...master.headers, ...up.headers },
        payload: up.payload,
      });
    };
    const at = '2026-11-20T10:00:00.000Z';
    const ok = await send(snapshotPng({ caption: 'ER', capturedAt: new Date(at), view: 'wake' }), {
      capturedAt: at,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ capturedAt: at, mime: 'image/png' });
    const text = await send(Buffer.from('GIF89a not really an image at all'));
    expect(text.statusCode).toBe(415);
    const empty = await send(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('file');
    expect(
      (await send(snapshotPng({ caption: 'x', capturedAt: new Date(), view: 'bow' }), { capturedAt: 'soon' }))
        .statusCode,
    ).toBe(400);
    const listed = dataOf<Camera[]>(await master.get(`/map/ships/${aurora}/cameras`)).find(
      (c) => c.id === cam.id,
    )!;
    expect(listed.latest?.capturedAt).toBe(at);
    const dup = await master.post(`/map/ships/${aurora}/cameras`, { name: cam.name.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    const badUrl = await master.post(`/map/ships/${aurora}/cameras`, {
      name: unique('c'),
      imageUrl: 'javascript:alert(1)',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().details[0].field).toBe('imageUrl');
  });
});

describe('live: subscribe-fleet on the conning socket', () => {
  it('sends every ship of the user first, then only changed ships; refuses a user without the map', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const open = async (token: string) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/conning/live`);
      const inbox: { type: string; data?: MapShip[]; message?: string }[] = [];
      socket.on('message', (raw) => inbox.push(JSON.parse(String(raw)) as (typeof inbox)[number]));
      await new Promise((resolve) => socket.once('open', resolve));
      const next = async (type: string) => {
        for (let i = 0; i < 100; i++) {
          const found = inbox.find((m) => m.type === type);
          if (found) {
            inbox.splice(inbox.indexOf(found), 1);
            return found;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error(`no ${type}`);
      };
      socket.send(JSON.stringify({ type: 'auth', token }));
      await next('ready');
      return { socket, next, inbox };
    };
    const m = await open(master.token);
    m.socket.send(JSON.stringify({ type: 'subscribe-fleet', throttleMs: 250 }));
    const first = await m.next('fleet-positions');
    expect(first.data!.map((r) => r.shipId)).toEqual([aurora]);
    const now = Date.now() + 1000;
    const s = { sourceKey: 'gps1', source: 'GPS 1', priority: 1, timeoutMs: null, timestamp: now };
    runtime.store.ingest(borealis, [
      { ...s, path: 'navigation.position', value: { latitude: 5, longitude: 5 } },
    ]);
    runtime.store.ingest(aurora, [
      { ...s, path: 'navigation.position', value: { latitude: 1.5, longitude: 104 } },
    ]);
    const change = await m.next('fleet-positions');
    expect(change.data).toEqual([
      expect.objectContaining({ shipId: aurora, latitude: 1.5, longitude: 104, source: 'sensor' }),
    ]);
    m.socket.close();

    const p = await open(purchaser.token);
    p.socket.send(JSON.stringify({ type: 'subscribe-fleet' }));
    expect((await p.next('error')).message).toContain('report.live_map');
    p.socket.close();
  });
});
