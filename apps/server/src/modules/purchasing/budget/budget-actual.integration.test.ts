import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { BillDetail, Expense } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { createExpense } from '../../accounting/expense/expense.fixtures';
import { insertOrder } from '../delivery/delivery.test-fixtures';
import { recordDelivered } from '../purchase-order/purchase-order.flow';
import { purchaseOrders } from '../purchase-order/purchase-order.table';
import { purchasingCommitmentYears as y } from '../overview/commitment.table';
import { categoriesByCode } from '../purchasing.test-fixtures';

/**
 * Budgets' actual spend (issue 13): an expense and a posted bill without a PO count in their ship/category
 * once, a PO's bill counts through the PO only (not a second time as a bill), and the roll-up kept by the
 * triggers of migration `accounting_budget_actual` equals the plain sum over expenses, PO-less bills and
 * POs' billed amounts (PO-less lines less their vendor credits) for every ship, category, year and currency.
 */
let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let aurora: string;
let categoryId: string;
const YEAR = new Date().getUTCFullYear();
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.accountant)]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  categoryId = (await categoriesByCode(admin))('100').id;
});
afterAll(() => t?.close());

/** Committed (PO open) and actual of Aurora's category this year, from the roll-up. */
async function spend() {
  const [row] = await t.db
    .select({
      committed: sql<string>`coalesce(sum(${y.purchaseOrders}), 0)::numeric(20,2)::text`,
      actual: sql<string>`coalesce(sum(${y.actual}), 0)::numeric(20,2)::text`,
    })
    .from(y)
    .where(and(eq(y.shipId, aurora), eq(y.categoryId, categoryId), eq(y.year, YEAR)));
  return { committed: Number(row!.committed), actual: Number(row!.actual) };
}

/** Actual per ship/category/year/currency: the roll-up, and the plain sum over the source rows. */
async function rollUpAndPlainSum() {
  const key = (r: Record<string, unknown>) =>
    `${String(r.ship_id)}|${String(r.category_id)}|${String(r.year)}|${String(r.currency)}`;
  const rolled = await t.db.execute<Record<string, string>>(sql`
    SELECT ship_id, category_id, year, currency, actual::numeric(20,4)::text AS amount
    FROM purchasing_commitment_years WHERE actual <> 0`);
  const plain = await t.db.execute<Record<string, string>>(sql`
    SELECT ship_id, category_id, year, currency, sum(amount)::numeric(20,4)::text AS amount FROM (
      SELECT ship_id, category_id, extract(year FROM created_at AT TIME ZONE 'UTC')::int AS year,
             base_currency AS currency, round(billed_amount * rate, 4) AS amount FROM purchase_orders
      UNION ALL
      SELECT ship_id, category_id, extract(year FROM expense_date)::int, base_currency, base_amount FROM expenses
      UNION ALL
      SELECT b.ship_id, b.category_id, extract(year FROM b.bill_date)::int, b.base_currency,
             CASE WHEN EXISTS (SELECT 1 FROM bill_lines l WHERE l.bill_id = b.id AND l.purchase_order_id IS NOT NULL)
                  THEN round((SELECT coalesce(sum(l.line_total), 0) FROM bill_lines l
                              WHERE l.bill_id = b.id AND l.purchase_order_id IS NULL) * b.rate, 2)
                  ELSE b.total_base END
             -- less what vendor credit notes took off the PO-less lines, at the bill's rate
             - round(b.credited_unordered * b.rate, 2)
      FROM bills b WHERE b.state IN ('POSTED', 'PARTIALLY_PAID', 'PAID')
    ) s GROUP BY 1, 2, 3, 4 HAVING sum(amount) <> 0`);
  const asMap = (rows: Record<string, unknown>[]) =>
    Object.fromEntries(rows.map((r) => [key(r), String(r.amount)]));
  return { rolled: asMap(rolled.rows), plain: asMap(plain.rows) };
}

async function postBill(body: Record<string, unknown>): Promise<BillDetail> {
  const draft = dataOf<BillDetail>(
    await accountant.post('/accounting/bills', {
      shipId: aurora,
      vendorInvoiceNumber: unique('INV'),
      billDate: today,
      dueDate: today,
      currency: 'USD',
      ...body,
    }),
  );
  return dataOf<BillDetail>(
    await accountant.post(`/accounting/bills/${draft.id}/post`, {
      version: draft.version,
      mismatchReason: 'test',
    }),
  );
}

describe('budget actual spend', () => {
  it('counts an expense, a PO-less bill and a PO bill each once, as the plain sum', async () => {
    const start = await spend();
    const delta = async () => {
      const now = await spend();
      return { committed: now.committed - start.committed, actual: now.actual - start.actual };
    };

    const expense = await createExpense(accountant, aurora, categoryId, { amount: '40.25' });
    expect(Number(expense.baseAmount)).toBe(40.25);
    expect(await delta()).toEqual({ committed: 0, actual: 40.25 });
    const edited = dataOf<Expense>(
      await accountant.patch(`/accounting/expenses/${expense.id}`, {
        shipId: aurora,
        categoryId,
        partyType: 'vessel',
        expenseDate: today,
        description: 'Fresh water, alongside',
        amount: '50',
        currency: 'USD',
        version: expense.version,
      }),
    );
    expect(Number(edited.baseAmount)).toBe(50);
    expect(await delta()).toEqual({ committed: 0, actual: 50 }); // the new amount, not both

    const order = await insertOrder(t.db, {
      shipId: aurora,
      categoryId,
      state: 'APPROVED',
      lines: [{ description: 'Rope', quantity: '4', unitPrice: '25' }],
    });
    await t.db
      .update(purchaseOrders)
      .set({ state: 'SENT' })
      .where(eq(purchaseOrders.id, order.purchaseOrderId));
    await recordDelivered(t.db, [{ purchaseOrderLineId: order.lineIds[0]!, delta: '4' }], {
      id: null,
      name: 'test',
    });
    expect(await delta()).toEqual({ committed: 100, actual: 50 });
    const [po] = await t.db
      .select({ vendorId: purchaseOrders.vendorId })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, order.purchaseOrderId));

    // A PO-less service bill, in the category: actual once its posted, nothing while a draft.
    const service = await postBill({
      vendorId: po!.vendorId,
      categoryId,
      lines: [{ purchaseOrderLineId: null, description: 'Diving survey', quantity: '1', unitPrice: '300' }],
    });
    expect(service.state).toBe('POSTED');
    expect(service.categoryId).toBe(categoryId);
    expect(await delta()).toEqual({ committed: 100, actual: 350 });

    // The PO's bill: the PO's open 100 moves to actual, the bill itself adds nothing more.
    const poBill = await postBill({
      vendorId: po!.vendorId,
      categoryId,
      lines: [{ purchaseOrderLineId: order.lineIds[0], description: 'Rope', quantity: '4', unitPrice: '25' }],
    });
    expect(poBill.state).toBe('POSTED');
    expect(await delta()).toEqual({ committed: 0, actual: 450 });

    // Reversing the service bill takes its amount off again.
    const reversed = await accountant.post(`/accounting/bills/${service.id}/reverse`, {
      version: service.version,
      reason: 'entered twice',
    });
    expect(reversed.statusCode).toBe(200);
    expect(await delta()).toEqual({ committed: 0, actual: 150 });

    const { rolled, plain } = await rollUpAndPlainSum();
    expect(Object.keys(plain).length).toBeGreaterThan(0);
    expect(rolled).toEqual(plain);
  });
});
