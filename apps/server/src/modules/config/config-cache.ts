import type { CompanyConfig } from '@keel/domain';
import { ReadCache } from '../../lib/read-cache';

/** How long the company settings are reused: short, as the access rows are (see access-cache.ts). */
export const CONFIG_CACHE_TTL_MS = 2_000;

/**
 * The company settings (name, base currency, ship families) per database handle. Every overview and
 * budget view needs the base currency; reusing the row for two seconds saves a statement on each of
 * them. Every write of the settings in this process clears it ({@link invalidateConfigCache}), so a
 * change shows on the next request here and at most {@link CONFIG_CACHE_TTL_MS} later on another
 * server instance. The value is frozen, so no caller can change what the next one reads.
 */
export const configCache = new ReadCache<object, Readonly<CompanyConfig>>({
  ttlMs: CONFIG_CACHE_TTL_MS,
  quietMs: 1_000,
  keys: 'objects',
});

/** Call from every write of `company_config`. */
export function invalidateConfigCache(): void {
  configCache.clear();
}
