import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { preparedName } from '../../apps/server/src/db/prepared';

const dialect = new PgDialect();

/** The text and parameters Drizzle sends for a statement. */
export function toQuery(statement: SQL): { sql: string; params: unknown[] } {
  const q = dialect.sqlToQuery(statement);
  return { sql: q.sql, params: q.params };
}

/**
 * A bare Fastify route that runs the same statement as Keel's `GET /noon-reports/` for one fixed query
 * (the page with the API JSON each row keeps, and the total, as the same named prepared
 * statement) and answers the rows' JSON joined as they come: no authentication, no validation, no
 * flags.
 */
export async function buildBareNoonApp(pool: pg.Pool, routes: Record<string, SQL>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  for (const [path, statement] of Object.entries(routes)) {
    const page = toQuery(statement);
    const name = preparedName(page.sql);
    app.get(path, async (_request, reply) => {
      const { rows } = await pool.query<{ id: string | null; total: number; json: string }>({
        name,
        text: page.sql,
        values: page.params,
      });
      const data = rows.filter((r) => r.id !== null).map((r) => r.json);
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"data":[${data.join(',')}],"page":{"total":${rows[0]?.total ?? 0}}}`);
    });
  }
  return app;
}
