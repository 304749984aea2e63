import type { ReactNode } from 'react';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, lazyModule, lazyPart } from './lazy-route';
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

describe('parts loaded when first drawn', () => {
  it('imports a lazy module once for every user, null until it arrives', async () => {
    let resolve!: (m: { answer: number }) => void;
    const importer = vi.fn(() => new Promise<{ answer: number }>((r) => (resolve = r)));
    const part = lazyModule(importer);
    const first = renderHook(() => part.useModule());
    const second = renderHook(() => part.useModule());
    expect(first.result.current).toBeNull();
    resolve({ answer: 42 });
    await waitFor(() => expect(first.result.current).toEqual({ answer: 42 }));
    await waitFor(() => expect(second.result.current).toEqual({ answer: 42 }));
    expect(importer).toHaveBeenCalledOnce();
    // Once loaded, a new user gets it on its first render.
    expect(renderHook(() => part.useModule()).result.current).toEqual({ answer: 42 });
  });

  it('draws the fallback, then the component with its props', async () => {
    let resolve!: (m: { Hello: (p: { name: string }) => ReactNode }) => void;
    const Part = lazyPart(
      () => new Promise<{ Hello: (p: { name: string }) => ReactNode }>((r) => (resolve = r)),
      (m) => m.Hello,
      <p>waiting</p>,
    );
    render(<Part name="Aurora" />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    resolve({ Hello: ({ name }) => <p>Hello {name}</p> });
    expect(await screen.findByText('Hello Aurora')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });
});
