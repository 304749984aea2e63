import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankAccount, ExchangeRateView } from '@keel/domain';
import { API, createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, unique } from '../../../test/fixtures';

/**
 * Every bank-account and exchange-rate route against its sidebar permission: the admin and the
 * accountant hold `accounting.bank_accounts` and `accounting.exchange`; superintendent, purchaser and
 * master do not, and their calls write nothing.
 */
let t: TestApp;
const sessions: Record<string, TestSession> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(DEMO)) sessions[key] = await t.login(email);
});
afterAll(() => t?.close());

type Res = { statusCode: number; json: () => unknown };
let day = 0;
const nextDate = () => {
  day += 1;
  return new Date(Date.UTC(2019, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
};
const account = () => ({
  ownerType: 'company',
  bankName: unique('Bank'),
  iban: 'GB82 WEST 1234 5698 7654 32',
  currency: 'GBP',
});
const rate = () => ({
  from: 'CHF',
  to: 'NOK',
  rate: '12.1',
  date: nextDate(),
  source: 'matrix',
  type: 'manual',
});
const csv = () => ({ csv: `${nextDate()},PLN,4.3`, base: 'EUR', source: 'matrix', type: 'manual' });

const bankRoutes: [string, (s: TestSession, a: BankAccount) => Promise<Res>, number][] = [
  ['GET /accounting/bank-accounts', (s) => s.get('/accounting/bank-accounts'), 200],
  ['POST /accounting/bank-accounts', (s) => s.post('/accounting/bank-accounts', account()), 201],
  ['GET /accounting/bank-accounts/:id', (s, a) => s.get(`/accounting/bank-accounts/${a.id}`), 200],
  [
    'PATCH /accounting/bank-accounts/:id',
    (s, a) => s.patch(`/accounting/bank-accounts/${a.id}`, { version: a.version, notes: unique('n') }),
    200,
  ],
  [
    'DELETE /accounting/bank-accounts/:id',
    (s, a) => s.delete(`/accounting/bank-accounts/${a.id}?version=${a.version}`),
    204,
  ],
];
const rateRoutes: [string, (s: TestSession, r: ExchangeRateView) => Promise<Res>, number][] = [
  ['GET /accounting/exchange-rates', (s) => s.get('/accounting/exchange-rates'), 200],
  ['POST /accounting/exchange-rates', (s) => s.post('/accounting/exchange-rates', rate()), 201],
  ['GET /accounting/exchange-rates/:id', (s, r) => s.get(`/accounting/exchange-rates/${r.id}`), 200],
  [
    'GET /accounting/exchange-rates/series',
    (s) => s.get('/accounting/exchange-rates/series?from=EUR&to=USD'),
    200,
  ],
  [
    'POST /accounting/exchange-rates/import/preview',
    (s) => s.post('/accounting/exchange-rates/import/preview', csv()),
    200,
  ],
  ['POST /accounting/exchange-rates/import', (s) => s.post('/accounting/exchange-rates/import', csv()), 201],
  [
    'POST /accounting/exchange-rates/:id/supersede',
    (s, r) =>
      s.post(`/accounting/exchange-rates/${r.id}/supersede`, {
        version: r.version,
        rate: '13.2',
        source: 'matrix',
        reason: 'matrix',
      }),
    201,
  ],
];
const freshAccount = async () =>
  dataOf<BankAccount>(await sessions.admin!.post('/accounting/bank-accounts', account()));
const freshRate = async () =>
  dataOf<ExchangeRateView>(await sessions.admin!.post('/accounting/exchange-rates', rate()));
const totals = async () => [
  (await sessions.admin!.get('/accounting/bank-accounts')).json().page.total,
  (await sessions.admin!.get('/accounting/exchange-rates?state=all')).json().page.total,
];

describe('accounting permission matrix', () => {
  const cases = [
    ...bankRoutes.map(([name, call, ok]) => ({
      name,
      ok,
      permission: 'accounting.bank_accounts',
      run: async (s: TestSession) => call(s, await freshAccount()),
    })),
    ...rateRoutes.map(([name, call, ok]) => ({
      name,
      ok,
      permission: 'accounting.exchange',
      run: async (s: TestSession) => call(s, await freshRate()),
    })),
  ];
  for (const { name, ok, permission, run } of cases) {
    it(`${name}: allowed for admin and accountant`, async () => {
      for (const who of ['admin', 'accountant']) expect((await run(sessions[who]!)).statusCode, who).toBe(ok);
    });

    it(`${name}: 403 naming ${permission} for superintendent, purchaser and master, writing nothing`, async () => {
      const before = await totals();
      for (const who of ['superintendent', 'purchaser', 'master']) {
        const response = await run(sessions[who]!);
        expect(response.statusCode, who).toBe(403);
        expect(response.json()).toEqual({ message: `Missing permission: ${permission}` });
      }
      // The fresh records made for each probe are the only rows added (3 per table at most).
      const after = await totals();
      expect(after[0]! - before[0]! + (after[1]! - before[1]!)).toBe(3);
    });
  }

  it('answers 401 without a token', async () => {
    for (const url of ['/accounting/bank-accounts', '/accounting/exchange-rates'])
      expect((await t.inject({ method: 'GET', url: `${API}${url}` })).statusCode).toBe(401);
  });
});
