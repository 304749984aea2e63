import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CompressedBodies, compressedBodies, compressedKey, negotiateEncoding } from './compression-cache';
import { LARGE_ANSWER, registerCompression } from './compression';
import { etagOf, registerHttpCache } from './http-cache';

describe('CompressedBodies (a bounded LRU)', () => {
  const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

  it('keeps at most maxBytes, dropping the least recently used first', () => {
    const cache = new CompressedBodies(100, 60);
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('c', bytes(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats()).toEqual({ entries: 2, bytes: 80, hits: 3, misses: 1 });
  });

  it('does not keep an answer larger than maxEntryBytes, and replaces a key in place', () => {
    const cache = new CompressedBodies(100, 60);
    cache.set('big', bytes(61));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', bytes(30));
    cache.set('a', bytes(20, 2));
    expect(cache.stats().bytes).toBe(20);
    expect(cache.get('a')?.[0]).toBe(2);
  });

  it('keys by encoding, length and ETag', () => {
    expect(compressedKey('br', 10, 'W/"x"')).not.toBe(compressedKey('gzip', 10, 'W/"x"'));
    expect(compressedKey('br', 10, 'W/"x"')).not.toBe(compressedKey('br', 11, 'W/"x"'));
    expect(compressedKey('br', 10, 'W/"x"')).not.toBe(compressedKey('br', 10, 'W/"y"'));
  });

  it('negotiates as @fastify/compress does', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

/*
 * The plugins on a bare Fastify app as app.ts scopes them, with a route whose answer depends on the user
 * (the `x-user` header) as Keel's are: the cache must never give one user's compressed bytes to another.
 */
let app: FastifyInstance;
const bodyOf = (user: string, rows = 300) =>
  JSON.stringify({
    data: Array.from({ length: rows }, (_, i) => ({ id: i, owner: user, note: `row ${i}` })),
  });

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(
    async (api) => {
      await registerCompression(api);
      registerHttpCache(api, { noStore: ['/api/v1/auth/'] });
      api.get('/mine', async (request, reply) =>
        reply.type('application/json').send(bodyOf(String(request.headers['x-user']))),
      );
      api.get('/large', async (_request, reply) =>
        reply.type('application/json').send(bodyOf('large', 1500)),
      );
    },
    { prefix: '/api/v1' },
  );
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => compressedBodies.clear());

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const decode = (encoding: string | undefined, raw: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw)).toString();

describe('compressed answers kept by ETag', () => {
  it('compresses an answer once and serves the same bytes to a repeat', async () => {
    const first = await get('/api/v1/mine', { 'x-user': 'ann', 'accept-encoding': 'br' });
    const again = await get('/api/v1/mine', { 'x-user': 'ann', 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(decode('br', again.rawPayload)).toBe(bodyOf('ann'));
    expect(first.headers.etag).toBe(etagOf(bodyOf('ann')));
    expect(compressedBodies.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it("never gives one user's answer to another, nor one encoding's bytes to another", async () => {
    const ann = await get('/api/v1/mine', { 'x-user': 'ann', 'accept-encoding': 'br' });
    const bob = await get('/api/v1/mine', { 'x-user': 'bob', 'accept-encoding': 'br' });
    const bobGzip = await get('/api/v1/mine', { 'x-user': 'bob', 'accept-encoding': 'gzip' });
    const plain = await get('/api/v1/mine', { 'x-user': 'bob', 'accept-encoding': 'identity' });
    expect(decode('br', ann.rawPayload)).toBe(bodyOf('ann'));
    expect(decode('br', bob.rawPayload)).toBe(bodyOf('bob'));
    expect(bobGzip.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', bobGzip.rawPayload)).toBe(bodyOf('bob'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bodyOf('bob'));
    expect(bob.headers.vary).toMatch(/accept-encoding/i);
    expect(compressedBodies.stats()).toMatchObject({ entries: 3, hits: 0 });
  });

  it('compresses a large answer at the fastest level, still decoding to the same JSON', async () => {
    expect(bodyOf('large', 1500).length).toBeGreaterThan(LARGE_ANSWER);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/v1/large', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(encoding, res.rawPayload)).toBe(bodyOf('large', 1500));
    }
  });

  it('sends a 304 without a body and without touching the cache', async () => {
    const first = await get('/api/v1/mine', { 'x-user': 'ann', 'accept-encoding': 'br' });
    const revalidated = await get('/api/v1/mine', {
      'x-user': 'ann',
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(compressedBodies.stats()).toMatchObject({ hits: 0, misses: 1 });
  });
});
