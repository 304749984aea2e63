import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, observeAnswers } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { shouldRetry } from '../query-client';
import { UNAVAILABLE_OFFLINE_MESSAGE, unavailableOffline } from '../../sw/api-cache';
import { CACHED_AT_HEADER, userCacheName } from '../../sw/user-scope';
import { clearOfflineData, installOfflineState } from './offline-wiring';
import { OfflineState } from './offline-state';

afterEach(() => observeAnswers(null));

describe('the page side of offline reads', () => {
  it('feeds the service worker marks of API answers to the offline state', async () => {
    const state = new OfflineState(true);
    installOfflineState(state);
    const answer = new Response(JSON.stringify({ data: [] }), {
      headers: { 'content-type': 'application/json', [CACHED_AT_HEADER]: '2026-11-25T10:00:00.000Z' },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer));
    await createApiClient().get('/noon-reports/', { query: { ship: 's1' } });
    expect(state.getSnapshot().cachedAt).toBe('2026-11-25T10:00:00.000Z');
    window.dispatchEvent(new Event('offline'));
    expect(state.getSnapshot().online).toBe(false);
  });

  it('turns a screen with no kept copy into a plain error that is not retried', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(unavailableOffline()));
    const error = await createApiClient()
      .get('/work/items')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(UNAVAILABLE_OFFLINE_MESSAGE);
    expect(shouldRetry(0, error)).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'Service Unavailable'))).toBe(true);
  });

  it("deletes every user's kept answers and nothing else, and forgets the banner's state", async () => {
    const names = [userCacheName('u-1'), userCacheName('u-2'), 'keel-assets', 'workbox-precache-v2-x'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve(names),
      delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
    });
    const state = new OfflineState(false);
    state.recordAnswer('/api/v1/work', new Headers({ [CACHED_AT_HEADER]: '2026-11-25T10:00:00.000Z' }));
    await clearOfflineData(state);
    expect(deleted.sort()).toEqual([userCacheName('u-1'), userCacheName('u-2')]);
    expect(state.getSnapshot().cachedAt).toBeNull();
  });
});
