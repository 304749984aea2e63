import type { ComponentType } from 'react';

const RELOAD_KEY = 'keel.preload-reload-at';

/**
 * Loads a lazy route's module. When the chunk cannot be fetched (typically after a new release
 * replaced the files) it raises a `vite:preloadError` event, as Vite does for its own preloads, and
 * then throws so the route's error page shows if no reload happens (spec §8).
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      window.dispatchEvent(
        Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }),
      );
      throw error;
    }
  };
}

/**
 * Reloads the page once when a chunk failed to load, so the browser fetches the new release. A
 * second failure within a minute is left to the error page instead of looping.
 */
export function installPreloadErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
