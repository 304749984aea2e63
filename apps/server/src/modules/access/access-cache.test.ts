import { describe, expect, it } from 'vitest';
import { AccessCache } from './access-cache';
import type { AccessRow } from './access.repo';

const rows: AccessRow[] = [
  { active: true, is_admin: false, ship_id: 's1', sidebar: ['fleet'], actions: [], session_live: true },
];

describe('AccessCache', () => {
  it('reuses rows of the same user and session until they expire', () => {
    const cache = new AccessCache(2_000);
    const readAt = cache.mark();
    cache.set('u1', 'f1', rows, readAt, 10_000);
    expect(cache.get('u1', 'f1', 11_999)).toBe(rows);
    expect(cache.get('u1', 'f2', 11_000)).toBeUndefined();
    expect(cache.get('u2', 'f1', 11_000)).toBeUndefined();
    expect(cache.get('u1', 'f1', 12_000)).toBeUndefined();
  });

  it('forgets everything on invalidation and keeps nothing read before it', () => {
    const cache = new AccessCache(2_000);
    cache.set('u1', 'f1', rows, cache.mark(), 10_000);
    const readBefore = cache.mark();
    cache.clear(10_100);
    expect(cache.get('u1', 'f1', 10_200)).toBeUndefined();
    // A read that started before the invalidation is not kept…
    cache.set('u1', 'f1', rows, readBefore, 10_300);
    expect(cache.get('u1', 'f1', 10_400)).toBeUndefined();
    // …nor one that ran while the invalidating transaction may still have been open.
    cache.set('u1', 'f1', rows, cache.mark(), 10_500);
    expect(cache.get('u1', 'f1', 10_600)).toBeUndefined();
    cache.set('u1', 'f1', rows, cache.mark(), 11_200);
    expect(cache.get('u1', 'f1', 11_300)).toBe(rows);
  });

  it('keeps nothing when the time to live is zero', () => {
    const cache = new AccessCache(0);
    cache.set('u1', 'f1', rows, cache.mark(), 10_000);
    expect(cache.get('u1', 'f1', 10_000)).toBeUndefined();
  });
});
