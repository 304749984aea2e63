import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseCategory, RequisitionBudgetCheck, RequisitionDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { auditOf, categoriesByCode } from '../purchasing.test-fixtures';
import { recordOrderedQuantities, recordReceivedQuantities } from './requisition.flow';
import { act, approvedRequisition, createRequisition } from './requisition.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let master: TestSession;
let superintendent: TestSession;
let aurora: string;
let cat: (code: string) => ExpenseCategory;
const URL = '/purchasing/requisitions';
const system = { id: null, name: 'PO test' };

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, master, superintendent] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.master),
    t.login(DEMO.superintendent),
  ]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  cat = await categoriesByCode(admin);
});
afterAll(() => t?.close());

const read = async (id: string) => dataOf<RequisitionDetail>(await admin.get(`${URL}/${id}`));
const order = (changes: { requisitionLineId: string; delta: string }[]) =>
  t.db.transaction((tx) => recordOrderedQuantities(tx, changes, system));

describe('requisitions: cancel the unordered remainder', () => {
  it('cancels a requisition with nothing ordered entirely', async () => {
    const r = await approvedRequisition(master, superintendent, aurora);
    const cancelled = dataOf<RequisitionDetail>(
      await act(purchaser, r, 'cancel', { reason: 'Found in stock' }),
    );
    expect(cancelled).toMatchObject({ state: 'CANCELLED', cancelReason: 'Found in stock' });
    expect(cancelled.lines.map((l) => [l.cancelledQuantity, l.openQuantity, l.state])).toEqual([
      ['4', '0', 'CANCELLED'],
      ['6', '0', 'CANCELLED'],
    ]);
    expect((await act(purchaser, cancelled, 'cancel')).statusCode).toBe(409);
  });

  it('cancels only what is not ordered and derives the state (ORDERED), then closes', async () => {
    const r = await approvedRequisition(master, superintendent, aurora);
    const [a, b] = r.lines as [RequisitionDetail['lines'][number], RequisitionDetail['lines'][number]];
    await order([{ requisitionLineId: a.id, delta: '3' }]);
    const partly = await read(r.id);
    expect(partly.state).toBe('PARTIALLY_ORDERED');
    const cancelled = dataOf<RequisitionDetail>(await act(purchaser, partly, 'cancel'));
    expect(cancelled.state).toBe('ORDERED');
    expect(cancelled.lines.map((l) => [l.orderedQuantity, l.cancelledQuantity, l.state])).toEqual([
      ['3', '1', 'ORDERED'],
      ['0', '6', 'CANCELLED'],
    ]);
    const audit = await auditOf(admin, 'requisition', r.id);
    expect(audit[0]).toMatchObject({
      action: 'cancel',
      before: { state: 'PARTIALLY_ORDERED' },
      after: {
        state: 'ORDERED',
        lines: [
          { position: 1, cancelledQuantity: '1' },
          { position: 2, cancelledQuantity: '6' },
        ],
      },
    });
    const nothingLeft = await act(purchaser, cancelled, 'cancel');
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().message).toMatch(/Cannot cancel a requisition in state ORDERED/);
    await t.db.transaction((tx) =>
      recordReceivedQuantities(tx, [{ requisitionLineId: a.id, delta: '3' }], system),
    );
    const received = await read(r.id);
    expect(received.state).toBe('RECEIVED');
    expect(received.lines[1]!.id).toBe(b.id);
    const closed = dataOf<RequisitionDetail>(await act(master, received, 'close'));
    expect(closed.state).toBe('CLOSED');
    expect(closed.closedAt).not.toBeNull();
  });
});

describe('requisitions: budget check before submitting', () => {
  const check = async (id: string) =>
    dataOf<RequisitionBudgetCheck>(await master.get(`${URL}/${id}/budget-check`));

  it('reports a missing estimate, a missing category and a missing budget, never a silent pass', async () => {
    const noPrice = await createRequisition(master, aurora, {
      categoryId: cat('200').id,
      lines: [{ description: 'Bolt M16', impaCode: '610116', quantity: '10', unit: 'pcs' }],
    });
    expect(await check(noPrice.id)).toMatchObject({ status: 'no_estimate', warn: true });
    const noCategory = await createRequisition(master, aurora, { categoryId: null });
    expect(await check(noCategory.id)).toMatchObject({
      status: 'no_category',
      warn: true,
      estimatedAmount: '2560.00',
    });
    // Budgets roll up the category tree: 210 Main engine counts against 200 Engine spares' budget.
    const covered = await createRequisition(master, aurora, { categoryId: cat('210').id });
    expect(await check(covered.id)).toMatchObject({
      budgetCategoryId: cat('200').id,
      budgetLabel: '200 Engine spares (covers 210 Main engine)',
    });
    const unbudgeted = dataOf<{ id: string }>(
      await admin.post('/purchasing/expense-categories/', {
        code: '960',
        name: 'Unbudgeted stores',
        parentId: null,
      }),
    );
    const noBudget = await createRequisition(master, aurora, { categoryId: unbudgeted.id });
    const result = await check(noBudget.id);
    expect(result).toMatchObject({ status: 'no_budget', warn: true, budget: null, budgetLabel: null });
    expect(result.message).toMatch(
      /Keel Aurora has no \d{4} budget for 960 Unbudgeted stores or a category above it/,
    );
    const euro = await createRequisition(master, aurora, { categoryId: cat('200').id, currency: 'EUR' });
    expect(await check(euro.id)).toMatchObject({ status: 'currency_mismatch', warn: true });
  });

  it('warns when the estimate pushes the budget over, counting approved requisitions once', async () => {
    const small = await createRequisition(master, aurora, { categoryId: cat('200').id });
    const before = await check(small.id);
    expect(before).toMatchObject({
      status: 'within',
      warn: false,
      estimatedAmount: '2560.00',
      currency: 'USD',
    });
    expect(Number(before.afterSubmit)).toBeCloseTo(Number(before.committed) + 2560, 2);
    await approvedRequisition(master, superintendent, aurora, { categoryId: cat('200').id });
    const after = await check(small.id);
    expect(Number(after.committed)).toBeCloseTo(Number(before.committed) + 2560, 2);
    const headroom = Number(after.budget) - Number(after.committed);
    const big = await createRequisition(master, aurora, {
      categoryId: cat('200').id,
      lines: [
        {
          description: 'Crankshaft main bearing shell',
          makerPartNumber: '91101-0001',
          quantity: '1',
          unit: 'set',
          estimatedUnitPrice: (headroom + 100).toFixed(2),
        },
      ],
    });
    const over = await check(big.id);
    expect(over).toMatchObject({ status: 'over', warn: true, excess: '100.00' });
    expect(over.message).toMatch(/^Over budget: 200 Engine spares of Keel Aurora/);
  });
});
