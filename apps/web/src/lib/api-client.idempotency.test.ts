import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isNetworkError, NetworkError, newIdempotencyKey } from './api-client';
import { ApiError } from './api-error';
import { json, signIn, stubApi } from '../test/helpers';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('api client: idempotency keys and network failures', () => {
  it('gives every POST a fresh Idempotency-Key, or the one the caller keeps for a retry', async () => {
    signIn();
    const { calls } = stubApi({ 'POST /noon-reports/': () => json({ data: {} }, 201) });
    const client = createApiClient();
    await client.post('/noon-reports/', { a: 1 });
    await client.post('/noon-reports/', { a: 1 });
    await client.post('/noon-reports/', { a: 1 }, { idempotencyKey: 'kept-key' });
    const keys = calls.map((c) => c.headers['idempotency-key']);
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toMatch(UUID_V4);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('kept-key');
  });

  it('sends no key on reads, on /auth/ calls, or when told not to', async () => {
    signIn();
    const { calls } = stubApi({
      'GET /noon-reports/': () => json({ data: [] }),
      'POST /auth/logout/': () => json({}),
      'POST /things/': () => json({}),
      'PATCH /things/1': () => json({}),
    });
    const client = createApiClient();
    await client.get('/noon-reports/');
    await client.post('/auth/logout/', {});
    await client.post('/things/', {}, { idempotencyKey: false });
    await client.patch('/things/1', {});
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('replays a POST after a session renewal with the same key: it is the same write', async () => {
    signIn();
    const { calls } = stubApi({
      'GET /auth/refresh/': () => json({ data: { token: 'access-2', csrf: 'csrf-2', refreshToken: 'r-2' } }),
      'POST /noon-reports/': ({ headers }) =>
        headers['x-auth-token'] === 'access-2' ? json({ data: {} }, 201) : json({ message: 'expired' }, 401),
    });
    await createApiClient().post('/noon-reports/', { a: 1 });
    const posts = calls.filter((c) => c.path === '/noon-reports/');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers['idempotency-key']).toBe(posts[0]!.headers['idempotency-key']);
  });

  it('throws a NetworkError (status 0) when no answer comes, and lets an abort through as it is', async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    const error = await createApiClient()
      .post('/noon-reports/', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(ApiError);
    expect(isNetworkError(error)).toBe(true);
    expect((error as ApiError).status).toBe(0);
    expect(isNetworkError(new ApiError(500, 'boom'))).toBe(false);

    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new DOMException('stop', 'AbortError')));
    const aborted = await createApiClient()
      .get('/x')
      .catch((e: unknown) => e);
    expect((aborted as Error).name).toBe('AbortError');
  });

  it('makes version-4 UUIDs without crypto.randomUUID (plain HTTP on a ship LAN)', () => {
    vi.stubGlobal('isSecureContext', false);
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    vi.unstubAllGlobals();
  });
});
