import type { DbOrTx } from './client';

const caches = new WeakMap<object, Map<string, unknown>>();

/**
 * A prepared query of one shape, built once per database handle and reused: the SQL text is not
 * rebuilt by the query builder on every request, and PostgreSQL parses and plans it once per
 * connection (named statement `name`). `name` must identify the shape (the SQL text) exactly;
 * what varies between requests goes in as placeholders.
 */
export function prepared<Q>(db: DbOrTx, name: string, build: () => Q): Q {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let query = cache.get(name) as Q | undefined;
  if (!query) {
    query = build();
    cache.set(name, query);
  }
  return query;
}
