import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { QueuedWrite, QueueStore } from './types';

const keyOf = (userId: string) => `writes:${userId}`;

/**
 * The queue in IndexedDB (database `keel-offline`, store `queue`), one record per user holding that
 * user's entries in order. idb-keyval's `update` reads and writes in one readwrite transaction, so two
 * tabs changing the same queue do not overwrite each other's entries.
 */
export function indexedDbStore(): QueueStore {
  let db: UseStore | null = null;
  const store = () => (db ??= createStore('keel-offline', 'queue'));
  return {
    load: async (userId) => (await get<QueuedWrite[]>(keyOf(userId), store())) ?? [],
    async update(userId, change) {
      let next: QueuedWrite[] = [];
      await update<QueuedWrite[]>(
        keyOf(userId),
        (entries) => {
          next = change(entries ?? []);
          return next;
        },
        store(),
      );
      return next;
    },
  };
}

/** Every in-memory queue of this page, so that the web tests (one jsdom for all files) can start empty. */
const memoryQueues = new Set<Map<string, QueuedWrite[]>>();

/** Empties every in-memory queue (the web tests' setup, after each test). */
export function clearMemoryQueues() {
  for (const queues of memoryQueues) queues.clear();
}

/** The queue in memory: tests, and browsers that refuse IndexedDB (the writes then last as long as the tab). */
export function memoryStore(): QueueStore {
  const queues = new Map<string, QueuedWrite[]>();
  memoryQueues.add(queues);
  return {
    load: async (userId) => structuredClone(queues.get(userId) ?? []),
    async update(userId, change) {
      const next = change(structuredClone(queues.get(userId) ?? []));
      queues.set(userId, structuredClone(next));
      return structuredClone(next);
    },
  };
}

/** IndexedDB when the browser has it, memory otherwise. */
export function defaultStore(): QueueStore {
  return typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore();
}
