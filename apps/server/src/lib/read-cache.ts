/** How a {@link ReadCache} behaves. */
export type ReadCacheOptions = {
  /** How long a read is reused, counted from when it started; 0 reuses nothing. */
  ttlMs: number;
  /**
   * Invalidation runs inside the writing transaction, before its commit: for this long after a
   * {@link ReadCache.clear} no read is shared or kept, since it may see the rows as they were before
   * the commit.
   */
  quietMs: number;
} &
  // String keys, at most `maxEntries` of them (the oldest goes first); or object keys (database
  // handles), held weakly, so that a closed handle and its entry can be collected.
  ({ keys: 'strings'; maxEntries: number } | { keys: 'objects' });

interface Entry<V> {
  until: number;
  value: Promise<V>;
}

/** The store of the entries: a Map for string keys, a WeakMap for objects (database handles). */
interface Store<K, V> {
  get(key: K): Entry<V> | undefined;
  set(key: K, entry: Entry<V>): void;
  delete(key: K): void;
}

/**
 * A short reuse of a read that many requests make at once (the access rows of a session, the company
 * settings). A read is shared from the moment it starts: requests that arrive while it is in flight
 * wait for the same answer instead of each sending the same statement. Without that, every entry's
 * expiry let every request in flight miss at once: at 50 concurrent requests of one session, 50 copies
 * of the access query every two seconds, which set the tail latency of every route (docs/benchmarks.md,
 * "Session 6").
 *
 * Every write that changes what is cached calls {@link clear} in this process: what was cached and
 * what is in flight is forgotten, and for `quietMs` afterwards nothing is shared (the writing
 * transaction may not have committed yet). Another server instance sees the change at most `ttlMs`
 * later.
 */
export class ReadCache<K extends string | object, V> {
  // K follows `options.keys`: strings in a Map, objects in a WeakMap.
  private store: Store<K, V>;
  private clearedAt = -Infinity;

  constructor(private readonly options: ReadCacheOptions) {
    this.store = this.newStore();
  }

  private newStore(): Store<K, V> {
    return (this.options.keys === 'objects' ? new WeakMap() : new Map()) as unknown as Store<K, V>;
  }

  /**
   * The value of `key`: the cached or in-flight read when there is a live one, else `read()`, shared
   * with every request for the same key until it expires. A read that fails, or whose value `keep`
   * refuses, is not reused once it has settled.
   */
  load(
    key: K,
    read: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
    now = Date.now(),
  ): Promise<V> {
    const entry = this.store.get(key);
    if (entry && entry.until > now) return entry.value;
    if (entry) this.store.delete(key);
    const value = read();
    if (this.options.ttlMs <= 0 || now - this.clearedAt < this.options.quietMs) return value;
    const stored: Entry<V> = { until: now + this.options.ttlMs, value };
    this.evictIfFull();
    this.store.set(key, stored);
    const forget = () => {
      if (this.store.get(key) === stored) this.store.delete(key);
    };
    value.then((v) => {
      if (!keep(v)) forget();
    }, forget);
    return value;
  }

  private evictIfFull(): void {
    if (this.options.keys === 'objects') return;
    const map = this.store as unknown as Map<K, Entry<V>>;
    if (map.size < this.options.maxEntries) return;
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }

  /** Forgets every entry, settled or in flight, and shares nothing for `quietMs`. */
  clear(now = Date.now()): void {
    this.store = this.newStore();
    this.clearedAt = now;
  }
}
