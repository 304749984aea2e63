import { describe, expect, it } from 'vitest';
import type { CompanyConfig } from '@keel/domain';
import { CONFIG_CACHE_TTL_MS, ConfigCache } from './config-cache';

const settings = (version: number): CompanyConfig => ({
  companyName: 'Keel Shipping',
  baseCurrency: 'USD',
  shipFamilies: [],
  updatedAt: '2026-11-21T00:00:00.000Z',
  version,
});

describe('company settings cache', () => {
  it('answers from memory per database handle until the time-to-live runs out', () => {
    const cache = new ConfigCache();
    const [a, b] = [{}, {}];
    cache.set(a, settings(3), cache.mark(), 10_000);
    expect(cache.get(a, 10_001)?.version).toBe(3);
    expect(cache.get(b, 10_001)).toBeUndefined();
    expect(cache.get(a, 10_000 + CONFIG_CACHE_TTL_MS)).toBeUndefined();
  });

  it('forgets on a write, and keeps nothing read before the write or just after it', () => {
    const cache = new ConfigCache();
    const db = {};
    cache.set(db, settings(3), cache.mark(), 10_000);
    const readBeforeWrite = cache.mark();
    cache.clear(10_500);
    expect(cache.get(db, 10_501)).toBeUndefined();
    // A read that started before the write finished after it: not kept.
    cache.set(db, settings(3), readBeforeWrite, 12_000);
    expect(cache.get(db, 12_001)).toBeUndefined();
    // A read right after the write (its transaction may not have committed yet): not kept either.
    cache.set(db, settings(4), cache.mark(), 10_900);
    expect(cache.get(db, 10_901)).toBeUndefined();
    cache.set(db, settings(4), cache.mark(), 11_600);
    expect(cache.get(db, 11_601)?.version).toBe(4);
  });

  it('hands out a frozen value, so no caller can change what the next one reads', () => {
    const cache = new ConfigCache();
    const db = {};
    cache.set(db, settings(5), cache.mark(), 10_000);
    expect(Object.isFrozen(cache.get(db, 10_001))).toBe(true);
  });
});
