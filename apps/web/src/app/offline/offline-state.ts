import { isShellRead } from '../../sw/offline-routes';
import { CACHED_AT_HEADER, OFFLINE_HEADER } from '../../sw/user-scope';

/** What the offline banner shows about the screen in view. */
export interface OfflineSnapshot {
  /** The browser reports a connection. */
  online: boolean;
  /** The oldest fetch time (ISO) of the answers this screen got from the device's copy, or null. */
  cachedAt: string | null;
  /** A request of this screen had no copy on the device (never opened while connected). */
  unavailable: boolean;
}

type Listener = () => void;

/**
 * The offline state of the screen in view, fed by every API answer (the API client's answer hook):
 * the service worker stamps an answer it took from the device's copy with `x-keel-cached-at`, and
 * answers `x-keel-offline: unavailable` when it has none; a network answer for the same address
 * clears that address. A new screen starts clean ({@link OfflineState.screenChanged}).
 */
export class OfflineState {
  private cached = new Map<string, string>();
  private unavailable = new Set<string>();
  private online: boolean;
  private snapshot: OfflineSnapshot;
  private listeners = new Set<Listener>();

  constructor(online = true) {
    this.online = online;
    this.snapshot = this.build();
  }

  /**
   * Records one API answer (any method; only the service worker's marks count). The app shell's reads
   * (access lists, settings) are left out: the banner dates the screen's own data.
   */
  recordAnswer(url: string, headers: Headers): void {
    if (isShellRead(url)) return;
    const cachedAt = headers.get(CACHED_AT_HEADER);
    if (cachedAt) {
      this.cached.set(url, cachedAt);
      this.unavailable.delete(url);
    } else if (headers.get(OFFLINE_HEADER) === 'unavailable') {
      this.unavailable.add(url);
      this.cached.delete(url);
    } else if (this.cached.has(url) || this.unavailable.has(url)) {
      this.cached.delete(url);
      this.unavailable.delete(url);
    } else return;
    this.emit();
  }

  /** The browser's connection changed (`online` / `offline` events). */
  setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    this.emit();
  }

  /** Another screen is in view: the last one's answers no longer describe it. */
  screenChanged(): void {
    if (this.cached.size === 0 && this.unavailable.size === 0) return;
    this.cached.clear();
    this.unavailable.clear();
    this.emit();
  }

  /** Forgets everything (sign-out): nothing of the last user's state is shown to the next. */
  reset(): void {
    this.screenChanged();
  }

  getSnapshot = (): OfflineSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private build(): OfflineSnapshot {
    const times = [...this.cached.values()].sort();
    return { online: this.online, cachedAt: times[0] ?? null, unavailable: this.unavailable.size > 0 };
  }

  private emit(): void {
    this.snapshot = this.build();
    this.listeners.forEach((listener) => listener());
  }
}

/** The app's offline state. */
export const offlineState = new OfflineState(typeof navigator === 'undefined' ? true : navigator.onLine);
