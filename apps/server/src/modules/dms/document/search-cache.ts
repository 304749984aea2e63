import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';

/** Most answers the search cache of one database keeps (docs/dms.md "Search answer cache"). */
export const DMS_SEARCH_CACHE_MAX_ENTRIES = 2_000;
/** Most bytes (estimated: the answer's JSON as UTF-16, plus the key) the search cache of one database keeps. */
export const DMS_SEARCH_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** What an entry costs beyond its answer's JSON: the key, the Map's slot, the entry object (an estimate). */
const ENTRY_OVERHEAD_BYTES = 256;

interface Entry<T> {
  generation: bigint;
  value: T;
  bytes: number;
}

/**
 * A least-recently-used map of answers, each stored with the generation of the data it was computed
 * from and served only for that very generation. Bounded by entry count and by estimated bytes: the
 * least recently used entries go first. A plain `Map` keeps insertion order, so a hit re-inserts its
 * entry and the first key is the least recently used.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;
  /** Answers served from memory, and lookups that found no answer of the current generation. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private maxEntries: number,
    private maxBytes: number,
  ) {}

  /** Changes the bounds (0 entries: keep nothing, i.e. no cache) and drops what is past them. */
  resize(maxEntries: number, maxBytes: number): void {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.evict();
  }

  /** Entries held. */
  get size(): number {
    return this.entries.size;
  }

  /** Estimated bytes held. */
  get totalBytes(): number {
    return this.bytes;
  }

  /** True when an answer is stored under `key` (for any generation). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The answer under `key` when it was computed from `generation`; an older entry is dropped. */
  get(key: string, generation: bigint): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.generation !== generation) {
      if (entry && entry.generation < generation) this.delete(key);
      this.stats.misses += 1;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.stats.hits += 1;
    return entry.value;
  }

  /**
   * Stores `value`, computed from `generation`, under `key` (never replacing an answer of a newer
   * generation); then drops the least recently used entries past either bound. An answer larger than
   * the byte bound is not stored.
   */
  set(key: string, generation: bigint, value: T, bytes: number): void {
    if (this.maxEntries <= 0 || bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      if (old.generation > generation) return;
      this.delete(key);
    }
    this.entries.set(key, { generation, value, bytes });
    this.bytes += bytes;
    this.evict();
  }

  /** Drops the least recently used entries until both bounds hold. */
  private evict(): void {
    for (const first of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(first);
    }
  }

  /** Drops every entry. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** A cached search answer (what `GET /dms/search` returns). */
export type CachedSearchAnswer = object;

const caches = new WeakMap<Database, AnswerCache<CachedSearchAnswer>>();

/**
 * The search answer cache of one open database (one per process and database; the generation that
 * validates its entries is in the database, so several Keel processes on one database stay correct).
 */
export function dmsSearchCacheOf(database: Database): AnswerCache<CachedSearchAnswer> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new AnswerCache(DMS_SEARCH_CACHE_MAX_ENTRIES, DMS_SEARCH_CACHE_MAX_BYTES);
    caches.set(database, cache);
  }
  return cache;
}

const dialect = new PgDialect();

/**
 * The cache key of a statement: sha256 of its SQL text and parameters, i.e. of everything the answer
 * depends on besides the data (the query, the scope, the reader's ships, limit and offset).
 */
export function statementKey(statement: SQL): string {
  const { sql, params } = dialect.sqlToQuery(statement);
  return createHash('sha256')
    .update(JSON.stringify([sql, params]))
    .digest('hex');
}

/** Estimated bytes an answer holds in memory: its JSON as UTF-16 plus the entry's overhead. */
export function answerBytes(value: unknown): number {
  return JSON.stringify(value).length * 2 + ENTRY_OVERHEAD_BYTES;
}

/** Freezes an answer and the objects and arrays inside it (a cached answer is shared by requests). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
