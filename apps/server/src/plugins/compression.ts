import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Compression of the API's answers by content negotiation (`Accept-Encoding`, q-values honoured by
 * @fastify/compress through @fastify/accept-negotiator): brotli, else gzip, else the answer as it is.
 * Levels are fast ones, picked by measurement (docs/at-sea-transfer.md): brotli 2 is within 2–5% of brotli 4's
 * size at about half its CPU, gzip 3 within 6–13% of gzip 6's at about half; brotli's top levels cost more CPU
 * than the whole request. Answers go through one synchronous call (SYNC_LIMIT), not a zlib stream.
 * Static files are not compressed here: the web build writes `.br`/`.gz` beside each file once
 * (apps/web/scripts/precompress.mjs) and @fastify/static serves those (app.ts).
 */

/** Answers smaller than this go as they are: a few hundred bytes gain less than the encoding costs. */
export const COMPRESSION_THRESHOLD = 1024;
export const BROTLI_QUALITY = 2;
export const GZIP_LEVEL = 3;
/**
 * GET answers from this size up are compressed at the fastest levels (compression-cache.ts): a 50–100
 * report noon page costs half the CPU at brotli 1 for 7–9% more bytes (docs/at-sea-transfer.md).
 */
export const LARGE_ANSWER = 32 * 1024;
export const BROTLI_QUALITY_LARGE = 1;
export const GZIP_LEVEL_LARGE = 1;
/**
 * Answers up to this size are compressed in one synchronous call rather than through a zlib stream. Measured
 * on a 63 kB list: brotli 4 took 0.35 ms of CPU in one call and 1.1 ms through a stream (the library's default
 * on two cores sends everything over 8 kB through a stream). A 1 MiB answer blocks the event loop for a few ms.
 */
export const SYNC_LIMIT = 1024 * 1024;

/**
 * Types worth compressing: text (not event streams), JSON, XML, JavaScript, SVG. Anything else (PDF, xlsx,
 * images, archives, `application/octet-stream` downloads) is already compressed or opaque and goes as it is;
 * @fastify/compress also asks mime-db, whose entries mark those types not compressible.
 */
export const COMPRESSIBLE =
  /^text\/(?!event-stream)|[/+]json(?:;|$)|[/+]xml(?:;|$)|javascript|^image\/svg\+xml/u;

/**
 * Registers compression for every route `scope` registers afterwards (its child scopes too). The
 * compressing `onSend` hook of @fastify/compress is a route hook, so it runs after the scope's own `onSend`
 * hooks: the ETag (http-cache.ts) is computed over the uncompressed answer, and a 304 has no body to compress.
 */
export async function registerCompression(scope: FastifyInstance): Promise<void> {
  // A stored file's `Repr-Digest` names the bytes as stored: re-encoding them would make it wrong.
  // `x-no-compression` is @fastify/compress's own per-request switch.
  scope.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('repr-digest')) request.headers['x-no-compression'] = 'repr-digest';
    return payload;
  });
  await scope.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_LIMIT,
    customTypes: COMPRESSIBLE,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
