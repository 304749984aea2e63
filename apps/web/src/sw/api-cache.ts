import { CACHED_AT_HEADER, OFFLINE_HEADER } from './user-scope';

/**
 * How long a kept screen waits for the network before it shows the kept answer. Over a satellite link
 * (600–800 ms round trips, 256 kbit/s) a list answer on an open connection takes about 1–2 s, a fresh
 * TLS connection adds about 2 s: 4 s lets a working link answer and turns a dead one into the kept copy
 * quickly instead of a spinner.
 */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** What a screen shows when it was never opened online on this device. */
export const UNAVAILABLE_OFFLINE_MESSAGE =
  'Not available offline: this screen was not opened on this device while connected, so no copy is kept.';

/**
 * The copy of a network answer to keep, stamped with the time it was fetched; null for answers not
 * worth keeping: errors, anything but JSON, a download, or an answer the server marked `no-store`.
 */
export async function keepableCopy(response: Response, fetchedAt: Date): Promise<Response | null> {
  const type = response.headers.get('content-type') ?? '';
  const cacheControl = response.headers.get('cache-control') ?? '';
  const disposition = response.headers.get('content-disposition') ?? '';
  if (response.status !== 200 || !type.includes('application/json')) return null;
  if (/no-store/i.test(cacheControl) || /attachment/i.test(disposition)) return null;
  const headers = new Headers(response.headers);
  // The body read here is already decoded: its encoding and length headers no longer describe it.
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(CACHED_AT_HEADER, fetchedAt.toISOString());
  return new Response(await response.arrayBuffer(), {
    status: 200,
    statusText: response.statusText,
    headers,
  });
}

/** The answer for a kept route with no connection and no kept copy: a plain 503 naming why. */
export function unavailableOffline(): Response {
  return new Response(JSON.stringify({ message: UNAVAILABLE_OFFLINE_MESSAGE }), {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'content-type': 'application/json', [OFFLINE_HEADER]: 'unavailable' },
  });
}
