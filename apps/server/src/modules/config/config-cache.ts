import type { CompanyConfig } from '@keel/domain';

/** How long the company settings are reused: short, as the access rows are (see access-cache.ts). */
export const CONFIG_CACHE_TTL_MS = 2_000;
/**
 * A write clears the cache inside its transaction, before the commit: for this long afterwards nothing is
 * cached, so settings read just before the commit are not kept.
 */
const QUIET_MS = 1_000;

/**
 * The company settings (name, base currency, ship families) per database handle. Every overview and
 * budget view needs the base currency; reusing the row for two seconds saves a statement on each of
 * them. Every write of the settings in this process clears it ({@link invalidateConfigCache}), so a
 * change shows on the next request here and at most {@link CONFIG_CACHE_TTL_MS} later on another
 * server instance.
 */
export class ConfigCache {
  private entries = new WeakMap<object, { until: number; value: CompanyConfig }>();
  private generation = 0;
  private clearedAt = -Infinity;

  get(db: object, now = Date.now()): CompanyConfig | undefined {
    const entry = this.entries.get(db);
    return entry && entry.until > now ? entry.value : undefined;
  }

  mark(): number {
    return this.generation;
  }

  set(db: object, value: CompanyConfig, readAt: number, now = Date.now()): void {
    if (readAt !== this.generation || now - this.clearedAt < QUIET_MS) return;
    this.entries.set(db, { until: now + CONFIG_CACHE_TTL_MS, value: Object.freeze(value) });
  }

  clear(now = Date.now()): void {
    this.entries = new WeakMap();
    this.generation += 1;
    this.clearedAt = now;
  }
}

export const configCache = new ConfigCache();

/** Call from every write of `company_config`. */
export function invalidateConfigCache(): void {
  configCache.clear();
}
