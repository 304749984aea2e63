import { describe, expect, it } from 'vitest';
import { keepableCopy, UNAVAILABLE_OFFLINE_MESSAGE, unavailableOffline } from './api-cache';
import { CACHED_AT_HEADER, OFFLINE_HEADER } from './user-scope';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });

describe('what the service worker keeps', () => {
  const at = new Date('2026-11-25T14:03:00.000Z');

  it('keeps a JSON answer with the time it was fetched, body unchanged', async () => {
    const copy = await keepableCopy(json({ data: [1, 2] }, { headers: { etag: 'W/"x"' } }), at);
    expect(copy?.status).toBe(200);
    expect(copy?.headers.get(CACHED_AT_HEADER)).toBe('2026-11-25T14:03:00.000Z');
    expect(copy?.headers.get('etag')).toBe('W/"x"');
    expect(await copy?.json()).toEqual({ data: [1, 2] });
  });

  it('drops the encoding headers of a compressed answer: the kept body is decoded', async () => {
    const answer = json({ data: 1 }, { headers: { 'content-encoding': 'br', 'content-length': '12' } });
    const copy = await keepableCopy(answer, at);
    expect(copy?.headers.get('content-encoding')).toBeNull();
    expect(copy?.headers.get('content-length')).toBeNull();
  });

  it('keeps no error, no non-JSON, no download and nothing marked no-store', async () => {
    expect(await keepableCopy(json({ message: 'no' }, { status: 401 }), at)).toBeNull();
    expect(await keepableCopy(json({ message: 'down' }, { status: 500 }), at)).toBeNull();
    expect(
      await keepableCopy(new Response('<html>', { headers: { 'content-type': 'text/html' } }), at),
    ).toBeNull();
    expect(await keepableCopy(json({}, { headers: { 'cache-control': 'no-store' } }), at)).toBeNull();
    expect(
      await keepableCopy(
        json({}, { headers: { 'content-disposition': 'attachment; filename="a.json"' } }),
        at,
      ),
    ).toBeNull();
  });

  it('answers a screen with no kept copy with a plain 503 that says so', async () => {
    const answer = unavailableOffline();
    expect(answer.status).toBe(503);
    expect(answer.headers.get(OFFLINE_HEADER)).toBe('unavailable');
    expect(answer.headers.get(CACHED_AT_HEADER)).toBeNull();
    expect(await answer.json()).toEqual({ message: UNAVAILABLE_OFFLINE_MESSAGE });
  });
});
