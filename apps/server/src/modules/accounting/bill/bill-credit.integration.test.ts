import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BillDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { recordDelivered } from '../../purchasing/purchase-order/purchase-order.flow';
import { purchaseOrders } from '../../purchasing/purchase-order/purchase-order.table';
import { auditOf, categoriesByCode } from '../../purchasing/purchasing.test-fixtures';
import { insertOrder, type TestOrder } from '../../purchasing/delivery/delivery.test-fixtures';
import { budgetSpend, companyBankAccount } from './bill.test-fixtures';
import { ageingRolledUp } from './bill-ageing.repo';
import { ageing, type BillFilter } from './bill.repo';

/**
 * Partial credit notes of a posted bill: per-line credited amounts (never more than is left on a line nor
 * than the open amount), the open amount and payments cap, the AP ageing (roll-up and plain query alike),
 * the budget (a PO line through the PO's billed amount, a PO-less line through the bill), REVERSED only
 * once fully credited, PAID when payments and credits cover the bill, and the reverse route after a part.
 */
let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let aurora: string;
let categoryId: string;
let bankAccountId: string;
const YEAR = new Date().getUTCFullYear();
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.accountant)]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  categoryId = (await categoriesByCode(admin))('100').id;
  bankAccountId = await companyBankAccount(admin);
});
afterAll(() => t?.close());

const spend = () => budgetSpend(t.db, aurora, categoryId, YEAR);
const po = async (o: TestOrder) =>
  (
    await t.db
      .select({
        vendorId: purchaseOrders.vendorId,
        state: purchaseOrders.state,
        billed: purchaseOrders.billedAmount,
      })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, o.purchaseOrderId))
  )[0]!;

/** A delivered PO (10 × 10 and 5 × 20 = 200 USD) billed exactly, posted. */
async function postedPoBill() {
  const order = await insertOrder(t.db, {
    shipId: aurora,
    categoryId,
    lines: [
      { description: 'Rope', quantity: '10', unitPrice: '10' },
      { description: 'Shackle', quantity: '5', unitPrice: '20' },
    ],
  });
  await recordDelivered(
    t.db,
    [
      { purchaseOrderLineId: order.lineIds[0]!, delta: '10' },
      { purchaseOrderLineId: order.lineIds[1]!, delta: '5' },
    ],
    { id: null, name: 'test' },
  );
  const draft = dataOf<BillDetail>(
    await accountant.post('/accounting/bills', {
      vendorId: (await po(order)).vendorId,
      shipId: aurora,
      vendorInvoiceNumber: unique('CR'),
      billDate: today,
      dueDate: today,
      currency: 'USD',
      lines: [
        { purchaseOrderLineId: order.lineIds[0], description: 'Rope', quantity: '10', unitPrice: '10' },
        { purchaseOrderLineId: order.lineIds[1], description: 'Shackle', quantity: '5', unitPrice: '20' },
      ],
    }),
  );
  const bill = dataOf<BillDetail>(
    await accountant.post(`/accounting/bills/${draft.id}/post`, { version: draft.version }),
  );
  return { order, bill };
}

const credit = (bill: BillDetail, lines?: { i: number; amount: string }[]) =>
  accountant.post(`/accounting/bills/${bill.id}/credit`, {
    version: bill.version,
    reason: 'Damaged on arrival',
    ...(lines ? { lines: lines.map((l) => ({ billLineId: bill.lines[l.i]!.id, amount: l.amount })) } : {}),
  });

async function vendorAgeing(vendorId: string) {
  const f: BillFilter = { shipIds: null, today, vendorId };
  const [rolled, plain] = [await ageingRolledUp(t.db, f), await ageing(t.db, f)];
  expect(rolled.map((r) => Number(r.total))).toEqual(plain.map((r) => Number(r.total)));
  return Number(plain[0]?.total ?? 0);
}

describe('partial credit notes of a bill', () => {
  it('credits part of a line: open amount, ageing, PO billed amount and budget drop; paying the rest pays it', async () => {
    const start = await spend();
    const { order, bill } = await postedPoBill();
    const vendorId = bill.vendorId;
    const ageingBefore = await vendorAgeing(vendorId);
    expect(await spend()).toEqual({ committed: start.committed, actual: start.actual + 200 });

    const over = await credit(bill, [{ i: 0, amount: '100.01' }]);
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('lines.0.amount');
    const credited = dataOf<BillDetail>(await credit(bill, [{ i: 0, amount: '30' }]));
    expect(credited).toMatchObject({ state: 'POSTED', creditedAmount: '30', openAmount: '170' });
    expect(credited.lines.map((l) => l.creditedAmount)).toEqual(['30', '0']);
    expect(credited.creditNotes).toEqual([
      expect.objectContaining({
        number: `CN-${bill.number}`,
        amount: '30',
        lines: [{ billLineId: bill.lines[0]!.id, amount: '30' }],
      }),
    ]);
    expect(credited.creditNote).toBeNull(); // not reversed
    // "My work" asks for what is left to pay, credits taken off.
    const toPay = await admin.get('/work/items?kind=bill_to_pay&limit=100');
    expect(
      dataOf<{ id: string; subtitle: string }[]>(toPay).find((w) => w.id === bill.id)?.subtitle,
    ).toContain('USD 170');
    expect(await vendorAgeing(vendorId)).toBeCloseTo(ageingBefore - 30, 4);
    expect(Number((await po(order)).billed)).toBe(170);
    expect(await spend()).toEqual({ committed: start.committed, actual: start.actual + 170 });

    // Payments stop at total − paid − credited.
    const pay = (amount: string) =>
      accountant.post(`/accounting/bills/${bill.id}/payments`, { paidOn: today, amount, bankAccountId });
    expect((await pay('170.01')).statusCode).toBe(409);
    const partly = dataOf<BillDetail>(await pay('100'));
    expect([partly.state, partly.openAmount]).toEqual(['PARTIALLY_PAID', '70']);
    // Paid money is not credited: 80 of line 1's 100 would exceed the 70 open.
    const tooMuch = await credit(partly, [{ i: 1, amount: '80' }]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toContain('70');
    const settled = dataOf<BillDetail>(await credit(partly, [{ i: 1, amount: '70' }]));
    expect([settled.state, settled.openAmount, settled.creditedAmount]).toEqual(['PAID', '0', '100']);
    expect(settled.creditNotes.map((n) => n.number)).toEqual([`CN-${bill.number}`, `CN-${bill.number}-2`]);
    expect(await vendorAgeing(vendorId)).toBeCloseTo(ageingBefore - 200, 4);
    expect(Number((await po(order)).billed)).toBe(100);
    expect((await credit(settled, [{ i: 0, amount: '1' }])).statusCode).toBe(409); // PAID: nothing open
    expect((await auditOf(admin, 'bill', bill.id)).map((r) => r.action)).toEqual(
      expect.arrayContaining(['credit', 'pay']),
    );
  });

  it('is REVERSED only once fully credited; the reverse route credits what is left and frees the PO', async () => {
    const start = await spend();
    const { order, bill } = await postedPoBill();
    // manage_bill on the ship is needed (the purchaser has no bills permission at all); nothing is written.
    const purchaser = await t.login(DEMO.purchaser);
    const refused = await purchaser.post(`/accounting/bills/${bill.id}/credit`, {
      version: bill.version,
      reason: 'x',
    });
    expect(refused.statusCode).toBe(403);
    const stale = await credit({ ...bill, version: bill.version + 3 }, [{ i: 1, amount: '1' }]);
    expect(stale.statusCode).toBe(409);
    const part = dataOf<BillDetail>(await credit(bill, [{ i: 1, amount: '25.50' }]));
    expect(part.state).toBe('POSTED');
    expect((await po(order)).state).toBe('CLOSED');
    const reversed = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${bill.id}/reverse`, {
        version: part.version,
        reason: 'Wrong',
      }),
    );
    expect([reversed.state, reversed.creditedAmount, reversed.openAmount]).toEqual(['REVERSED', '200', '0']);
    expect(reversed.creditNote).toMatchObject({ number: `CN-${bill.number}-2`, amount: '174.5' });
    expect(reversed.lines.map((l) => l.creditedAmount)).toEqual(['100', '100']);
    const back = await po(order);
    expect([back.state, Number(back.billed)]).toEqual(['DELIVERED', 0]);
    expect(await spend()).toEqual({ committed: start.committed + 200, actual: start.actual });
  });

  it('credits a bill without a PO: the category budget loses the credited part; the last note reverses it', async () => {
    const start = await spend();
    const { bill: poBill } = await postedPoBill();
    const draft = dataOf<BillDetail>(
      await accountant.post('/accounting/bills', {
        vendorId: poBill.vendorId,
        shipId: aurora,
        categoryId,
        vendorInvoiceNumber: unique('SRV'),
        billDate: today,
        dueDate: today,
        currency: 'USD',
        lines: [
          { description: 'Launch hire', quantity: '1', unitPrice: '300' },
          { description: 'Garbage removal', quantity: '2', unitPrice: '45' },
        ],
      }),
    );
    const bill = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${draft.id}/post`, { version: draft.version }),
    );
    const base = start.actual + 200; // the PO bill
    expect((await spend()).actual).toBe(base + 390);
    const part = dataOf<BillDetail>(await credit(bill, [{ i: 0, amount: '120' }]));
    expect((await spend()).actual).toBe(base + 270);
    const all = dataOf<BillDetail>(await credit(part));
    expect([all.state, all.creditNote?.amount]).toEqual(['REVERSED', '270']);
    expect((await spend()).actual).toBe(base);
    expect((await credit(all)).statusCode).toBe(409);
  });
});
