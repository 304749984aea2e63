import { Param, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client';
import { preparedName } from './prepared';

/**
 * A hot read of one shape (which filters, which sort) as ready SQL text: built by the query builder once
 * per process, then each request only fills in its values (docs/pms-jobs.md "Lists without the query
 * builder"; used by the PMS lists and tree and the AP / AR ageing). `values` maps the statement's placeholders to what the request sends, in order.
 */
export interface ShapedStatement {
  /**
   * The named prepared statement on PostgreSQL (same text, same name); null for a statement sent unnamed,
   * planned with each request's values (a search, whose best plan depends on the pattern).
   */
  name: string | null;
  text: string;
  values: (input: Readonly<Record<string, unknown>>) => unknown[];
}

const dialect = new PgDialect();
const statements = new Map<string, ShapedStatement>();

/** One parameter of the built text: a fixed value, or a placeholder read from the request's values. */
function parameterOf(param: unknown): (input: Readonly<Record<string, unknown>>) => unknown {
  const read =
    (name: string, encode: (v: unknown) => unknown) => (input: Readonly<Record<string, unknown>>) => {
      if (!(name in input)) throw new Error(`No value for placeholder "${name}"`);
      return encode(input[name]);
    };
  if (param instanceof Placeholder) return read(param.name, (v) => v);
  if (param instanceof Param && param.value instanceof Placeholder) {
    const encoder = param.encoder;
    return read(param.value.name, (v) => encoder.mapToDriverValue(v));
  }
  return () => param;
}

/**
 * The statement of shape `key`, built by `build` the first time (`key` must name the SQL text exactly:
 * everything a request varies goes in as `sql.placeholder(name)`).
 */
export function shapedStatement(
  key: string,
  build: () => SQL,
  options: { named: boolean } = { named: true },
): ShapedStatement {
  let statement = statements.get(key);
  if (!statement) {
    const query = dialect.sqlToQuery(build());
    const readers = query.params.map(parameterOf);
    statement = {
      name: options.named ? preparedName(query.sql) : null,
      text: query.sql,
      values: (input) => readers.map((r) => r(input)),
    };
    statements.set(key, statement);
  }
  return statement;
}

interface RowsClient {
  query(config: unknown, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a shaped statement whose columns carry the API's names (`AS "componentName"`, dates and times as
 * text) and gives the rows as the driver reads them: no query building and no per-field mapping per
 * request. On PostgreSQL (a pool or a transaction's connection) it is a named prepared statement, parsed
 * and planned once per connection; PGlite (or a PGlite transaction) runs the text with its values.
 */
export async function shapedRows<T>(
  db: DbOrTx,
  statement: ShapedStatement,
  input: Readonly<Record<string, unknown>>,
): Promise<T[]> {
  const client = (db as unknown as { session: { client: RowsClient } }).session.client;
  const values = statement.values(input);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query(
      statement.name === null
        ? { text: statement.text, values }
        : { name: statement.name, text: statement.text, values },
    );
    return result.rows as T[];
  }
  return (await client.query(statement.text, values)).rows as T[];
}

/** An ISO 8601 UTC text of a `timestamptz` column, as `Date.toISOString()` writes it (milliseconds). */
export const isoTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
