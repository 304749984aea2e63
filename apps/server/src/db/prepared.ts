import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

const dialect = new PgDialect();

/** The name of a server-side prepared statement for this SQL text (same text, same name). */
export function preparedName(text: string): string {
  return `q_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
}

/**
 * Runs a hot read statement written as a `sql` template whose columns carry the API's names (`AS
 * "shipId"`). On PostgreSQL it goes straight to the pool as a named prepared statement: the text is parsed
 * and planned once per pooled connection, each request after that sends only its parameters, and the
 * rows come back as plain objects without the query builder's per-field mapping (which was a tenth of the
 * server's CPU on the overview pages; see docs/benchmarks.md). PGlite runs it as it is.
 */
export async function queryRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const query = dialect.sqlToQuery(statement);
    const result = await client.query({
      name: preparedName(query.sql),
      text: query.sql,
      values: query.params,
    });
    return result.rows as T[];
  }
  return (await db.execute(statement)).rows as T[];
}
