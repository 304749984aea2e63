/**
 * The over-budget candidates kept by triggers (migration 0016) under concurrent writers: two transactions
 * writing the same ship/category/year at once (each on its own pooled connection, the second waiting for
 * the first's advisory lock) leave every flag equal to the rule computed from scratch. PostgreSQL only
 * (`*.postgres.test.ts`): the embedded PGlite has one connection, so transactions cannot overlap there.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { insertRequisition } from '../delivery/delivery.test-fixtures';
import { requisitions } from '../requisition/requisition.table';
import { overBudgetSuite } from './over-budgets.test-fixtures';

const { ctx, line, category, budgetOf, consistent, flags, itemOf } = overBudgetSuite();

describe('over-budget candidates under concurrent writers (PostgreSQL)', () => {
  const pool = () => (ctx.t.db as unknown as { $client: pg.Pool }).$client;

  /** Runs `first` in one transaction, starts `second` in another, commits the first, then the second. */
  async function overlapping(first: string, firstValues: unknown[], second: string, secondValues: unknown[]) {
    const [a, b] = [await pool().connect(), await pool().connect()];
    try {
      await a.query('BEGIN');
      await a.query(first, firstValues);
      await b.query('BEGIN');
      const pending = b.query(second, secondValues);
      // The second waits for the first's lock on the ship/category/year.
      let waited = false;
      for (let i = 0; i < 100 && !waited; i += 1) {
        const { rows } = await pool().query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        waited = rows[0]!.n > 0;
        if (!waited) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await a.query('COMMIT');
      await pending;
      await b.query('COMMIT');
      return waited;
    } finally {
      a.release();
      b.release();
    }
  }

  const addLine = `INSERT INTO requisition_lines (requisition_id, position, description, quantity, unit, estimated_unit_price)
    VALUES ($1, 9, 'Added concurrently', $2, 'pcs', 100)`;

  it('sees a budget cut and a new commitment made at the same time together', async () => {
    const cat = await category('892', 'Concurrent budget cut');
    const budget = await budgetOf(cat, 1200);
    const req = await insertRequisition(ctx.t.db, {
      shipId: ctx.dorado,
      categoryId: cat,
      state: 'APPROVED',
      lines: [line('Filters', '5', '100')],
    });
    // 500 + 300 of 1,200, and 500 of 700, are each within budget; 800 of 700 is not.
    const waited = await overlapping(addLine, [req.id, 3], 'UPDATE budgets SET amount = 700 WHERE id = $1', [
      budget.id,
    ]);
    expect(waited).toBe(true);
    expect(await flags(cat)).toEqual({ USD: true });
    expect(itemOf(await consistent(), cat)).toMatchObject({ kind: 'over', committed: '800.00' });
  });

  it('sees a currency leaving and a commitment in the other currency at the same time together', async () => {
    const cat = await category('893', 'Concurrent currencies');
    await budgetOf(cat, 1200);
    const usd = await insertRequisition(ctx.t.db, {
      shipId: ctx.dorado,
      categoryId: cat,
      state: 'APPROVED',
      lines: [line('Gaskets', '5', '100')],
    });
    const eur = await insertRequisition(ctx.t.db, {
      shipId: ctx.dorado,
      categoryId: cat,
      state: 'APPROVED',
      lines: [line('Bolts', '1', '100')],
    });
    await ctx.t.db.update(requisitions).set({ currency: 'EUR' }).where(eq(requisitions.id, eur.id));
    expect(await flags(cat)).toEqual({ EUR: true, USD: true });
    // The EUR requisition is cancelled while USD grows to 600: one currency within budget, no candidate.
    const waited = await overlapping(
      `UPDATE requisitions SET state = 'CANCELLED' WHERE id = $1`,
      [eur.id],
      addLine,
      [usd.id, 1],
    );
    expect(waited).toBe(true);
    expect(await flags(cat)).toEqual({ EUR: false, USD: false });
    await consistent();
  });
});
