import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from '../../db/client';

const dialect = new PgDialect();

/**
 * Runs a list statement of the accounting lists (bills, invoices) whose columns carry the row's names, and
 * gives the rows as the driver reads them, without the query builder's per-field mapping. On PostgreSQL it
 * goes to the pool as an unnamed statement, so each request is planned with its own values: the ship list,
 * limit and offset decide between reading an index in order and sorting, and a cached generic plan could
 * not see them (db/prepared.ts `queryRows` names its statements; these stay unnamed on purpose). PGlite
 * runs it as it is. Dates and amounts must be selected as text (`::text`), as the tables' columns read.
 */
export async function listRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const query = dialect.sqlToQuery(statement);
    const result = await client.query({ text: query.sql, values: query.params });
    return result.rows as T[];
  }
  return (await db.execute(statement)).rows as T[];
}
