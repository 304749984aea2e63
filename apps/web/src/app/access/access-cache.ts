import type { ShipActions } from '@keel/domain';

/** localStorage keys of the cached access lists (spec §3: "Both are cached in local storage"). */
export const ACCESS_CACHE_KEYS = { actions: 'access.actions', sidebar: 'access.sidebar' } as const;

function read<T>(key: string, check: (v: unknown) => v is T): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return check(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');
const isShipActions = (v: unknown): v is ShipActions[] =>
  Array.isArray(v) &&
  v.every(
    (x) => typeof (x as ShipActions)?.ship_id === 'string' && isStringArray((x as ShipActions).actions),
  );

export const readCachedActions = () => read(ACCESS_CACHE_KEYS.actions, isShipActions);
export const readCachedSidebar = () => read(ACCESS_CACHE_KEYS.sidebar, isStringArray);

export function writeAccessCache(key: keyof typeof ACCESS_CACHE_KEYS, value: unknown): void {
  try {
    localStorage.setItem(ACCESS_CACHE_KEYS[key], JSON.stringify(value));
  } catch {
    // A full storage only costs the instant start of the next visit.
  }
}

/** Forgets the cached lists (login, logout, failed load). */
export function clearAccessCache(): void {
  localStorage.removeItem(ACCESS_CACHE_KEYS.actions);
  localStorage.removeItem(ACCESS_CACHE_KEYS.sidebar);
}
