import secureStorageModule from 'react-secure-storage';

type SecureStore = typeof secureStorageModule;

/**
 * react-secure-storage through one door. Under Vite 8 the CommonJS default export arrives wrapped
 * (TOOLCHAIN-NOTES pitfall 2), so take `default` when present. The library adds its own `@secure.`
 * prefix and encrypts every value (spec §9).
 */
const store: SecureStore =
  (secureStorageModule as unknown as { default?: SecureStore }).default ?? secureStorageModule;

/** Reads a string value, or null. */
export function secureGet(key: string): string | null {
  const value = store.getItem(key);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Stores a string value; an empty or null value removes the key. */
export function secureSet(key: string, value: string | null | undefined): void {
  if (value) store.setItem(key, value);
  else store.removeItem(key);
}

/** Removes a key. */
export function secureRemove(key: string): void {
  store.removeItem(key);
}
