import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Reads = readonly (() => Promise<unknown>)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads: at once on a database handle (each takes its own pooled connection), one after
 * another inside a transaction. A transaction is one connection: pg would only queue the reads, and it
 * deprecates overlapping queries on one client (pg 9 removes them), so a view loaded inside a writing
 * transaction (the answer of a state change) reads in sequence.
 */
export async function readAll<T extends Reads>(db: DbOrTx, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
