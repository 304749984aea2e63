import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

/** A read that resolves when told to, counting how often it was started. */
function deferredReads<V>() {
  const pending: { resolve: (value: V) => void; reject: (error: Error) => void }[] = [];
  let started = 0;
  return {
    read: () =>
      new Promise<V>((resolve, reject) => {
        started += 1;
        pending.push({ resolve, reject });
      }),
    resolve: (value: V) => pending.shift()!.resolve(value),
    fail: (error: Error) => pending.shift()!.reject(error),
    get started() {
      return started;
    },
  };
}

const options = { ttlMs: 2_000, quietMs: 1_000, keys: 'strings', maxEntries: 100 } as const;

describe('ReadCache', () => {
  it('reuses a read of the same key until it expires, counted from when it started', async () => {
    const cache = new ReadCache<string, number>(options);
    let reads = 0;
    const read = async () => (reads += 1);
    expect(await cache.load('a', read, undefined, 10_000)).toBe(1);
    expect(await cache.load('a', read, undefined, 11_999)).toBe(1);
    expect(await cache.load('b', read, undefined, 11_000)).toBe(2);
    expect(await cache.load('a', read, undefined, 12_000)).toBe(3);
    expect(reads).toBe(3);
  });

  it('shares one read among every request that arrives while it is in flight', async () => {
    const cache = new ReadCache<string, string>(options);
    const reads = deferredReads<string>();
    const answers = Array.from({ length: 50 }, () => cache.load('u1:s1', reads.read, undefined, 10_000));
    expect(reads.started).toBe(1);
    reads.resolve('rows');
    expect(await Promise.all(answers)).toEqual(Array(50).fill('rows'));
    expect(reads.started).toBe(1);
  });

  it('does not reuse a value that keep refuses, nor a failed read, once they settle', async () => {
    const cache = new ReadCache<string, string>(options);
    const reads = deferredReads<string>();
    const keep = (v: string) => v !== 'session ended';
    const first = cache.load('a', reads.read, keep, 10_000);
    const joined = cache.load('a', reads.read, keep, 10_001);
    reads.resolve('session ended');
    expect(await first).toBe('session ended');
    expect(await joined).toBe('session ended');
    const second = cache.load('a', reads.read, keep, 10_002);
    expect(reads.started).toBe(2);
    reads.fail(new Error('connection lost'));
    await expect(second).rejects.toThrow('connection lost');
    const third = cache.load('a', reads.read, keep, 10_003);
    expect(reads.started).toBe(3);
    reads.resolve('rows');
    expect(await third).toBe('rows');
    expect(await cache.load('a', reads.read, keep, 10_004)).toBe('rows');
    expect(reads.started).toBe(3);
  });

  it('forgets settled and in-flight reads on clear, and shares nothing for the quiet time after it', async () => {
    const cache = new ReadCache<string, number>(options);
    let reads = 0;
    const read = async () => (reads += 1);
    await cache.load('a', read, undefined, 10_000);
    const slow = deferredReads<number>();
    const inFlight = cache.load('b', slow.read, undefined, 10_050);
    cache.clear(10_100);
    // Neither the settled read nor the one in flight when the write cleared the cache is handed out.
    expect(await cache.load('a', read, undefined, 10_200)).toBe(2);
    const afterClear = cache.load('b', slow.read, undefined, 10_200);
    expect(slow.started).toBe(2);
    slow.resolve(1);
    slow.resolve(2);
    expect(await inFlight).toBe(1);
    expect(await afterClear).toBe(2);
    // Within the quiet time (the write's transaction may still be open) every request reads afresh…
    expect(await cache.load('a', read, undefined, 11_000)).toBe(3);
    expect(await cache.load('a', read, undefined, 11_050)).toBe(4);
    // …and after it, reads are shared again.
    expect(await cache.load('a', read, undefined, 11_200)).toBe(5);
    expect(await cache.load('a', read, undefined, 11_300)).toBe(5);
  });

  it('keeps nothing when the time to live is zero', async () => {
    const cache = new ReadCache<string, number>({ ...options, ttlMs: 0 });
    let reads = 0;
    const read = async () => (reads += 1);
    await cache.load('a', read, undefined, 10_000);
    expect(await cache.load('a', read, undefined, 10_000)).toBe(2);
  });

  it('drops the oldest entry when full, and keys objects by identity', async () => {
    const small = new ReadCache<string, number>({ ...options, maxEntries: 2 });
    let reads = 0;
    const read = async () => (reads += 1);
    await small.load('a', read, undefined, 10_000);
    await small.load('b', read, undefined, 10_000);
    await small.load('c', read, undefined, 10_000);
    expect(await small.load('b', read, undefined, 10_001)).toBe(2);
    expect(await small.load('a', read, undefined, 10_001)).toBe(4);

    const perHandle = new ReadCache<object, string>({ ttlMs: 2_000, quietMs: 1_000, keys: 'objects' });
    const [one, two] = [{}, {}];
    expect(await perHandle.load(one, async () => 'one', undefined, 10_000)).toBe('one');
    expect(await perHandle.load(two, async () => 'two', undefined, 10_000)).toBe('two');
    expect(await perHandle.load(one, async () => 'again', undefined, 10_001)).toBe('one');
  });
});
