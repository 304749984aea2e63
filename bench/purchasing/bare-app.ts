import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';

/** A statement as the pg driver received it from Drizzle: a query config or text with values. */
export type RecordedStatement = { text: string; values?: unknown[]; rowMode?: string; types?: unknown };

/**
 * A bare Fastify app with one route per case that sends exactly the statements Keel sent for that
 * request (recorded from the driver, the per-request access check left out), in the same grouping —
 * the statements Keel runs at once are run at once here — and answers the rows as they come: no
 * authentication, no validation, no domain rules, no response schema.
 */
export async function buildBarePurchasingApp(
  pool: pg.Pool,
  routes: Record<string, RecordedStatement[][]>,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  for (const [path, batches] of Object.entries(routes))
    app.get(path, async () => {
      const rows: unknown[][] = [];
      for (const batch of batches) {
        const results = await Promise.all(batch.map((s) => pool.query(s as pg.QueryConfig)));
        for (const r of results) rows.push(r.rows);
      }
      return { data: rows };
    });
  return app;
}
