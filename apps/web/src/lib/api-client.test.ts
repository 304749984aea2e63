import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { getAccessToken, getCsrfToken, getRefreshToken } from './session';
import { json, signIn, stubApi } from '../test/helpers';

const tokensOf = (n: number) => ({ token: `access-${n}`, csrf: `csrf-${n}`, refreshToken: `refresh-${n}` });

describe('api client', () => {
  it('sends the access token in x-auth-token and the CSRF token (not the access token) in x-csrf-token', async () => {
    signIn();
    const { calls, fetchMock } = stubApi({ 'POST /users/': () => json({ data: { ok: true } }) });
    await createApiClient().post('/users/', { name: 'Ada' });
    const headers = calls[0]!.headers;
    expect(headers['x-auth-token']).toBe(getAccessToken());
    expect(headers['x-csrf-token']).toBe('csrf-1');
    expect(headers['x-csrf-token']).not.toBe(headers['x-auth-token']);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/users/');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'omit', method: 'POST' });
  });

  it('runs one refresh for many parallel 401s and replays every request with the new tokens', async () => {
    signIn();
    const oldToken = getAccessToken();
    let refreshes = 0;
    let release: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = stubApi({
      'GET /auth/refresh/': async ({ headers }) => {
        refreshes += 1;
        expect(headers['x-refresh-token']).toBe('refresh-1');
        await refreshGate;
        return json({ data: tokensOf(2) });
      },
      'GET /items/': ({ headers, url }) =>
        headers['x-auth-token'] === 'access-2'
          ? json({ data: url.searchParams.get('n') })
          : json({ message: 'Invalid Token: jwt expired' }, 401),
    });
    const client = createApiClient();
    const pending = [1, 2, 3, 4, 5].map((n) => client.get<{ data: string }>('/items/', { query: { n } }));
    await vi.waitFor(() => expect(refreshes).toBe(1));
    release();
    const results = await Promise.all(pending);
    expect(results.map((r) => r.data)).toEqual(['1', '2', '3', '4', '5']);
    expect(refreshes).toBe(1);
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(getCsrfToken()).toBe('csrf-2');
    const replays = calls.filter((c) => c.path === '/items/' && c.headers['x-auth-token'] === 'access-2');
    expect(replays).toHaveLength(5);
    expect(replays.every((c) => c.headers['x-csrf-token'] === 'csrf-2')).toBe(true);
    expect(oldToken).not.toBe('access-2');
  });

  it('renews on the expired-token message even without a 401', async () => {
    signIn();
    stubApi({
      'GET /auth/refresh/': () => json({ data: tokensOf(3) }),
      'GET /ping/': ({ headers }) =>
        headers['x-auth-token'] === 'access-3'
          ? json({ data: 'pong' })
          : json({ message: 'Invalid Token: jwt expired' }, 403),
    });
    await expect(createApiClient().get('/ping/')).resolves.toEqual({ data: 'pong' });
  });

  it('deletes all three tokens and ends the session when the refresh fails', async () => {
    signIn();
    const onSessionEnded = vi.fn();
    stubApi({
      'GET /auth/refresh/': () => json({ message: 'Invalid refresh token' }, 401),
      'GET /items/': () => json({ message: 'Invalid Token: jwt expired' }, 401),
    });
    const client = createApiClient();
    client.setSessionHandlers({ onSessionEnded });
    const results = await Promise.allSettled([client.get('/items/'), client.get('/items/')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(onSessionEnded).toHaveBeenCalledWith('refresh-failed');
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getCsrfToken()).toBeNull();
  });

  it.each(['Access Denied, No token provided', 'Cookie was not found'])(
    "goes to login without a refresh on '%s'",
    async (message) => {
      signIn();
      const onSessionEnded = vi.fn();
      const { calls } = stubApi({ 'GET /items/': () => json({ message }, 401) });
      const client = createApiClient();
      client.setSessionHandlers({ onSessionEnded });
      await expect(client.get('/items/')).rejects.toThrow(message);
      expect(onSessionEnded).toHaveBeenCalledWith('no-session');
      expect(calls.some((c) => c.path === '/auth/refresh/')).toBe(false);
    },
  );

  it('passes other errors to the caller with the message and field details', async () => {
    signIn();
    stubApi({
      'POST /users/': () =>
        json(
          { message: 'email: must be valid', details: [{ field: 'email', message: 'must be valid' }] },
          400,
        ),
    });
    const error = await createApiClient()
      .post('/users/', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'email: must be valid',
      details: [{ field: 'email', message: 'must be valid' }],
    });
  });

  it('validates answers with the given schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /odd/': () => json({ data: 42 }) });
    const { z } = await import('zod');
    await expect(
      createApiClient().get('/odd/', { schema: z.object({ data: z.string() }) }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('validates with a schema still loading (the start-up path loads zod beside the request)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /odd/': () => json({ data: 42 }), 'GET /fine/': () => json({ data: 'ok', extra: 1 }) });
    const { z } = await import('zod');
    const schema = Promise.resolve(z.object({ data: z.string() }));
    await expect(createApiClient().get('/fine/', { schema })).resolves.toEqual({ data: 'ok' });
    await expect(createApiClient().get('/odd/', { schema })).rejects.toMatchObject({ status: 502 });
  });
});
