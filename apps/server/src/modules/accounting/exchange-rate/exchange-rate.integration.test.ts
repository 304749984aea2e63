import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickRate, type ExchangeRateView } from '@keel/domain';
import { DEMO, dataOf } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { auditOf } from '../../purchasing/purchasing.test-fixtures';
import { ratesBetween } from './exchange-rate.service';

let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let purchaser: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant, purchaser] = (await Promise.all(
    [DEMO.admin, DEMO.accountant, DEMO.purchaser].map((e) => t.login(e)),
  )) as [TestSession, TestSession, TestSession];
});
afterAll(() => t?.close());

const today = () => new Date().toISOString().slice(0, 10);

describe('exchange rates', () => {
  it('lists the seeded dated rates (newest first) to accountants and admins only', async () => {
    const response = await accountant.get('/accounting/exchange-rates?from=EUR&to=USD&limit=5');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: ExchangeRateView[]; page: { total: number } };
    expect(body.page.total).toBeGreaterThan(250);
    expect(body.data[0]!.date >= body.data[1]!.date).toBe(true);
    expect(Number(body.data[0]!.rate)).toBeGreaterThan(0.9);
    expect(Number(body.data[0]!.rate)).toBeLessThan(1.3);
    expect((await admin.get('/accounting/exchange-rates?q=jpy&limit=1')).statusCode).toBe(200);
    const denied = await purchaser.get('/accounting/exchange-rates');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Missing permission: accounting.exchange');
  });

  it('creates a rate (409 for the same pair, date and type; 400 naming the field)', async () => {
    const body = { from: 'EUR', to: 'DKK', rate: '7.4605', date: '2026-01-05', source: 'ECB', type: 'daily' };
    const created = await accountant.post('/accounting/exchange-rates', body);
    expect(created.statusCode).toBe(201);
    const rate = dataOf<ExchangeRateView>(created);
    expect(rate).toMatchObject({ from: 'EUR', to: 'DKK', rate: '7.4605000000', date: '2026-01-05' });
    expect((await auditOf(admin, 'exchange_rate', rate.id))[0]!.action).toBe('create');
    const twice = await accountant.post('/accounting/exchange-rates', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A daily EUR→DKK rate of 2026-01-05 already exists');
    const zero = await accountant.post('/accounting/exchange-rates', { ...body, rate: '0' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details[0].field).toBe('rate');
    const same = await accountant.post('/accounting/exchange-rates', { ...body, to: 'EUR' });
    expect(same.json().details[0].field).toBe('to');
  });

  it('ratesBetween gives the latest rates on or before the date, for every pair, so pickRate converts both ways', async () => {
    const rates = await ratesBetween(t.db, ['USD', 'NOK', 'GBP'], today());
    const pairs = new Set(rates.map((r) => `${r.from}${r.to}`));
    expect(pairs.size).toBe(3);
    const usdNok = pickRate(rates, 'USD', 'NOK', today());
    const nokUsd = pickRate(rates, 'NOK', 'USD', today());
    expect(Number(usdNok.rate) * Number(nokUsd.rate)).toBeCloseTo(1, 6);
    expect(Number(usdNok.rate)).toBeGreaterThan(8);
    const old = await ratesBetween(t.db, ['EUR', 'USD'], '2000-01-01');
    expect(old).toEqual([]);
  });
});
