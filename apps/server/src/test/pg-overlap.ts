import type pg from 'pg';

type ClientInternals = { activeQuery?: unknown; queryQueue?: unknown[] };

/**
 * Makes a PostgreSQL client refuse a query while another is running on it. pg 8 only queues such a query
 * (with a deprecation warning) and pg 9 will refuse it; on one connection it means something read with
 * `Promise.all` inside a transaction (use `readAll` from `db/read-all.ts`). The integration tests on
 * PostgreSQL install this on every pooled client, so such code fails there, naming both statements.
 */
export function refuseOverlappingQueries(client: pg.Client): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const internals = client as unknown as ClientInternals;
  const textOf = (q: unknown) =>
    String(typeof q === 'string' ? q : ((q as { text?: string } | undefined)?.text ?? q)).slice(0, 120);
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (internals.activeQuery || (internals.queryQueue?.length ?? 0) > 0)
      throw new Error(
        `Overlapping queries on one connection: "${textOf(args[0])}" while "${textOf(internals.activeQuery)}" runs`,
      );
    return query(...args);
  };
}
