import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BunkerSupplier } from '@keel/domain';
import { API, createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, unique } from '../../../test/fixtures';

/**
 * Every bunker-supplier route against the sidebar permission `operation.bunkering_suppliers`: the
 * admin, superintendent and purchaser hold it; the master and the accountant do not. Suppliers are
 * company master data (no ship), so there is no per-ship case.
 */
let t: TestApp;
const sessions: Record<string, TestSession> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(DEMO)) sessions[key] = await t.login(email);
});
afterAll(() => t?.close());

type Call = (
  s: TestSession,
  supplier: BunkerSupplier,
) => Promise<{ statusCode: number; json: () => unknown }>;
const price = {
  portLocode: 'NLRTM',
  grade: 'MGO',
  price: '650.00',
  validFrom: '2026-01-05',
  source: 'Supplier quotation',
};

const routes: [string, Call, number][] = [
  ['GET /bunker-suppliers/', (s) => s.get('/bunker-suppliers/'), 200],
  ['GET /bunker-suppliers/ports/', (s) => s.get('/bunker-suppliers/ports/'), 200],
  [
    'POST /bunker-suppliers/',
    (s) => s.post('/bunker-suppliers/', { name: unique('Perm'), country: 'NL' }),
    201,
  ],
  ['GET /bunker-suppliers/:id', (s, b) => s.get(`/bunker-suppliers/${b.id}`), 200],
  [
    'PATCH /bunker-suppliers/:id',
    (s, b) => s.patch(`/bunker-suppliers/${b.id}`, { version: b.version, notes: unique('n') }),
    200,
  ],
  ['GET /bunker-suppliers/:id/prices', (s, b) => s.get(`/bunker-suppliers/${b.id}/prices`), 200],
  ['POST /bunker-suppliers/:id/prices', (s, b) => s.post(`/bunker-suppliers/${b.id}/prices`, price), 201],
  [
    'DELETE /bunker-suppliers/:id/prices/:priceId',
    async (s, b) => {
      const added = dataOf<{ id: string }>(
        await sessions.admin!.post(`/bunker-suppliers/${b.id}/prices`, price),
      );
      return s.delete(`/bunker-suppliers/${b.id}/prices/${added.id}`);
    },
    204,
  ],
  ['DELETE /bunker-suppliers/:id', (s, b) => s.delete(`/bunker-suppliers/${b.id}?version=${b.version}`), 204],
];

const fresh = async () =>
  dataOf<BunkerSupplier>(
    await sessions.admin!.post('/bunker-suppliers/', {
      name: unique('Matrix'),
      country: 'NL',
      ports: [{ locode: 'NLRTM', portName: 'Rotterdam' }],
    }),
  );

describe('bunker supplier permission matrix', () => {
  for (const [name, call, ok] of routes) {
    it(`${name}: allowed for admin, superintendent and purchaser`, async () => {
      for (const who of ['admin', 'superintendent', 'purchaser']) {
        const response = await call(sessions[who]!, await fresh());
        expect(response.statusCode, `${who} ${name}`).toBe(ok);
      }
    });

    it(`${name}: 403 naming the permission for master and accountant, writing nothing`, async () => {
      const supplier = await fresh();
      for (const who of ['master', 'accountant']) {
        const response = await call(sessions[who]!, supplier);
        expect(response.statusCode, `${who} ${name}`).toBe(403);
        expect(response.json()).toEqual({ message: 'Missing permission: operation.bunkering_suppliers' });
      }
      const after = dataOf<BunkerSupplier>(await sessions.admin!.get(`/bunker-suppliers/${supplier.id}`));
      expect(after.version).toBe(1);
      // The price-delete call adds one price (as admin) per attempt before trying to delete it.
      const kept = name.includes(':priceId') ? 2 : 0;
      expect((await sessions.admin!.get(`/bunker-suppliers/${supplier.id}/prices`)).json().page.total).toBe(
        kept,
      );
    });
  }

  it('answers 401 without a token', async () => {
    const response = await t.inject({ method: 'GET', url: `${API}/bunker-suppliers/` });
    expect(response.statusCode).toBe(401);
  });
});
