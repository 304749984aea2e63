import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AnswerCache, answerBytes, deepFreeze, statementKey } from './search-cache';

/* The search answer cache's memory rules (docs/dms.md "Search answer cache"). */

describe('AnswerCache', () => {
  it('serves an answer only for the generation it was computed from', () => {
    const cache = new AnswerCache<string>(10, 10_000);
    cache.set('k', 5n, 'five', 10);
    expect(cache.get('k', 5n)).toBe('five');
    expect(cache.get('k', 4n)).toBeUndefined();
    expect(cache.has('k')).toBe(true);
    // A newer generation: the entry is outdated for good and dropped.
    expect(cache.get('k', 6n)).toBeUndefined();
    expect(cache.has('k')).toBe(false);
    expect(cache.totalBytes).toBe(0);
  });

  it('never replaces an answer of a newer generation with an older one', () => {
    const cache = new AnswerCache<string>(10, 10_000);
    cache.set('k', 7n, 'seven', 10);
    cache.set('k', 6n, 'six', 10);
    expect(cache.get('k', 7n)).toBe('seven');
    cache.set('k', 8n, 'eight', 12);
    expect(cache.get('k', 8n)).toBe('eight');
    expect(cache.totalBytes).toBe(12);
  });

  it('drops the least recently used entry past the entry bound', () => {
    const cache = new AnswerCache<string>(2, 10_000);
    cache.set('a', 1n, 'A', 1);
    cache.set('b', 1n, 'B', 1);
    expect(cache.get('a', 1n)).toBe('A'); // a is now the most recently used
    cache.set('c', 1n, 'C', 1);
    expect(cache.size).toBe(2);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a', 1n)).toBe('A');
    expect(cache.get('c', 1n)).toBe('C');
  });

  it('drops the least recently used entries past the byte bound and keeps no answer larger than it', () => {
    const cache = new AnswerCache<string>(100, 100);
    cache.set('a', 1n, 'A', 40);
    cache.set('b', 1n, 'B', 40);
    cache.set('c', 1n, 'C', 40);
    expect(cache.has('a')).toBe(false);
    expect(cache.totalBytes).toBe(80);
    cache.set('huge', 1n, 'H', 101);
    expect(cache.has('huge')).toBe(false);
    expect(cache.size).toBe(2);
  });

  it('keeps nothing with an entry bound of 0', () => {
    const cache = new AnswerCache<string>(0, 100);
    cache.set('a', 1n, 'A', 1);
    expect(cache.size).toBe(0);
  });
});

describe('the key and the stored answer', () => {
  it('differs when the statement text or any parameter differs', () => {
    const key = (q: string, ship: string, offset: number) =>
      statementKey(sql`SELECT ${q}, ${ship}::uuid LIMIT 10 OFFSET ${offset}`);
    expect(key('fire', 's1', 0)).toBe(key('fire', 's1', 0));
    expect(key('fire', 's1', 0)).not.toBe(key('fire', 's2', 0));
    expect(key('fire', 's1', 0)).not.toBe(key('fire', 's1', 10));
    expect(key('fire', 's1', 0)).not.toBe(key('fires', 's1', 0));
    expect(statementKey(sql`SELECT 1 WHERE TRUE`)).not.toBe(statementKey(sql`SELECT 1 WHERE FALSE`));
  });

  it('freezes an answer so that a request cannot change what the next one gets', () => {
    const answer = deepFreeze({ data: [{ title: 'A' }], page: { total: 1 } });
    expect(() => {
      (answer.data[0] as { title: string }).title = 'B';
    }).toThrow(TypeError);
    expect(() => (answer.data as unknown[]).push(1)).toThrow(TypeError);
    expect(answerBytes(answer)).toBeGreaterThan(JSON.stringify(answer).length);
  });
});

describe('resize and stats', () => {
  it('counts hits and misses, and keeps nothing once resized to 0 entries', () => {
    const cache = new AnswerCache<string>(10, 1_000);
    cache.set('a', 1n, 'A', 1);
    expect(cache.get('a', 1n)).toBe('A');
    expect(cache.get('a', 2n)).toBeUndefined();
    expect(cache.stats).toEqual({ hits: 1, misses: 1 });
    cache.set('b', 2n, 'B', 1);
    cache.resize(0, 0);
    expect(cache.size).toBe(0);
    cache.set('c', 2n, 'C', 1);
    expect(cache.has('c')).toBe(false);
  });
});
