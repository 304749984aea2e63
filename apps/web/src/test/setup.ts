import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from '../lib/session';
import { pickersModule } from '../components/pickers/LazyPickers';
import { outbox } from '../lib/offline-queue';
import { clearMemoryQueues } from '../lib/offline-queue/store';

// The signed-in frame is a lazy route and screens fetch the date pickers when first drawn (issue 12):
// the tests load both once up front, so a screen draws within its findBy* wait as it did when they
// were static imports. lib/lazy-route.test.ts and app/route-fallback.test.tsx cover the waits.
await Promise.all([pickersModule.load(), import('../app/layout/MainLayout')]);

// Lazy routes and MUI render slowly on a loaded 2-core CI machine: give findBy*/waitFor room to wait.
// This changes how long a query waits, not what it asserts.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  // The files share one jsdom and one import of the app (isolate: false): the application's queue of
  // offline writes must not carry one file's entries into the next.
  await outbox.setUser(null);
  clearMemoryQueues();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no matchMedia; MUI's useMediaQuery asks for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
