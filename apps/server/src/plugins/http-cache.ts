import { hash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cachedCompression } from './compression-cache';

/**
 * HTTP caching of the API's answers and the web app's files (docs/at-sea-transfer.md).
 *
 * API answers are `Cache-Control: private, no-cache` (a browser may keep them but revalidates each time; no
 * shared cache keeps them) and `Vary: Accept-Encoding` (compression.ts picks the encoding from it). A GET that
 * answers 200 carries a weak ETag over the answer as written (weak: the br, gzip and plain bytes of one answer
 * share it), and a request whose `If-None-Match` names it gets `304 Not Modified` with no body: over a
 * satellite link a re-read list or record costs a round trip and a few hundred bytes of headers. The ETag is
 * a hash of the answer itself, so two answers share one only when their bytes are the same, whoever asked.
 *
 * A GET answer to compress is compressed here, through the cache of compressed answers keyed by its ETag
 * (compression-cache.ts): an unchanged page re-read by the fleet is compressed once.
 *
 * Answers that must not be kept anywhere (the routes under `noStore`: tokens) are `no-store` and get no ETag;
 * an answer whose route already chose its own `Cache-Control` (downloads: `no-store`) keeps it.
 */

export const API_CACHE_CONTROL = 'private, no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600';

/**
 * The weak ETag of an answer: a SHA-256 of its bytes (as fast as SHA-1 here, and the compressed-answer
 * cache of compression-cache.ts keys on it, so it must name the bytes beyond any crafted collision).
 */
export function etagOf(payload: string | Buffer): string {
  return `W/"${hash('sha256', payload, 'base64url')}"`;
}

/** `If-None-Match` by the weak comparison of RFC 9110 §13.1.2: `*`, or one of its tags names `etag`. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//u, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//u, '') === opaque);
}

function addVary(current: unknown, field: string): string {
  const fields = [current]
    .flat()
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim());
  if (fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase())) return fields.join(', ');
  return [...fields, field].join(', ');
}

/** Adds the API's caching headers, ETags and 304s to every answer of `scope` (an `onSend` hook). */
export function registerHttpCache(scope: FastifyInstance, options: { noStore: string[] }): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    reply.header('vary', addVary(reply.getHeader('vary'), 'accept-encoding'));
    const url = request.routeOptions.url ?? '';
    if (options.noStore.some((prefix) => url.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
    const cacheable =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      !String(reply.getHeader('cache-control')).includes('no-store');
    if (!cacheable) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (!noneMatch(request.headers['if-none-match'], etag))
      return cachedCompression(request, reply, payload, etag);
    reply.code(304);
    return '';
  });
}

/** A Vite output file named `<name>-<hash>.<ext>` under `assets/`: its name changes with its content. */
const HASHED_ASSET = /^assets\/(?:.+\/)?[^/]+-[\w-]{8,}\.[a-z0-9]+$/iu;
/** Files that must never be stale: the page that names the hashed assets, and the service worker. */
const NEVER_STALE = new Set(['index.html', 'sw.js']);

/**
 * The `Cache-Control` of a file of the web build, by its path relative to the build folder (a `.br`/`.gz`
 * sibling counts as the file it encodes): hashed assets are immutable for a year, the HTML and the service
 * worker `no-cache` (revalidated on every load, so a new build is seen at once), other files an hour.
 */
export function staticCacheControl(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(?:br|gz)$/u, '');
  if (NEVER_STALE.has(file) || file.endsWith('.html')) return 'no-cache';
  if (HASHED_ASSET.test(file)) return IMMUTABLE;
  return SHORT;
}
