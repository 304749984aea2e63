import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableName } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ConningSample } from '@keel/domain';
import type { DbOrTx } from '../../db/client';
import { conningHistory } from './conning.table';

/**
 * The node-postgres client a Drizzle transaction runs on, or undefined: PGlite, or `db` not a
 * transaction (then it is the pool). Read from Drizzle 0.45's `session.client`; if that changes, the
 * caller falls back to its `unnest` insert.
 */
export function pgClientOf(db: DbOrTx): pg.ClientBase | undefined {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : undefined;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** A value in COPY's text format: backslash, tab, newline and carriage return escaped. */
const text = (value: string) => value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!);
const NULL = '\\N';
/** Rows joined into one string per write to the COPY stream. */
const ROWS_PER_WRITE = 1000;

/** COPY's text-format lines of a batch (ship, path, ts, source, num, val), ROWS_PER_WRITE at a time. */
function* lines(batch: { shipId: string; sample: ConningSample }[]): Generator<string> {
  let out = '';
  let n = 0;
  for (const { shipId, sample: s } of batch) {
    const numeric = typeof s.value === 'number';
    const val = numeric || s.value === null || s.value === undefined ? NULL : text(JSON.stringify(s.value));
    out +=
      `${shipId}\t${text(s.path)}\t${new Date(s.timestamp).toISOString()}\t${text(s.sourceKey)}\t` +
      `${numeric ? String(s.value) : NULL}\t${val}\n`;
    if (++n === ROWS_PER_WRITE) {
      yield out;
      out = '';
      n = 0;
    }
  }
  if (out) yield out;
}

/**
 * Raw history on PostgreSQL: one `COPY conning_history (…) FROM STDIN` per batch (text format) on the
 * batch's own transaction client, routed to the month's partition like an INSERT. Same rows as the
 * `unnest` insert (conning-store.integration.test.ts checks both engines); docs/conning-data.md "Storage".
 */
export async function copyHistory(client: pg.ClientBase, batch: { shipId: string; sample: ConningSample }[]) {
  const sink = client.query(
    copyFrom(`COPY ${getTableName(conningHistory)} (ship_id, path, ts, source_key, num, val) FROM STDIN`),
  );
  await pipeline(Readable.from(lines(batch)), sink);
}
