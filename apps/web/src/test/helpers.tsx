import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { onTestFinished, vi } from 'vitest';
import { createAppRoutes } from '../app/routes';
import { ThemeProvider } from '../app/theme/ThemeProvider';
import { storeSession } from '../lib/session';

/** A readable unsigned JWT with the given payload (the client never checks signatures). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const b64 = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
}

export const ADMIN = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Ada Admin',
  email: 'admin@keel.demo',
  isAdmin: true,
};
export const MASTER = {
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  name: 'Jonas Eriksen',
  email: 'master@keel.demo',
  isAdmin: false,
};

/** Stores a session for `user` as a login would. */
export function signIn(user: Record<string, unknown> = ADMIN, suffix = '1') {
  storeSession({
    token: fakeJwt({ ...user, n: suffix }),
    refreshToken: `refresh-${suffix}`,
    csrf: `csrf-${suffix}`,
  });
}

/** A JSON response. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (request: {
  url: URL;
  init: RequestInit;
  headers: Record<string, string>;
}) => Response | Promise<Response>;

/**
 * Stubs `fetch` with handlers keyed by "METHOD /path" (path after /api/v1, query ignored). An
 * unmatched request answers 404 so a test sees what it forgot.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, path, headers, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const handler = handlers[`${method} ${path}`];
    return handler
      ? handler({ url, init, headers })
      : json({ message: `No stub for ${method} ${path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** Access answers for a user with the given sidebar permissions (and actions on one ship). */
export function accessHandlers(sidebar: string[], actions: string[] = []): Record<string, Handler> {
  return {
    'GET /access/sidebar/me/': () => json({ data: sidebar }),
    'GET /access/actions/me/': () => json({ data: [{ ship_id: 'ship-1', actions }] }),
    'GET /access/ships/me/': () => json({ data: [] }),
    'GET /config/': () =>
      json({
        data: {
          companyName: 'Test Shipping',
          baseCurrency: 'USD',
          shipFamilies: [],
          updatedAt: '2026-01-01T00:00:00Z',
          version: 1,
        },
      }),
  };
}

/** Renders the whole app (routes, and the providers of `App` incl. date pickers) at `path` in a memory router. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <RouterProvider router={router} />
        </LocalizationProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * Captures the file downloads of the current test: `URL.createObjectURL` is stubbed (jsdom has none) and
 * every anchor click is recorded instead of followed. Restored when the test ends.
 */
export function captureDownloads() {
  const createObjectURL = vi.fn(() => 'blob:keel-export');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const saved: { download: string; href: string }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ download: this.download, href: this.href });
  });
  onTestFinished(() => {
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return { createObjectURL, saved };
}
