const KEY = 'keel.lastSafePage';

/** The last page the user was allowed to open (spec §6), `/` until there is one. */
export function lastSafePage(): string {
  try {
    return sessionStorage.getItem(KEY) || '/';
  } catch {
    return '/';
  }
}

/** Remembers a permitted page as the last safe page. */
export function rememberSafePage(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Without storage the fallback `/` is used.
  }
}
