/**
 * Where a list's filters, search, sort and page size are remembered: the browser's localStorage, one
 * entry per signed-in user and screen, so two people sharing a browser never get each other's filters.
 * The paging offset is not remembered (a user coming back starts on the first page).
 */
const PREFIX = 'keel.list-filters.v1';

/** The storage key of one user's list on one screen. */
export const listMemoryKey = (userId: string, screen: string) => `${PREFIX}.${userId}.${screen}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** The remembered query (`q=…&state=…`), or null. */
export function readListMemory(userId: string, screen: string): string | null {
  try {
    return storage()?.getItem(listMemoryKey(userId, screen)) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the list's query; an empty one forgets it. */
export function writeListMemory(userId: string, screen: string, query: string): void {
  try {
    const store = storage();
    if (!store) return;
    if (query) store.setItem(listMemoryKey(userId, screen), query);
    else store.removeItem(listMemoryKey(userId, screen));
  } catch {
    // quota exceeded or storage disabled: the list still works, it just does not remember
  }
}
