/// <reference lib="webworker" />
/**
 * Keel's service worker (docs/offline-reads.md), built by vite-plugin-pwa (`injectManifest`) with Workbox:
 * - the app shell and the code of the screens a crew needs at sea are precached; a page load is answered
 *   with the precached `index.html`, so the app opens with no connection;
 * - the API answers of those screens (table: offline-routes.ts) are network first with a short time-out,
 *   and the last one is kept per user (user-scope.ts), stamped with the time it was fetched;
 * - other hashed files (screens opened once) are kept cache first;
 * - nothing else is touched: writes, sign-in, downloads, public vendor pages and the WebSocket go to the
 *   network as if there were no service worker.
 * A new version waits until the page asks it to take over (the "new version" prompt).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { keepableCopy, NETWORK_TIMEOUT_SECONDS, unavailableOffline } from './api-cache';
import { offlineScreenOf } from './offline-routes';
import { AUTH_HEADER, userCacheName, userIdFromToken } from './user-scope';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/sw\.js$/] }),
);

const keepForOffline: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => keepableCopy(response, new Date()),
  handlerDidError: () => Promise.resolve(unavailableOffline()),
};

const strategies = new Map<string, NetworkFirst>();
function strategyFor(userId: string): NetworkFirst {
  let strategy = strategies.get(userId);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: userCacheName(userId),
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      // One user per cache, so the request's other headers (token, encoding) never split an entry.
      matchOptions: { ignoreVary: true },
      plugins: [keepForOffline],
    });
    strategies.set(userId, strategy);
  }
  return strategy;
}

registerRoute(
  ({ request, url }) => {
    if (!offlineScreenOf(request.method, url, self.location.origin)) return false;
    const userId = userIdFromToken(request.headers.get(AUTH_HEADER));
    return userId ? { userId } : false;
  },
  ({ request, event, params }) =>
    strategyFor((params as { userId: string }).userId).handle({ request, event }),
);

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'keel-assets',
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);
