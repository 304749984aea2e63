/**
 * The budget roll-up (migration `purchasing_budget_roll_up`) under concurrent writers: a budget added on a
 * sub-category, or the sub-category moved under another parent, while spend on it is written in another
 * transaction, leaves every row's budget category and flag equal to the answer computed from scratch.
 * PostgreSQL only (`*.postgres.test.ts`): the embedded PGlite has one connection, so transactions cannot
 * overlap there.
 */
import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { dataOf } from '../../../test/fixtures';
import { insertRequisition } from '../delivery/delivery.test-fixtures';
import { YEAR, overBudgetSuite } from './over-budgets.test-fixtures';

const { ctx, line, budgetOf, consistent, itemOf } = overBudgetSuite();

const category = async (code: string, name: string, parentId: string | null = null) =>
  dataOf<{ id: string }>(await ctx.admin.post('/purchasing/expense-categories/', { code, name, parentId }))
    .id;

describe('budget roll-up under concurrent writers (PostgreSQL)', () => {
  const pool = () => (ctx.t.db as unknown as { $client: pg.Pool }).$client;

  /** Runs `first` in one transaction, starts `second` in another, commits the first, then the second. */
  async function overlapping(first: string, firstValues: unknown[], second: string, secondValues: unknown[]) {
    const [a, b] = [await pool().connect(), await pool().connect()];
    try {
      await a.query('BEGIN');
      await a.query(first, firstValues);
      await b.query('BEGIN');
      const pending = b.query(second, secondValues);
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
  const addBudget = `INSERT INTO budgets (ship_id, category_id, year, currency, amount, revision)
    VALUES ($1, $2, $3, 'USD', $4, 1)`;
  const moveUnder = `UPDATE expense_categories SET parent_id = $2, version = version + 1 WHERE id = $1`;

  it('counts spend written while a budget is added on its sub-category at the new budget only', async () => {
    const main = await category('780', 'Concurrent roll-up main');
    const sub = await category('784', 'Concurrent roll-up sub', main);
    await budgetOf(main, 1200);
    const req = await insertRequisition(ctx.t.db, {
      shipId: ctx.dorado,
      categoryId: sub,
      state: 'APPROVED',
      lines: [line('Filters', '5', '100')],
    });
    // Spend first, budget second (the budget's trigger waits), then the other way round.
    expect(await overlapping(addLine, [req.id, 2], addBudget, [ctx.dorado, sub, YEAR, 600])).toBe(true);
    expect(itemOf(await consistent(), sub)).toMatchObject({ kind: 'over', committed: '700.00' });

    const other = await category('785', 'Concurrent roll-up second sub', main);
    const second = await insertRequisition(ctx.t.db, {
      shipId: ctx.dorado,
      categoryId: other,
      state: 'APPROVED',
      lines: [line('Gaskets', '1', '100')],
    });
    expect(await overlapping(addBudget, [ctx.dorado, other, YEAR, 150], addLine, [second.id, 1])).toBe(true);
    const view = await consistent();
    expect(itemOf(view, other)).toMatchObject({ kind: 'over', committed: '200.00' });
    expect(itemOf(view, main)).toBeUndefined();
  });

  it('counts spend written while its category moves under another budget at the new budget', async () => {
    const from = await category('790', 'Concurrent move from');
    const to = await category('791', 'Concurrent move to');
    const sub = await category('794', 'Concurrent moved sub', from);
    await budgetOf(from, 1200);
    await budgetOf(to, 240);
    const req = await insertRequisition(ctx.t.db, {
      shipId: ctx.dorado,
      categoryId: sub,
      state: 'APPROVED',
      lines: [line('Valves', '1', '100')],
    });
    // The move first (the spend waits for the tree), then the spend first (the move waits).
    expect(await overlapping(moveUnder, [sub, to], addLine, [req.id, 1])).toBe(true);
    expect(itemOf(await consistent(), to)).toBeUndefined();
    expect(await overlapping(addLine.replace(', 9,', ', 10,'), [req.id, 1], moveUnder, [sub, from])).toBe(
      true,
    );
    await consistent();
    expect(await overlapping(moveUnder, [sub, to], addLine.replace(', 9,', ', 11,'), [req.id, 1])).toBe(true);
    expect(itemOf(await consistent(), to)).toMatchObject({ kind: 'over', committed: '400.00' });
  });
});
