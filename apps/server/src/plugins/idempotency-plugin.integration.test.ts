/**
 * The `Idempotency-Key` plugin on a small app of its own (no demo data), so each edge can be forced: a 500,
 * a request held open, a crashed claim, an expired key, a streamed answer, compression after the stored
 * answer. The routes of the real app are covered by idempotency.integration.test.ts.
 */
import { Readable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { registerCompression } from './compression';
import { registerErrorHandler } from './errors';
import { registerIdempotency } from './idempotency';
import { requestFingerprint } from './idempotency-key';
import { idempotencyKeys } from './idempotency.table';
import { createSerializerCompiler } from './serializer';

let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let created: number[];
let flakyCalls = 0;
let release: () => void = () => {};

const thing = z.object({ data: z.object({ id: z.number(), text: z.string() }) });

async function buildApp(): Promise<FastifyInstance> {
  const fastify = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(createSerializerCompiler({ verify: true }));
  registerErrorHandler(fastify);
  await fastify.register(async (api) => {
    await registerCompression(api);
    await api.register(async (plain) => {
      registerIdempotency(plain, database.db, {
        owner: (request) => (request.headers['x-user'] as string | undefined) ?? null,
        leaseSeconds: 1,
        purgeEveryMs: 0,
      });
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      const body = z.object({ text: z.string().min(1), size: z.number().int().default(10) });
      scope.post('/things', { schema: { body, response: { 201: thing } } }, async (request, reply) => {
        created.push(created.length + 1);
        const id = created.length;
        reply.code(201).header('location', `/things/${id}`);
        return { data: { id, text: request.body.text.repeat(request.body.size), dropped: 'x' } };
      });
      scope.post('/flaky', { schema: { response: { 200: thing } } }, async () => {
        flakyCalls += 1;
        if (flakyCalls === 1) throw new Error('database went away');
        created.push(created.length + 1);
        return { data: { id: created.length, text: 'ok' } };
      });
      scope.post('/slow', { schema: { response: { 200: thing } } }, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        created.push(created.length + 1);
        return { data: { id: created.length, text: 'slow' } };
      });
      scope.post('/stream', async (_request, reply) => {
        created.push(created.length + 1);
        return reply.type('text/csv').send(Readable.from(['a,b\n', `${created.length},2\n`]));
      });
      scope.post('/empty', async (_request, reply) => {
        created.push(created.length + 1);
        return reply.code(204).send();
      });
      scope.get('/things', async () => ({ count: created.length }));
    });
  });
  await fastify.ready();
  return fastify;
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
  app = await buildApp();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});
beforeEach(() => {
  created = [];
});

const post = (
  url: string,
  key: string | undefined,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'x-user': 'user:a', ...(key === undefined ? {} : { 'idempotency-key': key }), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const rowOf = async (key: string) =>
  (await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

describe('the stored answer', () => {
  it('is the serialized payload, before compression; a repeat gets status, body and Location again', async () => {
    const body = { text: 'abc', size: 600 };
    const first = await post('/things', '"k-store"', body, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['content-encoding']).toBe('br');
    const plain = brotliDecompressSync(first.rawPayload).toString('utf8');
    // The compiled serializer dropped the undeclared field; the row holds exactly what it wrote.
    expect(plain).not.toContain('dropped');
    const row = await rowOf('k-store');
    expect(row).toMatchObject({
      owner: 'user:a',
      method: 'POST',
      route: '/things',
      status: 201,
      body: plain,
    });
    expect(row!.headers).toEqual({
      'content-type': 'application/json; charset=utf-8',
      location: '/things/1',
    });
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(24 * 3600 * 1000 - 60_000);

    const again = await post('/things', '"k-store"', body);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(plain);
    expect(again.headers.location).toBe('/things/1');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['idempotent-replayed']).toBe('true');
    const compressed = await post('/things', '"k-store"', body, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain);
    expect(created).toEqual([1]);
  });

  it('passes a request without a key, or without an owner, straight through', async () => {
    expect((await post('/things', undefined, { text: 'a' })).statusCode).toBe(201);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'idempotency-key': 'k-anon' },
      payload: { text: 'a' },
    });
    expect(anonymous.statusCode).toBe(201);
    expect(await rowOf('k-anon')).toBeUndefined();
    expect(created).toEqual([1, 2]);
  });

  it('keeps a 204 and replays it without a body', async () => {
    expect((await post('/empty', 'k-204')).statusCode).toBe(204);
    const again = await post('/empty', 'k-204');
    expect(again.statusCode).toBe(204);
    expect(again.body).toBe('');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(created).toEqual([1]);
  });

  it('does not keep a streamed answer: the key is freed and a retry runs again', async () => {
    expect((await post('/stream', 'k-stream')).body).toBe('a,b\n1,2\n');
    expect(await rowOf('k-stream')).toBeUndefined();
    expect((await post('/stream', 'k-stream')).body).toBe('a,b\n2,2\n');
  });
});

describe('a key is never poisoned', () => {
  it('by a 500: the retry with the same key runs and is then kept', async () => {
    const failed = await post('/flaky', 'k-flaky');
    expect(failed.statusCode).toBe(500);
    expect(await rowOf('k-flaky')).toBeUndefined();
    const retried = await post('/flaky', 'k-flaky');
    expect(retried.statusCode).toBe(200);
    expect((await post('/flaky', 'k-flaky')).body).toBe(retried.body);
    expect(flakyCalls).toBe(2);
  });

  it('by a 400: the corrected body runs under the same key', async () => {
    const bad = await post('/things', 'k-400', { text: '' });
    expect(bad.statusCode).toBe(400);
    expect(await rowOf('k-400')).toBeUndefined();
    expect((await post('/things', 'k-400', { text: 'fixed' })).statusCode).toBe(201);
    expect(created).toEqual([1]);
  });
});

describe('a request still running', () => {
  it('answers a repeat 409 with Retry-After while its lease is renewed, then the stored answer', async () => {
    const first = post('/slow', 'k-slow');
    await new Promise((resolve) => setTimeout(resolve, 1600)); // past the 1 s lease: renewed meanwhile
    const repeat = await post('/slow', 'k-slow');
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toMatch(
      /^Idempotency-Key: a request with this key is still being processed/,
    );
    expect(Number(repeat.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    release();
    const done = await first;
    expect(done.statusCode).toBe(200);
    expect((await post('/slow', 'k-slow')).body).toBe(done.body);
    expect(created).toEqual([1]);
  });

  it('is taken over once its lease ran out without renewal (the server crashed)', async () => {
    const body = { text: 'crash' };
    const claim = (fingerprint: string) =>
      database.db.insert(idempotencyKeys).values({
        owner: 'user:a',
        method: 'POST',
        route: '/things',
        key: 'k-crash',
        fingerprint,
        claim: '00000000-0000-4000-8000-000000000000',
        lockedUntil: sql`now() - interval '1 second'`,
        expiresAt: sql`now() + interval '1 day'`,
      });
    await claim(requestFingerprint('POST', '/things', { text: 'other', size: 10 }));
    expect((await post('/things', 'k-crash', body)).statusCode).toBe(422);
    await database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, 'k-crash'));
    await claim(requestFingerprint('POST', '/things', { text: 'crash', size: 10 }));
    const taken = await post('/things', 'k-crash', body);
    expect(taken.statusCode).toBe(201);
    expect((await rowOf('k-crash'))!.status).toBe(201);
  });
});

describe('expiry', () => {
  it('treats an expired key as new and purges expired keys on write', async () => {
    await post('/things', 'k-old', { text: 'a' });
    await post('/things', 'k-other', { text: 'a' });
    await database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${idempotencyKeys.key} in ('k-old', 'k-other')`);
    const reused = await post('/things', 'k-old', { text: 'b' });
    expect(reused.statusCode).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(created).toEqual([1, 2, 3]);
    expect(await rowOf('k-other')).toBeUndefined();
    expect((await rowOf('k-old'))!.status).toBe(201);
  });
});
