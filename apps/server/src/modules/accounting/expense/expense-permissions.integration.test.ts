import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expense } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, GOOD_PASSWORD, createRole, createUser, dataOf, shipsByName } from '../../../test/fixtures';
import { SAMPLE_PDF } from '../../fleet/certificate/certificate.fixtures';
import { createExpense, expenseBody, optionsOf, uploadReceipt } from './expense.fixtures';

/**
 * Every expense route against the sidebar permission `accounting.expenses` and the ship scope: admin
 * and accountant may; purchaser and master (no permission) get 403 and write nothing; a user holding
 * the permission on one ship only sees and writes that ship's expenses.
 */
let t: TestApp;
const s: Record<string, TestSession> = {};
let aurora: string;
let other: string;
let category: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries(DEMO)) s[key] = await t.login(email);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  other = ships.all.find((x) => x.id !== aurora)!.id;
  category = (await optionsOf(s.admin!)).categories[0]!.id;
  const role = await createRole(s.admin!, { sidebar: ['accounting.expenses'], actions: [] });
  const user = await createUser(s.admin!, { assignments: [{ roleId: role.id, shipId: aurora }] });
  s.scoped = await t.login(user.email, GOOD_PASSWORD);
});
afterAll(() => t?.close());

type Res = { statusCode: number };
const routes: [string, (x: TestSession, e: Expense) => Promise<Res>, number][] = [
  ['GET list', (x) => x.get('/accounting/expenses'), 200],
  ['GET totals', (x) => x.get('/accounting/expenses/totals'), 200],
  ['GET options', (x) => x.get('/accounting/expenses/options'), 200],
  ['GET export', (x) => x.get('/accounting/expenses/export.xlsx'), 200],
  ['POST', (x) => x.post('/accounting/expenses', expenseBody(aurora, category)), 201],
  ['GET one', (x, e) => x.get(`/accounting/expenses/${e.id}`), 200],
  [
    'PATCH',
    (x, e) => x.patch(`/accounting/expenses/${e.id}`, { version: e.version, description: 'Changed' }),
    200,
  ],
  ['POST receipt', (x, e) => uploadReceipt(x, e.id, e.version, { name: 'r.pdf', content: SAMPLE_PDF }), 200],
  ['DELETE', (x, e) => x.delete(`/accounting/expenses/${e.id}?version=${e.version}`), 204],
];

describe('expense permissions', () => {
  it.each(['admin', 'accountant', 'scoped'])('%s may use every route on his ships', async (who) => {
    for (const [name, call, status] of routes) {
      const e = await createExpense(s.admin!, aurora, category);
      const response = await call(s[who]!, e);
      expect(response.statusCode, `${who} ${name}`).toBe(status);
    }
  });

  it.each(['purchaser', 'master', 'superintendent'])(
    '%s without accounting.expenses gets 403',
    async (who) => {
      for (const [name, call] of routes) {
        const e = await createExpense(s.admin!, aurora, category);
        expect((await call(s[who]!, e)).statusCode, `${who} ${name}`).toBe(403);
        expect(dataOf<Expense>(await s.admin!.get(`/accounting/expenses/${e.id}`)).version, name).toBe(1);
      }
    },
  );

  it("keeps a one-ship user to his ship's expenses", async () => {
    const elsewhere = await createExpense(s.admin!, other, category, { description: 'Other ship only' });
    const mine = await createExpense(s.admin!, aurora, category);
    const list = dataOf<Expense[]>(await s.scoped!.get('/accounting/expenses?limit=200'));
    expect(list.every((e) => e.shipId === aurora)).toBe(true);
    expect(list.map((e) => e.id)).toContain(mine.id);
    expect((await s.scoped!.get(`/accounting/expenses/${elsewhere.id}`)).statusCode).toBe(403);
    expect((await s.scoped!.get(`/accounting/expenses/${elsewhere.id}/receipt`)).statusCode).toBe(403);
    expect((await s.scoped!.get(`/accounting/expenses?shipId=${other}`)).statusCode).toBe(403);
    expect((await s.scoped!.post('/accounting/expenses', expenseBody(other, category))).statusCode).toBe(403);
    const moved = await s.scoped!.patch(`/accounting/expenses/${mine.id}`, { version: 1, shipId: other });
    expect(moved.statusCode).toBe(403);
    const activity = await s.scoped!.get(`/activity/expense/${elsewhere.id}`);
    expect(activity.statusCode).toBe(403);
    expect((await optionsOf(s.scoped!)).ships.map((x) => x.id)).toEqual([aurora]);
  });
});
