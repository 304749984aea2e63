/**
 * On PostgreSQL a shaped statement runs as a named prepared statement of its connection (PostgreSQL only,
 * `*.postgres.test.ts`: PGlite has no pooled connections). Read inside one transaction, so the statement and
 * `pg_prepared_statements` are on the same connection. docs/pms-jobs.md "Lists without the query builder".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { shapedRows, shapedStatement } from './shaped-statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('shaped statements on PostgreSQL', () => {
  it('are named prepared statements, parsed once and run with each request’s values', async () => {
    const statement = shapedStatement(
      'pms_statements_test_ships',
      () => sql`SELECT count(*)::int AS n FROM ships WHERE name LIKE ${sql.placeholder('pattern')}`,
    );
    expect(statement.name).toMatch(/^q_/);
    await t.db.transaction(async (tx) => {
      const all = await shapedRows<{ n: number }>(tx, statement, { pattern: '%' });
      const none = await shapedRows<{ n: number }>(tx, statement, { pattern: 'no such ship%' });
      expect(all[0]!.n).toBeGreaterThan(0);
      expect(none).toEqual([{ n: 0 }]);
      const prepared = await tx.execute<{ name: string; statement: string }>(
        sql`SELECT name, statement FROM pg_prepared_statements WHERE name = ${statement.name}`,
      );
      expect(prepared.rows).toEqual([{ name: statement.name, statement: statement.text }]);
    });
  });
});
