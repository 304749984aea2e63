import type pg from 'pg';

const textOf = (q: unknown) =>
  String(typeof q === 'string' ? q : ((q as { text?: string } | undefined)?.text ?? q)).slice(0, 120);

/**
 * Makes a PostgreSQL client refuse a query while another of its queries is running. pg 8 only queues such
 * a query (with a deprecation warning) and pg 9 will refuse it; on one connection it means something read
 * with `Promise.all` inside a transaction (use `readAll` from `db/read-all.ts`). The integration tests on
 * PostgreSQL install this on every pooled client, so such code fails there, naming both statements. It
 * counts the queries that answer with a promise, the form transactions use (pg-pool's own `pool.query`
 * passes a callback, and the pool never shares a client between two of those).
 */
export function refuseOverlappingQueries(client: pg.Client): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let running: string | null = null;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (running !== null)
      throw new Error(`Overlapping queries on one connection: "${textOf(args[0])}" while "${running}" runs`);
    const result = query(...args);
    if (result instanceof Promise) {
      running = textOf(args[0]);
      const done = () => {
        running = null;
      };
      result.then(done, done);
    }
    return result;
  };
}
