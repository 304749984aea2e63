import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO } from '../test/fixtures';
import { API, createTestApp, type TestApp, type TestSession } from '../test/test-app';
import { COMPRESSION_THRESHOLD } from './compression';

/**
 * Compression on Keel's real routes: the noon table (a string written by PostgreSQL), a list written by a
 * compiled serializer, a tiny answer, the PDF and xlsx downloads, HEAD and the WebSocket.
 */
let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let master: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
  master = await t.login(DEMO.master);
});
afterAll(() => t?.close());

const get = (s: TestSession, url: string, accept?: string) =>
  s.request('GET', url, undefined, accept ? { 'accept-encoding': accept } : {});

const decoders: Record<string, (b: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

describe('compression of API answers', () => {
  it.each([
    ['the noon table (pre-written JSON)', '/noon-reports/?limit=100'],
    ['the users list (compiled serializer)', '/users/'],
  ])('%s: br, gzip or plain by Accept-Encoding, the same JSON decoded', async (_name, url) => {
    const plain = await get(admin, url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ] as const) {
      const res = await get(admin, url, accept);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/iu);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoders[encoding]!(res.rawPayload).toString())).toEqual(plain.json());
    }
    const identity = await get(admin, url, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('sends a tiny answer as it is', async () => {
    const res = await get(master, '/access/actions/me/', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('data');
  });

  it('leaves the PO PDF and the xlsx export as they are (already compressed types)', async () => {
    const list = await get(purchaser, '/purchasing/purchase-orders/?limit=1');
    const id = (list.json() as { data: { id: string }[] }).data[0]!.id;
    const pdf = await get(purchaser, `/purchasing/purchase-orders/${id}/pdf`, 'br, gzip');
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const xlsx = await get(admin, '/noon-reports/export.xlsx?limit=20', 'br, gzip');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    for (const download of [pdf, xlsx]) expect(download.headers.etag).toBeUndefined();
  });

  it('answers HEAD on a compressed list with its headers and no body', async () => {
    const res = await t.inject({
      method: 'HEAD',
      url: `${API}/noon-reports/?limit=100`,
      headers: { ...admin.headers, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe((await get(admin, '/noon-reports/?limit=100')).headers.etag);
  });
});

describe('the WebSocket beside compression', () => {
  it('opens /api/v1/live when the upgrade request accepts br and gzip, as browsers send it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/live`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const first = new Promise<{ type: string }>((resolve, reject) => {
      socket.once('message', (raw) => resolve(JSON.parse(String(raw)) as { type: string }));
      socket.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'auth', token: master.token }));
    expect((await first).type).toBe('unread');
    socket.close();
  });
});
