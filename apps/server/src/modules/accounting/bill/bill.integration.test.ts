import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApAgeingRow, BillDetail, BillSummary } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { recordDelivered } from '../../purchasing/purchase-order/purchase-order.flow';
import { purchaseOrders } from '../../purchasing/purchase-order/purchase-order.table';
import { auditOf, categoriesByCode } from '../../purchasing/purchasing.test-fixtures';
import { insertOrder, type TestOrder } from '../../purchasing/delivery/delivery.test-fixtures';
import { readWorkbook } from '../../../test/xlsx';
import { budgetSpend, companyBankAccount, enterBill, type BillEntryLine } from './bill.test-fixtures';

/**
 * Vendor bills end to end: a PO followed from approval to payment with its committed and actual spend at
 * each step (each amount counted once), three-way match and posting with a reason, duplicate vendor
 * numbers, state transitions (409), audit rows and the permission matrix of every route.
 */
let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let purchaser: TestSession;
let aurora: string;
let categoryId: string;
let bankAccountId: string;
const system = { id: null, name: 'test' };
const YEAR = new Date().getUTCFullYear();
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant, purchaser] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.accountant),
    t.login(DEMO.purchaser),
  ]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  categoryId = (await categoriesByCode(admin))('100').id;
  bankAccountId = await companyBankAccount(admin);
});
afterAll(() => t?.close());

const spend = () => budgetSpend(t.db, aurora, categoryId, YEAR);
const poState = async (o: TestOrder) =>
  (
    await t.db
      .select({ s: purchaseOrders.state })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, o.purchaseOrderId))
  )[0]?.s;
const enter = (session: TestSession, o: TestOrder, lines: BillEntryLine[], number?: string) =>
  enterBill(t.db, aurora, session, o, lines, number);

describe('a PO from approval to payment', () => {
  it('moves committed to actual once, bills and closes the PO, pays without over-paying', async () => {
    const start = await spend();
    const order = await insertOrder(t.db, {
      shipId: aurora,
      categoryId,
      state: 'APPROVED',
      lines: [
        { description: 'Rope', quantity: '5', unitPrice: '10' },
        { description: 'Shackle', quantity: '10', unitPrice: '20' },
      ],
    });
    const delta = async () => {
      const now = await spend();
      return { committed: now.committed - start.committed, actual: now.actual - start.actual };
    };
    expect(await delta()).toEqual({ committed: 250, actual: 0 }); // approved: committed
    await t.db
      .update(purchaseOrders)
      .set({ state: 'SENT' })
      .where(eq(purchaseOrders.id, order.purchaseOrderId));
    await recordDelivered(
      t.db,
      [
        { purchaseOrderLineId: order.lineIds[0]!, delta: '5' },
        { purchaseOrderLineId: order.lineIds[1]!, delta: '8' },
      ],
      system,
    );
    expect(await poState(order)).toBe('PARTIALLY_DELIVERED');
    expect(await delta()).toEqual({ committed: 250, actual: 0 }); // delivered: still committed

    // One line short: billed 10, received 8 → over-billed, a mismatch.
    const bill = dataOf<BillDetail>(
      await enter(accountant, order, [
        { i: 0, quantity: '5', unitPrice: '10' },
        { i: 1, quantity: '10', unitPrice: '20' },
      ]),
    );
    expect(bill.matchStatus).toBe('MISMATCH');
    expect(bill.lines.map((l) => l.matchStatus)).toEqual(['MATCHED', 'OVER_BILLED']);
    expect(bill.lines.map((l) => l.matchMessage)).toEqual([
      null,
      'Billed 10; 8 received, 0 of them on other posted bills',
    ]);
    expect(await delta()).toEqual({ committed: 250, actual: 0 }); // a draft counts nothing

    const noReason = await accountant.post(`/accounting/bills/${bill.id}/post`, { version: bill.version });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('mismatchReason');
    const posted = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${bill.id}/post`, {
        version: bill.version,
        mismatchReason: 'Vendor ships the rest free',
      }),
    );
    expect(posted.state).toBe('POSTED');
    expect(await poState(order)).toBe('BILLED');
    expect(await delta()).toEqual({ committed: 0, actual: 250 }); // billed: actual, not committed

    const again = await accountant.post(`/accounting/bills/${bill.id}/post`, {
      version: posted.version,
      mismatchReason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await accountant.post(`/accounting/bills/${bill.id}/cancel`, { version: posted.version, reason: 'x' }))
        .statusCode,
    ).toBe(409);

    const pay = (amount: string) =>
      accountant.post(`/accounting/bills/${bill.id}/payments`, { paidOn: today, amount, bankAccountId });
    expect(dataOf<BillDetail>(await pay('100.00')).state).toBe('PARTIALLY_PAID');
    const over = await pay('150.01');
    expect(over.statusCode).toBe(409);
    expect(over.body).toContain('150');
    const paid = dataOf<BillDetail>(await pay('150.00'));
    expect(paid.state).toBe('PAID');
    expect(paid.payments.map((p) => p.exchangeDifference)).toEqual(['0', '0']);
    expect(await delta()).toEqual({ committed: 0, actual: 250 }); // paid: counted once

    // The rest arrives and the PO closes once fully delivered and billed.
    const rows = await auditOf(admin, 'bill', bill.id);
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'post', 'pay']));
    expect((await auditOf(admin, 'purchase_order', order.purchaseOrderId)).map((r) => r.action)).toContain(
      'bill',
    );
  });

  it('closes a fully delivered, fully billed PO and refuses a duplicate vendor number unless overridden', async () => {
    const order = await insertOrder(t.db, {
      shipId: aurora,
      categoryId,
      lines: [{ description: 'Paint', quantity: '4', unitPrice: '25' }],
    });
    await recordDelivered(t.db, [{ purchaseOrderLineId: order.lineIds[0]!, delta: '4' }], system);
    const first = dataOf<BillDetail>(
      await enter(accountant, order, [{ i: 0, quantity: '2', unitPrice: '25' }], 'Inv-77 A'),
    );
    expect(first.matchStatus).toBe('MATCHED');
    dataOf(await accountant.post(`/accounting/bills/${first.id}/post`, { version: first.version }));
    const second = dataOf<BillDetail>(
      await enter(accountant, order, [{ i: 0, quantity: '2', unitPrice: '25.40' }], 'inv 77a'),
    );
    expect(second.duplicateOf).toBe(first.number);
    const refused = await accountant.post(`/accounting/bills/${second.id}/post`, { version: second.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(first.number);
    const stale = await accountant.post(`/accounting/bills/${second.id}/post`, {
      version: second.version + 5,
      duplicateOverrideReason: 'x',
    });
    expect(stale.statusCode).toBe(409);
    const posted = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${second.id}/post`, {
        version: second.version,
        duplicateOverrideReason: 'Second delivery on the same invoice',
      }),
    );
    expect(posted.lines[0]!.matchStatus).toBe('MATCHED'); // 25.40 within the 2 % tolerance
    expect(await poState(order)).toBe('CLOSED');
    const reversed = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${second.id}/reverse`, {
        version: posted.version,
        reason: 'Wrong',
      }),
    );
    expect(reversed.state).toBe('REVERSED');
    expect(reversed.creditNote?.number).toBe(`CN-${second.number}`);
    expect(await poState(order)).toBe('DELIVERED');
  });
});

describe('lists, ageing and permissions', () => {
  it('lists with filters and totals, gives the ageing', async () => {
    const list = await accountant.get(`/accounting/bills?shipId=${aurora}&state=POSTED&limit=5`);
    const body = list.json() as { data: BillSummary[] };
    expect(body.data.every((b) => b.state === 'POSTED' && b.shipId === aurora)).toBe(true);
    const totals = dataOf<{ count: number; totalBase: string }>(
      await accountant.get(`/accounting/bills/totals?shipId=${aurora}&state=POSTED`),
    );
    expect([totals.count > 0, Number(totals.totalBase) > 0]).toEqual([true, true]);
    const ageing = dataOf<ApAgeingRow[]>(await accountant.get('/accounting/bills/ageing'));
    expect(ageing.length).toBeGreaterThan(0);
    expect((await accountant.get('/accounting/bills/export.xlsx')).statusCode).toBe(200);
    expect((await accountant.get('/accounting/bills?sort=nope')).statusCode).toBe(400);
  });

  it('exports the filtered list and the AP ageing to Excel as the screens show them', async () => {
    const filter = `shipId=${aurora}&state=POSTED`;
    const list = (await accountant.get(`/accounting/bills?${filter}&limit=200&count=false`)).json() as {
      data: BillSummary[];
    };
    expect(list.data.length).toBeGreaterThan(0);
    const bills = await readWorkbook(
      await accountant.get(`/accounting/bills/export.xlsx?${filter}`),
      'Bills',
    );
    expect(bills.header).toEqual([
      'Bill',
      'Vendor',
      'Vendor invoice',
      'Ship',
      'Bill date',
      'Due date',
      'State',
      'Match',
      'Currency',
      'Total',
      'Open',
      'Total (base)',
      'Overdue',
    ]);
    expect(bills.rows.map((r) => [r.Bill, r.Vendor, r.State, r.Total, r.Open])).toEqual(
      list.data.map((b) => [b.number, b.vendorName, 'Posted', Number(b.total), Number(b.openAmount)]),
    );
    expect(bills.rows.every((r) => r.Ship === 'Keel Aurora')).toBe(true);

    const ageing = dataOf<ApAgeingRow[]>(await accountant.get(`/accounting/bills/ageing?shipId=${aurora}`));
    expect(ageing.length).toBeGreaterThan(0);
    const sheet = await readWorkbook(
      await accountant.get(`/accounting/bills/ageing/export.xlsx?shipId=${aurora}`),
      'AP ageing',
    );
    expect(sheet.header).toEqual([
      'Vendor',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      '> 90 days',
      'Total',
    ]);
    // The table's rows, then the note on the base currency in a row of its own.
    expect(sheet.rows.slice(0, -1).map((r) => [r.Vendor, r.Current, r['> 90 days'], r.Total])).toEqual(
      ageing.map((a) => [a.vendorName, Number(a.current), Number(a.over90), Number(a.total)]),
    );
    expect(sheet.rows.at(-1)!.Vendor).toMatch(/base currency/);
  });

  it('checks every route: read_bill lists, read_single_bill opens one, manage_bill writes', async () => {
    const order = await insertOrder(t.db, {
      shipId: aurora,
      categoryId,
      lines: [{ description: 'Bolt', quantity: '1', unitPrice: '5' }],
    });
    await recordDelivered(t.db, [{ purchaseOrderLineId: order.lineIds[0]!, delta: '1' }], system);
    const bill = dataOf<BillDetail>(
      await enter(accountant, order, [{ i: 0, quantity: '1', unitPrice: '5' }]),
    );
    const as = async (actions: string[], sidebar: string[]) => {
      const role = await createRole(admin, {
        name: unique('Bills'),
        sidebar: sidebar as never,
        actions: actions as never,
      });
      const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
      return t.login(user.email, 'correct-horse-battery');
    };
    const listOnly = await as(['read_bill'], ['accounting.bills']);
    const singleOnly = await as(['read_single_bill'], []);
    const routes: [string, (s: TestSession) => Promise<{ statusCode: number }>][] = [
      ['list', (s) => s.get('/accounting/bills')],
      ['ageing', (s) => s.get('/accounting/bills/ageing')],
      ['ageing export', (s) => s.get('/accounting/bills/ageing/export.xlsx')],
      ['totals', (s) => s.get('/accounting/bills/totals')],
      ['export', (s) => s.get('/accounting/bills/export.xlsx')],
      ['one', (s) => s.get(`/accounting/bills/${bill.id}`)],
      [
        'billable',
        (s) => s.get(`/accounting/bills/billable-lines?vendorId=${bill.vendorId}&shipId=${aurora}`),
      ],
      ['create', async (s) => enter(s, order, [{ i: 0, quantity: '1', unitPrice: '5' }])],
      [
        'edit',
        (s) =>
          s.patch(`/accounting/bills/${bill.id}`, {
            version: bill.version,
            vendorId: bill.vendorId,
            shipId: aurora,
            vendorInvoiceNumber: bill.vendorInvoiceNumber,
            billDate: today,
            dueDate: today,
            currency: 'USD',
            lines: [{ description: 'x', quantity: '1', unitPrice: '1' }],
          }),
      ],
      ['post', (s) => s.post(`/accounting/bills/${bill.id}/post`, { version: bill.version })],
      [
        'cancel',
        (s) => s.post(`/accounting/bills/${bill.id}/cancel`, { version: bill.version, reason: 'x' }),
      ],
      [
        'reverse',
        (s) => s.post(`/accounting/bills/${bill.id}/reverse`, { version: bill.version, reason: 'x' }),
      ],
      [
        'pay',
        (s) => s.post(`/accounting/bills/${bill.id}/payments`, { paidOn: today, amount: '1', bankAccountId }),
      ],
      [
        'credit',
        (s) => s.post(`/accounting/bills/${bill.id}/credit`, { version: bill.version, reason: 'x' }),
      ],
      // No note exists: a reader of the bill gets 404, anyone else 403 before the lookup.
      ['credit note pdf', (s) => s.get(`/accounting/bills/${bill.id}/credit-notes/${bill.id}/pdf`)],
    ];
    const allowed: Record<string, string[]> = {
      listOnly: ['list', 'ageing', 'ageing export', 'totals', 'export'],
      singleOnly: ['one', 'credit note pdf'],
      purchaser: [],
    };
    const sessions = { listOnly, singleOnly, purchaser };
    for (const [who, session] of Object.entries(sessions))
      for (const [name, call] of routes) {
        const res = await call(session);
        const ok = allowed[who]!.includes(name);
        const expected = name === 'credit note pdf' ? 404 : true;
        expect([who, name, ok ? (res.statusCode < 300 ? true : res.statusCode) : res.statusCode]).toEqual([
          who,
          name,
          ok ? expected : 403,
        ]);
      }
    const unchanged = dataOf<BillDetail>(await admin.get(`/accounting/bills/${bill.id}`));
    expect([unchanged.state, unchanged.version]).toEqual(['DRAFT', bill.version]);
    expect((await auditOf(admin, 'bill', bill.id)).length).toBe(1);
  });
});
