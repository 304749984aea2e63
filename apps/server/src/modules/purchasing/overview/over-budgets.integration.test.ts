/**
 * The over-budget candidates kept by triggers (migration 0016). After budget changes, requisition approvals,
 * order changes and moves between categories and currencies, every roll-up row's flag equals the candidate
 * rule computed from scratch over every row, and the over-budgets view equals what the domain rules give
 * over every row of the year (the flag only narrows what they look at). Concurrent writers:
 * over-budgets-concurrency.postgres.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dataOf } from '../../../test/fixtures';
import { insertOrder, insertRequisition } from '../delivery/delivery.test-fixtures';
import { budgets } from '../budget/budget.table';
import { purchaseOrders } from '../purchase-order/purchase-order.table';
import { requisitions } from '../requisition/requisition.table';
import { overBudgetSuite } from './over-budgets.test-fixtures';

const { ctx, line, category, budgetOf, drift, consistent, flags, itemOf } = overBudgetSuite();

const revise = async (id: string, amount: string, currency = 'USD') => {
  const { version } = dataOf<{ version: number }>(await ctx.admin.get(`/purchasing/budgets/${id}`));
  dataOf(
    await ctx.admin.post(`/purchasing/budgets/${id}/revisions`, {
      version,
      currency,
      amount,
      months: [...Array(11).fill('0.00'), amount],
      reason: 'Over-budget candidate test',
    }),
  );
};

describe('over-budget candidates kept by triggers', () => {
  it('agree with the rule from scratch after every kind of change, and the view stays what the domain says', async () => {
    await consistent(); // the demo data, flagged by the seed's own writes
    const stores = await category('890', 'Candidate test stores');
    const spares = await category('891', 'Candidate test spares');
    const budget = await budgetOf(stores, 1200);

    // A requisition approved through the API commits 600 of 1,200: not a candidate.
    const submitted = await insertRequisition(ctx.t.db, {
      shipId: ctx.dorado,
      categoryId: stores,
      state: 'SUBMITTED',
      lines: [line('Rope', '6', '100')],
    });
    const { version } = dataOf<{ version: number }>(
      await ctx.admin.get(`/purchasing/requisitions/${submitted.id}`),
    );
    dataOf(await ctx.admin.post(`/purchasing/requisitions/${submitted.id}/approve`, { version }));
    expect(await flags(stores)).toEqual({ USD: false });
    await consistent();

    // An order takes it to 1,199.99: within 0.02 of the budget, a candidate, but not over.
    const order = await insertOrder(ctx.t.db, {
      shipId: ctx.dorado,
      categoryId: stores,
      state: 'CONFIRMED',
      lines: [line('Shackles', '1', '599.99')],
    });
    expect(await flags(stores)).toEqual({ USD: true });
    expect(itemOf(await consistent(), stores)).toBeUndefined();

    // Budget revisions: cut below, raised above, another currency, back.
    await revise(budget.id, '1100.00');
    expect(itemOf(await consistent(), stores)).toMatchObject({ kind: 'over', excess: '99.99' });
    await revise(budget.id, '5000.00');
    expect(await flags(stores)).toEqual({ USD: false });
    await consistent();
    await revise(budget.id, '5000.00', 'EUR');
    expect(await flags(stores)).toEqual({ USD: true });
    expect(itemOf(await consistent(), stores)).toMatchObject({ kind: 'error' });
    await revise(budget.id, '5000.00');
    expect(await flags(stores)).toEqual({ USD: false });

    // A second currency in the category, then moved to another category (no budget there).
    const euro = await insertRequisition(ctx.t.db, {
      shipId: ctx.dorado,
      categoryId: stores,
      state: 'APPROVED',
      lines: [line('Paint', '2', '40')],
    });
    await ctx.t.db.update(requisitions).set({ currency: 'EUR' }).where(eq(requisitions.id, euro.id));
    expect(await flags(stores)).toEqual({ EUR: true, USD: true });
    expect(itemOf(await consistent(), stores)).toMatchObject({ kind: 'error' });
    await ctx.t.db.update(requisitions).set({ categoryId: spares }).where(eq(requisitions.id, euro.id));
    expect(await flags(stores)).toEqual({ EUR: false, USD: false });
    expect(await flags(spares)).toEqual({ EUR: true });
    expect(itemOf(await consistent(), spares)).toMatchObject({ kind: 'error', currency: 'EUR' });

    // Order changes: billed in part, moved out of any category, cancelled.
    const po = eq(purchaseOrders.id, order.purchaseOrderId);
    await ctx.t.db.update(purchaseOrders).set({ billedAmount: '300' }).where(po);
    await consistent();
    await ctx.t.db.update(purchaseOrders).set({ categoryId: null }).where(po);
    expect(await flags(null)).toEqual({ USD: true });
    expect(itemOf(await consistent(), null)).toMatchObject({ kind: 'error', committed: '599.99' });
    await ctx.t.db.update(purchaseOrders).set({ state: 'CANCELLED', billedAmount: '0' }).where(po);
    expect(await flags(null)).toEqual({ USD: false });
    await consistent();

    // The budget moved to the other category, then deleted.
    await ctx.t.db.update(budgets).set({ categoryId: spares }).where(eq(budgets.id, budget.id));
    expect(await flags(stores)).toEqual({ EUR: false, USD: true });
    expect(await flags(spares)).toEqual({ EUR: true });
    await consistent();
    await ctx.t.db.delete(budgets).where(eq(budgets.id, budget.id));
    const view = await consistent();
    expect(itemOf(view, stores)).toMatchObject({ kind: 'error', committed: '600.00' });
    expect((await drift()).flagged).toBeGreaterThan(0);
  });
});
