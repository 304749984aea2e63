import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type {
  BillDetail,
  BillOptions,
  Expense,
  ExchangeRateDetail,
  ExchangeRateView,
  InvoiceDetail,
  RateImportReport,
  RateSeries,
} from '@keel/domain';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { auditOf } from '../../purchasing/purchasing.test-fixtures';
import { createExpense, optionsOf } from '../expense/expense.fixtures';
import { expenses } from '../expense/expense.table';
import { purchaseOrders } from '../../purchasing/purchase-order/purchase-order.table';
import { ratesBetween } from './exchange-rate.service';
import { exchangeRates } from './exchange-rate.table';

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

/** A demo purchase order in a foreign currency and the stored rate it converted with. */
async function usedRate() {
  const [order] = await t.db
    .select()
    .from(purchaseOrders)
    .where(and(ne(purchaseOrders.currency, purchaseOrders.baseCurrency), isNotNull(purchaseOrders.rateDate)))
    .limit(1);
  if (!order) throw new Error('no demo purchase order in a foreign currency');
  const pairs = await t.db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.date, order.rateDate!), eq(exchangeRates.source, order.rateSource!)));
  const rate = pairs.find(
    (r) =>
      (r.fromCurrency === order.currency && r.toCurrency === order.baseCurrency) ||
      (r.toCurrency === order.currency && r.fromCurrency === order.baseCurrency),
  );
  if (!rate) throw new Error('the order names no stored rate');
  return { order, rate };
}

describe('supersede', () => {
  it('keeps the rate a purchase order used unchanged; conversions pick the new one', async () => {
    const { order, rate } = await usedRate();
    const detail = dataOf<ExchangeRateDetail>(await accountant.get(`/accounting/exchange-rates/${rate.id}`));
    expect(detail.usedBy.map((u) => u.number)).toContain(order.number);
    expect(detail.usedByTotal).toBeGreaterThan(0);

    const corrected = (Number(rate.rate) * 1.01).toFixed(6);
    const response = await accountant.post(`/accounting/exchange-rates/${rate.id}/supersede`, {
      version: rate.version,
      rate: corrected,
      source: 'Treasury correction',
      reason: 'Bank confirmed a different fixing',
    });
    expect(response.statusCode).toBe(201);
    const next = dataOf<ExchangeRateView>(response);
    expect(next).toMatchObject({
      date: rate.date,
      supersedesId: rate.id,
      reason: 'Bank confirmed a different fixing',
    });

    const [old] = await t.db.select().from(exchangeRates).where(eq(exchangeRates.id, rate.id));
    expect(old!.rate).toBe(rate.rate);
    expect(old!.source).toBe(rate.source);
    expect(old!.supersededById).toBe(next.id);
    const [po] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id));
    expect([po!.rate, po!.rateDate, po!.rateSource]).toEqual([order.rate, order.rateDate, order.rateSource]);

    const oldDetail = dataOf<ExchangeRateDetail>(
      await accountant.get(`/accounting/exchange-rates/${rate.id}`),
    );
    expect(oldDetail.usedBy.map((u) => u.number)).toContain(order.number);
    expect(oldDetail.history.map((h) => h.id)).toEqual([rate.id, next.id]);
    const nextDetail = dataOf<ExchangeRateDetail>(
      await accountant.get(`/accounting/exchange-rates/${next.id}`),
    );
    expect(nextDetail.usedByTotal).toBe(0);

    const picked = await ratesBetween(t.db, [rate.fromCurrency, rate.toCurrency], rate.date);
    const same = picked.filter((r) => r.from === rate.fromCurrency && r.to === rate.toCurrency);
    expect(same.map((r) => r.rate)).toEqual([`${corrected}0000`]);

    expect((await auditOf(admin, 'exchange_rate', rate.id)).map((a) => a.action)).toContain('supersede');
    expect((await auditOf(admin, 'exchange_rate', next.id))[0]!.action).toBe('create');
  });

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

  it('refuses a superseded rate, a stale version and the same value', async () => {
    const created = dataOf<ExchangeRateView>(
      await accountant.post('/accounting/exchange-rates', {
        from: 'CHF',
        to: 'SEK',
        rate: '11.9',
        date: '2025-06-02',
        source: 'manual',
        type: 'manual',
      }),
    );
    const url = `/accounting/exchange-rates/${created.id}/supersede`;
    const same = await accountant.post(url, { version: 1, rate: '11.90', source: 'manual', reason: 'typo' });
    expect(same.statusCode).toBe(400);
    expect(same.json().details[0].field).toBe('rate');
    const noReason = await accountant.post(url, { version: 1, rate: '11.95', source: 'manual', reason: '' });
    expect(noReason.json().details[0].field).toBe('reason');
    expect(
      (await accountant.post(url, { version: 1, rate: '11.95', source: 'manual', reason: 'typo' }))
        .statusCode,
    ).toBe(201);
    const again = await accountant.post(url, { version: 2, rate: '11.99', source: 'manual', reason: 'typo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/superseded already/);
    const list = await accountant.get('/accounting/exchange-rates?q=CHF/SEK&state=all');
    expect(list.json().page.total).toBe(2);
    const current = await accountant.get('/accounting/exchange-rates?q=CHF/SEK');
    expect(current.json().data.map((r: ExchangeRateView) => r.rate)).toEqual(['11.9500000000']);
  });
});

describe('import', () => {
  const csv = [
    'date,currency,rate',
    '2020-01-06,DKK,7.4720',
    '2020-01-06,SEK,10.5068',
    '2020-01-06,XXX,1.2',
    '2020-01-07,DKK,7.4728',
    '2020-01-07,DKK,7.4729',
  ].join('\n');
  const body = { csv, base: 'EUR', source: 'ECB', type: 'daily' };

  it('previews without writing, then stores the accepted lines and reports each refused one', async () => {
    const preview = dataOf<RateImportReport>(
      await accountant.post('/accounting/exchange-rates/import/preview', body),
    );
    expect(preview).toMatchObject({ stored: false, accepted: 3, refused: 2 });
    expect(preview.lines.map((l) => [l.line, l.status])).toEqual([
      [2, 'accepted'],
      [3, 'accepted'],
      [4, 'refused'],
      [5, 'accepted'],
      [6, 'refused'],
    ]);
    expect(
      (await accountant.get('/accounting/exchange-rates?q=DKK&dateTo=2020-12-31')).json().page.total,
    ).toBe(0);

    const response = await accountant.post('/accounting/exchange-rates/import', body);
    expect(response.statusCode).toBe(201);
    const report = dataOf<RateImportReport>(response);
    expect(report).toMatchObject({ stored: true, accepted: 3, refused: 2 });
    expect(report.lines.find((l) => l.line === 4)!.message).toBe(
      'currency "XXX" is not an ISO 4217 currency code',
    );
    const stored = (await accountant.get('/accounting/exchange-rates?q=EUR/DKK&dateTo=2020-12-31')).json();
    expect(stored.data.map((r: ExchangeRateView) => [r.date, r.rate, r.source])).toEqual([
      ['2020-01-07', '7.4728000000', 'ECB'],
      ['2020-01-06', '7.4720000000', 'ECB'],
    ]);
    const audit = dataOf<{ action: string; after: { accepted: number } }[]>(
      await admin.get('/audit/?entity=exchange_rate&limit=5'),
    );
    expect(audit.find((a) => a.action === 'import')!.after.accepted).toBe(3);

    // The same file again: every line is refused as stored already, nothing changes.
    const again = dataOf<RateImportReport>(await accountant.post('/accounting/exchange-rates/import', body));
    expect(again.accepted).toBe(0);
    expect(again.lines.find((l) => l.line === 2)!.message).toBe(
      'the same daily EUR→DKK rate of 2020-01-06 is stored already',
    );
    const changed = { ...body, csv: 'date,currency,rate\n2020-01-06,DKK,7.50' };
    const differ = dataOf<RateImportReport>(
      await accountant.post('/accounting/exchange-rates/import/preview', changed),
    );
    expect(differ.lines[0]!.message).toBe(
      'a daily EUR→DKK rate of 2020-01-06 is stored (7.4720000000); supersede it to change it',
    );
  });

  it('refuses a pair kept in the other direction, and names a bad body field', async () => {
    const today = (await accountant.get('/accounting/exchange-rates?q=EUR/USD&limit=1')).json()
      .data[0] as ExchangeRateView;
    const reverse = { csv: `${today.date},EUR,0.92`, base: 'USD', source: 'Fed', type: 'daily' };
    const report = dataOf<RateImportReport>(
      await accountant.post('/accounting/exchange-rates/import/preview', reverse),
    );
    expect(report.lines[0]!.message).toBe(
      `a daily EUR→USD rate of ${today.date} is stored; that pair is kept in its own direction`,
    );
    const bad = await accountant.post('/accounting/exchange-rates/import', { ...reverse, base: 'usx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('base');
  });
});

describe('series', () => {
  it('gives one pair by date, inverting the stored direction when needed', async () => {
    const direct = dataOf<RateSeries>(
      await accountant.get('/accounting/exchange-rates/series?from=EUR&to=USD'),
    );
    const inverse = dataOf<RateSeries>(
      await accountant.get('/accounting/exchange-rates/series?from=USD&to=EUR'),
    );
    expect(direct.points.length).toBeGreaterThan(240);
    expect(direct.points.every((p) => !p.inverted)).toBe(true);
    expect(inverse.points.every((p) => p.inverted)).toBe(true);
    const day = direct.points.at(-1)!;
    const back = inverse.points.find((p) => p.date === day.date)!;
    expect(Number(day.rate) * Number(back.rate)).toBeCloseTo(1, 8);
    const aed = dataOf<RateSeries>(await accountant.get('/accounting/exchange-rates/series?from=USD&to=AED'));
    expect(Number(aed.points.at(-1)!.rate)).toBeCloseTo(3.6725, 3);
    const wrong = await accountant.get('/accounting/exchange-rates/series?from=EUR&to=EUR');
    expect(wrong.json().details[0].field).toBe('to');
  });
});
