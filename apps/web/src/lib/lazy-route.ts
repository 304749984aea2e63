import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

const RELOAD_KEY = 'keel.preload-reload-at';

let offlineScreen: ComponentType | null = null;

/** The screen drawn instead of a lazy screen whose code cannot be fetched offline (app/offline). */
export function setOfflineScreen(component: ComponentType | null): void {
  offlineScreen = component;
}

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
      // Offline, a screen whose code was never kept on this device says so (docs/offline-reads.md).
      if (offlineScreen && !navigator.onLine) return { Component: offlineScreen };
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

/** A module loaded on first use: `useModule()` is null until it arrives, then the module. */
export interface LazyModule<M> {
  load: () => Promise<M>;
  useModule: () => M | null;
}

/**
 * A library part loaded when first drawn rather than with the screen (date pickers, charts: issue 12's
 * bundle budget). Every user of it shares one download; once loaded it renders at once.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const load = () => (loading ??= importer().then((module) => (loaded = module)));
  function useModule(): M | null {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      let live = true;
      void load().then((m) => live && setModule(m));
      return () => {
        live = false;
      };
    }, [module]);
    return module;
  }
  return { load, useModule };
}

/**
 * A component of a screen that its first view does not draw (a second tab, a record's dialog),
 * fetched when first rendered; `fallback` shows meanwhile.
 */
export function lazyPart<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode,
): ComponentType<P> {
  const part = lazyModule(importer);
  return function LazyPart(props: P) {
    const module = part.useModule();
    return module ? createElement(pick(module), props) : fallback;
  };
}
