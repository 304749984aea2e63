import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-route';
import { retryDelay, shouldRetry } from '../app/query-client';
import { ApiError } from './api-error';

describe('lazy routes and the query cache', () => {
  it('raises vite:preloadError and then throws when a screen chunk cannot load', async () => {
    const seen = vi.fn();
    window.addEventListener('vite:preloadError', seen);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(
      lazyComponent(
        () => Promise.reject(failure),
        () => () => null,
      )(),
    ).rejects.toBe(failure);
    expect(seen).toHaveBeenCalledOnce();
    expect((seen.mock.calls[0]![0] as Event & { payload: unknown }).payload).toBe(failure);
    window.removeEventListener('vite:preloadError', seen);
  });

  it('retries queries up to 3 times with 1 s, 2 s, 4 s … capped at 30 s, but not answers given on purpose', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30000, 30000]);
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetry(2, new Error('500'))).toBe(true);
    expect(shouldRetry(3, new Error('500'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
  });
});
