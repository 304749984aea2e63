import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  BillDetail,
  BillOptions,
  Expense,
  ExchangeRateDetail,
  ExchangeRateView,
  InvoiceDetail,
} from '@keel/domain';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { createExpense, optionsOf } from '../expense/expense.fixtures';
import { expenses } from '../expense/expense.table';

/**
 * A rate's "Used by": the expenses, vendor bills, bill payments and invoice lines that converted with it,
 * each listed only as the reader may open it; superseding the rate leaves their copies (rate, date,
 * source, base amount) as they were.
 */
let t: TestApp;
let admin: TestSession;
let accountant: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant] = (await Promise.all([DEMO.admin, DEMO.accountant].map((e) => t.login(e)))) as [
    TestSession,
    TestSession,
  ];
});
afterAll(() => t?.close());

describe('the documents that used a rate', () => {
  it('lists an expense and an invoice as users of a rate; superseding leaves their copies as they were', async () => {
    const day = '2025-03-03';
    const source = unique('Fixing');
    const rate = dataOf<ExchangeRateView>(
      await accountant.post('/accounting/exchange-rates', {
        from: 'CHF',
        to: 'USD',
        rate: '1.1325',
        date: day,
        source,
        type: 'daily',
      }),
    );
    const url = `/accounting/exchange-rates/${rate.id}`;
    const detailOf = async (id: string, session = accountant) =>
      dataOf<ExchangeRateDetail>(await session.get(`/accounting/exchange-rates/${id}`));
    expect((await detailOf(rate.id)).usedByTotal).toBe(0);

    const aurora = (await shipsByName(t)).byName('Keel Aurora').id;
    const options = await optionsOf(accountant);
    const customerId = options.customers[0]!.id;
    const description = unique('Swiss pilotage');
    const expense: Expense = await createExpense(accountant, aurora, options.categories[0]!.id, {
      expenseDate: day,
      description,
      amount: '200.00',
      currency: 'CHF',
      rebillable: true,
      customerId,
    });
    expect([expense.rate, expense.rateDate, expense.rateSource]).toEqual(['1.1325000000', day, source]);

    // Used only by the expense: listed (as an expense), counted, and the supersede dialog's count says so.
    const used = await detailOf(rate.id);
    expect(used.usedByTotal).toBe(1);
    expect(used.usedBy).toEqual([
      {
        entity: 'expense',
        id: expense.id,
        number: description,
        rate: '1.1325000000',
        currency: 'CHF',
        baseCurrency: 'USD',
      },
    ]);

    // A reader of the rate without the expenses screen counts it but is not shown it.
    const role = await createRole(admin, {
      name: unique('Rates'),
      sidebar: ['accounting.exchange'] as never,
    });
    const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
    const ratesOnly = await t.login(user.email, 'correct-horse-battery');
    const hidden = await detailOf(rate.id, ratesOnly);
    expect([hidden.usedByTotal, hidden.usedBy]).toEqual([1, []]);

    // Invoiced on in USD at the same date: the invoice line keeps the rate too (one row per invoice).
    const invoice = dataOf<InvoiceDetail>(
      await accountant.post('/accounting/invoices', {
        shipId: aurora,
        customerId,
        currency: 'USD',
        invoiceDate: day,
        groups: [
          {
            title: 'Port call',
            lines: [
              {
                sourceType: 'expense',
                sourceId: expense.id,
                title: description,
                amount: '1',
                currency: 'CHF',
              },
            ],
          },
        ],
      }),
    );
    const both = await detailOf(rate.id);
    expect(both.usedByTotal).toBe(2);
    expect(both.usedBy.map((u) => [u.entity, u.id, u.number])).toEqual([
      ['expense', expense.id, description],
      ['invoice', invoice.id, 'Draft'],
    ]);

    const superseded = await accountant.post(`${url}/supersede`, {
      version: rate.version,
      rate: '1.1400',
      source,
      reason: 'The bank published a corrected fixing',
    });
    expect(superseded.statusCode).toBe(201);
    const next = dataOf<ExchangeRateView>(superseded);
    const [kept] = await t.db.select().from(expenses).where(eq(expenses.id, expense.id));
    expect([kept!.rate, kept!.rateDate, kept!.rateSource, kept!.baseAmount]).toEqual([
      '1.1325000000',
      day,
      source,
      expense.baseAmount,
    ]);
    const line = dataOf<InvoiceDetail>(await accountant.get(`/accounting/invoices/${invoice.id}`)).groups[0]!
      .lines[0]!;
    expect([line.exchangeRate, line.rateDate, line.rateSource]).toEqual(['1.1325', day, source]);
    expect((await detailOf(rate.id)).usedByTotal).toBe(2);
    expect((await detailOf(next.id)).usedByTotal).toBe(0);

    // Another edit keeps the expense's snapshot; a new amount converts again, now at the rate in force.
    const versionOf = async () =>
      dataOf<Expense>(await accountant.get(`/accounting/expenses/${expense.id}`)).version;
    let current = dataOf<Expense>(
      await accountant.patch(`/accounting/expenses/${expense.id}`, {
        version: await versionOf(),
        description: `${description} (edited)`,
      }),
    );
    expect(current.rate).toBe('1.1325000000');
    expect(
      (await accountant.delete(`/accounting/invoices/${invoice.id}?version=${invoice.version}`)).statusCode,
    ).toBe(204);
    current = dataOf<Expense>(
      await accountant.patch(`/accounting/expenses/${expense.id}`, {
        version: await versionOf(),
        amount: '300.00',
      }),
    );
    expect([current.rate, current.baseAmount]).toEqual(['1.1400000000', '342.0000']);
    expect((await detailOf(rate.id)).usedByTotal).toBe(0);
    expect((await detailOf(next.id)).usedBy.map((u) => [u.entity, u.id])).toEqual([['expense', expense.id]]);
  });

  it('lists a vendor bill and its payment that converted with a rate', async () => {
    const day = '2025-04-01';
    const source = unique('Fixing');
    const rate = dataOf<ExchangeRateView>(
      await accountant.post('/accounting/exchange-rates', {
        from: 'USD',
        to: 'CHF',
        rate: '0.8850',
        date: day,
        source,
        type: 'daily',
      }),
    );
    const options = dataOf<BillOptions>(await accountant.get('/accounting/bills/options'));
    const aurora = (await shipsByName(t)).byName('Keel Aurora').id;
    const entered = dataOf<BillDetail>(
      await accountant.post('/accounting/bills', {
        vendorId: options.vendors[0]!.id,
        shipId: aurora,
        vendorInvoiceNumber: unique('CH'),
        billDate: day,
        dueDate: day,
        currency: 'CHF',
        lines: [{ description: 'Rhine pilotage', quantity: '1', unitPrice: '177.00' }],
      }),
    );
    const posted = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${entered.id}/post`, { version: entered.version }),
    );
    const detailOf = async () =>
      dataOf<ExchangeRateDetail>(await accountant.get(`/accounting/exchange-rates/${rate.id}`));
    // The bill keeps the inverse (1 CHF in USD), so it is found by the product.
    expect(
      (await detailOf()).usedBy.map((u) => [u.entity, u.id, u.number, u.currency, u.baseCurrency]),
    ).toEqual([['bill', posted.id, posted.number, 'CHF', 'USD']]);

    const account = dataOf<{ id: string }>(
      await admin.post('/accounting/bank-accounts', {
        ownerType: 'company',
        bankName: unique('Bank'),
        iban: 'CH93 0076 2011 6238 5295 7',
        currency: 'CHF',
      }),
    );
    const paid = await accountant.post(`/accounting/bills/${posted.id}/payments`, {
      paidOn: day,
      amount: '100.00',
      bankAccountId: account.id,
    });
    expect(paid.statusCode).toBe(201);
    const after = await detailOf();
    expect(after.usedByTotal).toBe(2);
    expect(after.usedBy.map((u) => [u.entity, u.id])).toEqual([
      ['bill', posted.id],
      ['bill_payment', posted.id],
    ]);
  });
});
