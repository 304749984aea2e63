import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD, registerCompression } from './compression';
import { registerHttpCache } from './http-cache';

/**
 * The two plugins on a bare Fastify app, scoped as app.ts scopes them (`/api/v1`), with routes that stand for
 * the kinds of answer Keel sends: a large JSON list, a tiny JSON answer, a stored file with its `Repr-Digest`,
 * a PDF stream and a file outside the API scope. The real routes are covered by compression.integration.test.ts.
 */
let app: FastifyInstance;
const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Keel row ${i}`, state: 'OPEN' }));
const LIST = JSON.stringify({ data: rows });
const TEXT_FILE = 'plain text stored as uploaded\n'.repeat(100);

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(
    async (api) => {
      await registerCompression(api);
      registerHttpCache(api, { noStore: ['/api/v1/auth/'] });
      api.get('/list', async () => ({ data: rows }));
      api.get('/tiny', async () => ({ data: { ok: true } }));
      api.get('/auth/refresh', async () => ({ data: rows }));
      api.get('/file', async (_request, reply) =>
        reply
          .header('content-type', 'text/plain')
          .header('repr-digest', 'sha-256=:stored:')
          .header('cache-control', 'private, no-store')
          .send(TEXT_FILE),
      );
      api.get('/pdf', async (_request, reply) =>
        reply.header('content-type', 'application/pdf').send(Readable.from([Buffer.alloc(4096, 0x41)])),
      );
    },
    { prefix: '/api/v1' },
  );
  app.get('/outside', async () => ({ data: rows }));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('compression by content negotiation', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['gzip;q=0, br;q=0.1', 'br'],
    ['*', 'gzip'],
  ])('Accept-Encoding %j → %s, decoding to the same JSON', async (accept, encoding) => {
    const res = await get('/api/v1/list', { 'accept-encoding': accept });
    expect(res.headers['content-encoding']).toBe(encoding);
    const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
    expect(decode(res.rawPayload).toString()).toBe(LIST);
    expect(res.rawPayload.length).toBeLessThan(LIST.length / 4);
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it.each([[undefined], ['identity'], ['deflate'], ['br;q=0, gzip;q=0']])(
    'Accept-Encoding %j → the answer as it is',
    async (accept) => {
      const res = await get('/api/v1/list', accept ? { 'accept-encoding': accept } : {});
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(LIST);
      expect(res.headers.vary).toMatch(/accept-encoding/iu);
    },
  );

  it('compresses a list page of tens of kB in one call: a Content-Length, not a chunked stream', async () => {
    const res = await get('/api/v1/list', { 'accept-encoding': 'br' });
    expect(LIST.length).toBeGreaterThan(8 * 1024);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('sends an answer under the threshold as it is', async () => {
    const res = await get('/api/v1/tiny', { 'accept-encoding': 'br, gzip' });
    expect(res.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ data: { ok: true } });
  });

  it('leaves a stored file with its Repr-Digest, and a PDF, as they are', async () => {
    const file = await get('/api/v1/file', { 'accept-encoding': 'br, gzip' });
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.body).toBe(TEXT_FILE);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers.etag).toBeUndefined();
    const pdf = await get('/api/v1/pdf', { 'accept-encoding': 'br, gzip' });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.equals(Buffer.alloc(4096, 0x41))).toBe(true);
  });

  it('compresses nothing outside the scope it was registered in', async () => {
    const res = await get('/outside', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: '/api/v1/list',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe((await get('/api/v1/list')).headers.etag);
  });
});

describe('ETag and 304 beside compression', () => {
  it('hashes the uncompressed answer: one weak ETag for every encoding, and a 304 without a body', async () => {
    const plain = await get('/api/v1/list');
    const br = await get('/api/v1/list', { 'accept-encoding': 'br' });
    expect(plain.headers.etag).toMatch(/^W\/"[\w-]+"$/u);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await get('/api/v1/list', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(plain.headers.etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.headers.vary).toMatch(/accept-encoding/iu);
  });

  it('matches If-None-Match by weak comparison, in a list, and `*`', async () => {
    const etag = String((await get('/api/v1/list')).headers.etag);
    const strong = etag.replace(/^W\//u, '');
    for (const header of [strong, `"other", ${etag}`, '*'])
      expect((await get('/api/v1/list', { 'if-none-match': header })).statusCode).toBe(304);
    expect((await get('/api/v1/list', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('gives auth answers no-store and no ETag', async () => {
    const res = await get('/api/v1/auth/refresh', { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});
