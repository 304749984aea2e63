import type { CDPSession, Page } from '@playwright/test';

/**
 * A VSAT link as issue 12 describes it, for Chromium's network emulation (CDP
 * `Network.emulateNetworkConditions`): 256 kbit/s down, 64 kbit/s up, 700 ms added latency.
 * Throughputs are in bytes per second.
 */
export const SATELLITE_LINK = {
  offline: false,
  latency: 700,
  downloadThroughput: (256 * 1000) / 8,
  uploadThroughput: (64 * 1000) / 8,
} as const;

/** What the page fetched between two points: bytes on the wire (headers included) and requests. */
export interface Transfer {
  bytes: number;
  requests: number;
  /** Bytes per kind: script, stylesheet, font, document, api, other. */
  byKind: Record<string, number>;
  /** Requests answered from the browser's cache (no bytes on the link). */
  fromCache: number;
}

/** Counts the page's network traffic from CDP events (`Network.loadingFinished` encodedDataLength). */
export class TransferMeter {
  private readonly kinds = new Map<string, string>();
  private readonly cached = new Set<string>();
  private finished: { id: string; bytes: number }[] = [];
  private readonly pending = new Set<string>();
  private lastActivity = Date.now();

  constructor(readonly session: CDPSession) {
    const settle = (id: string) => {
      this.pending.delete(id);
      this.lastActivity = Date.now();
    };
    session.on('Network.requestWillBeSent', (event) => {
      this.pending.add(event.requestId);
      this.lastActivity = Date.now();
    });
    session.on('Network.loadingFailed', (event) => settle(event.requestId));
    session.on('Network.responseReceived', (event) => {
      const api = new URL(event.response.url).pathname.startsWith('/api/');
      this.kinds.set(event.requestId, api ? 'api' : event.type.toLowerCase());
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) this.cached.add(event.requestId);
    });
    session.on('Network.requestServedFromCache', (event) => this.cached.add(event.requestId));
    session.on('Network.loadingFinished', (event) => {
      this.finished.push({ id: event.requestId, bytes: event.encodedDataLength });
      settle(event.requestId);
    });
  }

  /** True when no request is in flight and none started or ended for `quietMs`. */
  isQuiet(quietMs: number): boolean {
    return this.pending.size === 0 && Date.now() - this.lastActivity >= quietMs;
  }

  /** Forgets what was counted so far. */
  reset(): void {
    this.finished = [];
  }

  /** The traffic since the last reset. */
  transfer(): Transfer {
    const byKind: Record<string, number> = {};
    let bytes = 0;
    let fromCache = 0;
    for (const { id, bytes: b } of this.finished) {
      const kind = this.kinds.get(id) ?? 'other';
      byKind[kind] = (byKind[kind] ?? 0) + b;
      bytes += b;
      if (this.cached.has(id)) fromCache += 1;
    }
    return { bytes, requests: this.finished.length, byKind, fromCache };
  }
}

/** Puts the page behind the emulated satellite link and starts counting its traffic. */
export async function onSatelliteLink(page: Page): Promise<TransferMeter> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SATELLITE_LINK);
  return new TransferMeter(session);
}

/** `1234567` → `1,205.6 kB` (1024-byte kB are not used: 1000, as the budget and Vite print). */
export const kB = (bytes: number) =>
  `${(bytes / 1000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} kB`;

/** One line of figures: what, bytes, seconds and the bytes per kind. */
export function figureLine(what: string, transfer: Transfer, seconds: number): string {
  const kinds = Object.entries(transfer.byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, b]) => `${kind} ${kB(b)}`)
    .join(', ');
  return `${what}: ${kB(transfer.bytes)} in ${transfer.requests} requests (${transfer.fromCache} from cache), ${seconds.toFixed(1)} s — ${kinds}`;
}

/** Selectors of "still loading": skeletons, progress bars, busy regions. */
const LOADING = '[aria-busy="true"], [role="progressbar"], .MuiSkeleton-root';

/**
 * Waits until the screen is drawn: nothing loading on the page and the link quiet for `quietMs`
 * (a live connection such as the notifications' WebSocket does not count: it never finishes).
 * Returns the seconds waited, less the quiet period.
 */
export async function waitForScreen(page: Page, meter: TransferMeter, timeoutMs = 120_000, quietMs = 500) {
  const started = Date.now();
  for (;;) {
    const loading = await page.locator(LOADING).count();
    if (loading === 0 && meter.isQuiet(quietMs)) return (Date.now() - started - quietMs) / 1000;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`The screen at ${page.url()} was still loading after ${timeoutMs / 1000} s`);
    }
    await page.waitForTimeout(100);
  }
}
