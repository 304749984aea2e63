/**
 * Budgets roll up the expense category tree (issue 11, defect 4): spend on a sub-category counts against
 * the nearest budgeted category on its path, once. The requisition and PO budget checks, the ship overview,
 * the budget detail and the over-budgets view agree; after every change the kept roll-up (budget category
 * and candidate flag of each row) equals the answer computed from scratch (`consistent`), and the view equals
 * the domain rules over every row of the year.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  OverBudgets,
  PurchasingBudgetDetail,
  RequisitionBudgetCheck,
  ShipPurchasingOverview,
} from '@keel/domain';
import { dataOf } from '../../../test/fixtures';
import { insertOrder, insertRequisition } from '../delivery/delivery.test-fixtures';
import { budgets } from '../budget/budget.table';
import { budgetBody } from '../purchasing.test-fixtures';
import { YEAR, overBudgetSuite } from './over-budgets.test-fixtures';

const { ctx, line, consistent, itemOf } = overBudgetSuite();

/** A budget of Dorado for the year, all of it in December. */
const budgetOf = async (categoryId: string, amount: number) =>
  dataOf<{ id: string; version: number }>(
    await ctx.admin.post(
      '/purchasing/budgets/',
      budgetBody(ctx.dorado, categoryId, {
        year: YEAR,
        amount: amount.toFixed(2),
        months: [...Array<string>(11).fill('0.00'), amount.toFixed(2)],
      }),
    ),
  );

/** A category through the API (under `parentId`, or a main category). */
const category = async (code: string, name: string, parentId: string | null = null) =>
  dataOf<{ id: string; version: number }>(
    await ctx.admin.post('/purchasing/expense-categories/', { code, name, parentId }),
  );

const move = async (id: string, parentId: string | null) => {
  const { version } = dataOf<{ version: number }>(
    await ctx.admin.get(`/purchasing/expense-categories/${id}`),
  );
  dataOf(await ctx.admin.patch(`/purchasing/expense-categories/${id}`, { version, parentId }));
};

/** An approved requisition of Dorado: committed at its estimate. */
const approved = (categoryId: string, amount: string) =>
  insertRequisition(ctx.t.db, {
    shipId: ctx.dorado,
    categoryId,
    state: 'APPROVED',
    lines: [line('Spare', '1', amount)],
  });

const requisitionCheck = async (categoryId: string, amount: string) => {
  const draft = await insertRequisition(ctx.t.db, {
    shipId: ctx.dorado,
    categoryId,
    state: 'DRAFT',
    lines: [line('Checked spare', '1', amount)],
  });
  return dataOf<RequisitionBudgetCheck>(
    await ctx.admin.get(`/purchasing/requisitions/${draft.id}/budget-check`),
  );
};

const spendOf = async (categoryId: string) => {
  const view = dataOf<ShipPurchasingOverview>(
    await ctx.admin.get(`/purchasing/overview/ships/${ctx.dorado}?year=${YEAR}`),
  );
  return view.categories.find((c) => c.categoryId === categoryId);
};

describe('budgets roll up the expense category tree', () => {
  it('(a) a budget on the parent covers a requisition and an order on its sub-category: no "no budget"', async () => {
    const spares = await category('860', 'Roll-up engine spares');
    const pumps = await category('864', 'Roll-up pumps & valves', spares.id);
    await budgetOf(spares.id, 1000);

    const check = await requisitionCheck(pumps.id, '250.00');
    expect(check).toMatchObject({
      status: 'within',
      warn: false,
      budget: '1000.00',
      committed: '0.00',
      afterSubmit: '250.00',
      budgetCategoryId: spares.id,
      budgetLabel: '860 Roll-up engine spares (covers 864 Roll-up pumps & valves)',
    });
    expect(check.message).toContain('860 Roll-up engine spares (covers 864 Roll-up pumps & valves)');

    const order = await insertOrder(ctx.t.db, {
      shipId: ctx.dorado,
      categoryId: pumps.id,
      state: 'DRAFT',
      lines: [line('Pump seal kit', '1', '300.00')],
    });
    const poCheck = dataOf<RequisitionBudgetCheck>(
      await ctx.admin.get(`/purchasing/purchase-orders/${order.purchaseOrderId}/budget-check`),
    );
    expect(poCheck).toMatchObject({
      status: 'within',
      budget: '1000.00',
      committed: '300.00',
      budgetCategoryId: spares.id,
    });
    // The order is counted at the parent's budget, and the sub-category is no error of its own.
    expect(await spendOf(spares.id)).toMatchObject({ budget: '1000.00', committed: '300.00', error: null });
    expect(await spendOf(pumps.id)).toBeUndefined();
    const view = await consistent();
    expect(itemOf(view, pumps.id)).toBeUndefined();
  });

  it('(b) with budgets on both, the sub-category spend counts at its own budget only', async () => {
    const parent = await category('870', 'Roll-up deck stores');
    const child = await category('874', 'Roll-up ropes', parent.id);
    const grandchild = await category('875', 'Roll-up mooring ropes', child.id);
    await budgetOf(parent.id, 1000);
    await budgetOf(child.id, 500);
    await approved(parent.id, '300.00');
    await approved(child.id, '100.00');
    await approved(grandchild.id, '300.00');

    // The grandchild has no budget: the nearest budgeted category is the child, not the parent.
    expect(await requisitionCheck(grandchild.id, '50.00')).toMatchObject({
      status: 'within',
      budgetCategoryId: child.id,
      budget: '500.00',
      committed: '400.00',
      budgetLabel: '874 Roll-up ropes (covers 875 Roll-up mooring ropes)',
    });
    expect(await requisitionCheck(parent.id, '50.00')).toMatchObject({
      budgetCategoryId: parent.id,
      committed: '300.00',
      budgetLabel: '870 Roll-up deck stores',
    });
    expect(await spendOf(parent.id)).toMatchObject({ committed: '300.00', remaining: '700.00' });
    expect(await spendOf(child.id)).toMatchObject({ committed: '400.00', remaining: '100.00' });

    const before = dataOf<ShipPurchasingOverview>(
      await ctx.admin.get(`/purchasing/overview/ships/${ctx.dorado}?year=${YEAR}`),
    );
    const detail = dataOf<PurchasingBudgetDetail>(
      await ctx.admin.get(`/purchasing/overview/budget-detail?shipId=${ctx.dorado}&year=${YEAR}`),
    );
    // Every category once: the detail's months add up to the overview's committed, category by category.
    for (const c of detail.categories) {
      const months = c.months.reduce((t, m) => t + Math.round(Number(m.committed) * 100), 0);
      expect(months).toBe(Math.round(Number(c.committed) * 100));
    }
    const total = before.categories
      .filter((c) => c.currency === before.currency)
      .reduce((t, c) => t + Math.round(Number(c.committed) * 100), 0);
    expect(total).toBe(Math.round(Number(before.committedTotal) * 100));
    await consistent();
  });

  it('(c) over-budgets shows the parent over when its sub-categories together exceed it, with no error', async () => {
    const engine = await category('880', 'Roll-up machinery');
    const valves = await category('884', 'Roll-up valves', engine.id);
    const filters = await category('885', 'Roll-up filters', engine.id);
    await budgetOf(engine.id, 1000);
    await approved(valves.id, '600.00');
    await approved(filters.id, '500.00');

    const view = dataOf<OverBudgets>(await ctx.admin.get(`/purchasing/over-budgets/?year=${YEAR}`));
    expect(itemOf(view, engine.id)).toMatchObject({
      kind: 'over',
      categoryCode: '880',
      budget: '1000.00',
      committed: '1100.00',
      excess: '100.00',
      message: null,
    });
    expect(itemOf(view, valves.id)).toBeUndefined();
    expect(itemOf(view, filters.id)).toBeUndefined();
    expect(await consistent()).toEqual(view);
  });

  it('(d) follows category moves and budgets added or removed later', async () => {
    const main = await category('890', 'Roll-up galley');
    const other = await category('891', 'Roll-up cabin');
    const sub = await category('894', 'Roll-up provisions', main.id);
    const leaf = await category('895', 'Roll-up dry provisions', sub.id);
    await budgetOf(main.id, 1000);
    const cabin = await budgetOf(other.id, 400);
    await approved(leaf.id, '700.00');
    await approved(main.id, '200.00');
    expect(await spendOf(main.id)).toMatchObject({ committed: '900.00' });
    await consistent();

    // The sub-tree moves under the cabin budget: its 700 leaves the galley and puts the cabin over.
    await move(sub.id, other.id);
    expect(await spendOf(main.id)).toMatchObject({ committed: '200.00' });
    expect(await spendOf(other.id)).toMatchObject({ committed: '700.00', over: true });
    expect(itemOf(await consistent(), other.id)).toMatchObject({ kind: 'over', excess: '300.00' });
    expect(await requisitionCheck(leaf.id, '10.00')).toMatchObject({
      budgetCategoryId: other.id,
      status: 'over',
    });

    // A budget added on the leaf later takes its spend off the cabin's.
    const own = await budgetOf(leaf.id, 800);
    expect(await spendOf(other.id)).toMatchObject({ committed: '0.00', over: false });
    expect(await spendOf(leaf.id)).toMatchObject({ committed: '700.00' });
    expect(itemOf(await consistent(), other.id)).toBeUndefined();

    // Removed again, and the sub-tree moved to the top with no budget on its path: "no budget" for it.
    await ctx.t.db.delete(budgets).where(eq(budgets.id, own.id));
    await ctx.t.db.delete(budgets).where(eq(budgets.id, cabin.id));
    await move(sub.id, null);
    const view = await consistent();
    expect(itemOf(view, leaf.id)).toMatchObject({ kind: 'error', committed: '700.00' });
    expect(await requisitionCheck(leaf.id, '10.00')).toMatchObject({
      status: 'no_budget',
      budgetLabel: null,
    });

    // Back under the galley: covered again.
    await move(sub.id, main.id);
    expect(itemOf(await consistent(), leaf.id)).toBeUndefined();
    expect(await spendOf(main.id)).toMatchObject({ committed: '900.00', over: false });
  });
});
