import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@keel/domain';
import { API, createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, unique } from '../../../test/fixtures';

/**
 * Every customer route against the sidebar permission `accounting.customers`: the admin and the
 * accountant hold it; superintendent, purchaser and master do not. Customers have no ship.
 */
let t: TestApp;
const sessions: Record<string, TestSession> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(DEMO)) sessions[key] = await t.login(email);
});
afterAll(() => t?.close());

const body = () => ({
  name: unique('Matrix customer'),
  addressLines: ['Quay 1'],
  city: 'Piraeus',
  country: 'GR',
  taxId: null,
  currency: 'EUR',
});
type Call = (s: TestSession, c: Customer) => Promise<{ statusCode: number; json: () => unknown }>;
const routes: [string, Call, number][] = [
  ['GET /customers/', (s) => s.get('/customers/'), 200],
  ['POST /customers/', (s) => s.post('/customers/', body()), 201],
  ['GET /customers/:id', (s, c) => s.get(`/customers/${c.id}`), 200],
  [
    'PATCH /customers/:id',
    (s, c) => s.patch(`/customers/${c.id}`, { version: c.version, notes: unique('n') }),
    200,
  ],
  ['DELETE /customers/:id', (s, c) => s.delete(`/customers/${c.id}?version=${c.version}`), 204],
];
const fresh = async () => dataOf<Customer>(await sessions.admin!.post('/customers/', body()));

describe('customer permission matrix', () => {
  for (const [name, call, ok] of routes) {
    it(`${name}: allowed for admin and accountant`, async () => {
      for (const who of ['admin', 'accountant'])
        expect((await call(sessions[who]!, await fresh())).statusCode, who).toBe(ok);
    });

    it(`${name}: 403 naming the permission for superintendent, purchaser and master, writing nothing`, async () => {
      const customer = await fresh();
      const total = (await sessions.admin!.get('/customers/')).json().page.total;
      for (const who of ['superintendent', 'purchaser', 'master']) {
        const response = await call(sessions[who]!, customer);
        expect(response.statusCode, who).toBe(403);
        expect(response.json()).toEqual({ message: 'Missing permission: accounting.customers' });
      }
      expect(dataOf<Customer>(await sessions.admin!.get(`/customers/${customer.id}`)).version).toBe(1);
      expect((await sessions.admin!.get('/customers/')).json().page.total).toBe(total);
    });
  }

  it('answers 401 without a token', async () => {
    expect((await t.inject({ method: 'GET', url: `${API}/customers/` })).statusCode).toBe(401);
  });
});
