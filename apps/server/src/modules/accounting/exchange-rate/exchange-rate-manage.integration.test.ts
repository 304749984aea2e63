import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { ExchangeRateDetail, ExchangeRateView, RateImportReport, RateSeries } from '@keel/domain';
import { DEMO, dataOf } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { auditOf } from '../../purchasing/purchasing.test-fixtures';
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
