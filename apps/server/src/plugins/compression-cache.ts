import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BROTLI_QUALITY,
  BROTLI_QUALITY_LARGE,
  COMPRESSIBLE,
  COMPRESSION_THRESHOLD,
  GZIP_LEVEL,
  GZIP_LEVEL_LARGE,
  LARGE_ANSWER,
} from './compression';

/**
 * Compressed API answers kept by their ETag (docs/at-sea-transfer.md, "Compressed answers kept"). A list
 * page the fleet re-reads unchanged (many users, or one user without a cached copy) is compressed once:
 * a repeat costs a map lookup instead of a brotli run. The ETag is a SHA-256 of the exact bytes of the
 * answer (http-cache.ts), so the key — encoding, byte length and that hash — names the bytes, not a URL
 * or a user: an answer is only ever served to a request whose own answer was exactly those bytes. Nothing
 * else makes two answers differ in encoding: the API varies on `Accept-Encoding` only (the encoding is
 * part of the key), and a per-user answer differs in its bytes, hence in its key.
 */

/** The encodings the API offers, preferred first (as @fastify/compress is configured: compression.ts). */
export type Encoding = 'br' | 'gzip';
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/**
 * The encoding `Accept-Encoding` asks for, or null: the negotiation of @fastify/compress (q-values, `*`
 * and `x-gzip` meaning gzip), so cached and freshly compressed answers are chosen alike.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string') return null;
  return negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'));
}

/** A bounded least-recently-used map of compressed answers, by total bytes. */
export class CompressedBodies {
  private readonly entries = new Map<string, Buffer>();
  private total = 0;
  hits = 0;
  misses = 0;

  /**
   * @param maxBytes the most bytes kept in all; the least recently used go first (0: keep nothing, as
   *   the compression bench's "every answer compressed afresh" runs set it).
   * @param maxEntryBytes a larger compressed answer is not kept (it would push out many small ones).
   */
  constructor(
    public maxBytes: number,
    readonly maxEntryBytes: number,
  ) {}

  /** The bytes kept under `key` (now the most recently used), or undefined. */
  get(key: string): Buffer | undefined {
    const body = this.entries.get(key);
    if (body === undefined) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, body);
    return body;
  }

  /** Keeps `body` under `key`, evicting the least recently used answers over `maxBytes`. */
  set(key: string, body: Buffer): void {
    if (body.length > this.maxEntryBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, body);
    this.total += body.length;
    for (const [oldest, bytes] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= bytes.length;
    }
  }

  /** Entries, bytes kept, hits and misses so far. */
  stats() {
    return { entries: this.entries.size, bytes: this.total, hits: this.hits, misses: this.misses };
  }

  /** Forgets every answer and the counts. */
  clear(): void {
    this.entries.clear();
    this.total = 0;
    this.hits = 0;
    this.misses = 0;
  }
}

/** The key of an answer's compressed bytes: encoding, uncompressed length and the answer's ETag. */
export const compressedKey = (encoding: Encoding, length: number, etag: string): string =>
  `${encoding} ${length} ${etag}`;

/** The process's cache: 16 MiB (about 1,600 compressed 100-report noon pages), answers up to 1 MiB. */
export const compressedBodies = new CompressedBodies(16 * 1024 * 1024, 1024 * 1024);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The zlib options of one answer: answers from LARGE_ANSWER up at the fastest levels. */
function levels(encoding: Encoding, length: number) {
  const large = length >= LARGE_ANSWER;
  if (encoding === 'gzip') return { level: large ? GZIP_LEVEL_LARGE : GZIP_LEVEL };
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: large ? BROTLI_QUALITY_LARGE : BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: length,
    },
  };
}

/**
 * Compresses one answer at the API's fast levels; answers from LARGE_ANSWER up at the fastest (brotli 1,
 * gzip 1: 7–9% larger than brotli 2, about half its CPU — measured in docs/at-sea-transfer.md).
 */
export function compressAnswer(encoding: Encoding, payload: string | Buffer, length: number): Buffer {
  const options = levels(encoding, length);
  return encoding === 'gzip' ? gzipSync(payload, options) : brotliCompressSync(payload, options);
}

/**
 * As {@link compressAnswer}, on libuv's thread pool: the event loop goes on serving other requests while
 * a large answer is compressed, so on a machine with a spare core the compression costs little
 * throughput (docs/at-sea-transfer.md, "Large answers off the event loop"). The hand-off costs tens of
 * microseconds, worth it only for large answers.
 */
export function compressAnswerAsync(
  encoding: Encoding,
  payload: string | Buffer,
  length: number,
): Promise<Buffer> {
  const options = levels(encoding, length);
  return encoding === 'gzip' ? gzipAsync(payload, options) : brotliAsync(payload, options);
}

/**
 * The body to send for a GET answer that has an ETag: its compressed bytes from `cache` (compressed and
 * kept on a miss), with `Content-Encoding` and `Content-Length` set; or the payload as it is when the
 * request or the answer is not one to compress (the rules of @fastify/compress in compression.ts, which
 * then leaves it alone: it skips answers that have a `Content-Encoding`).
 */
export function cachedCompression(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string | Buffer,
  etag: string,
  cache: CompressedBodies = compressedBodies,
): string | Buffer | Promise<Buffer> {
  if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
  if (request.headers['x-no-compression'] !== undefined) return payload;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
  const length = Buffer.byteLength(payload);
  if (length < COMPRESSION_THRESHOLD) return payload;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === null) return payload;
  const key = compressedKey(encoding, length, etag);
  const send = (body: Buffer) => {
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return body;
  };
  const kept = cache.get(key);
  if (kept !== undefined) return send(kept);
  if (length < LARGE_ANSWER) {
    const body = compressAnswer(encoding, payload, length);
    cache.set(key, body);
    return send(body);
  }
  return compressAnswerAsync(encoding, payload, length).then((body) => {
    cache.set(key, body);
    return send(body);
  });
}
