import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Budget, BudgetDetail, ExpenseCategory } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { auditOf, budgetBody, categoriesByCode, scopedUser } from '../purchasing.test-fixtures';
import { budgetFor, budgetsForShip } from './budget.service';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let accountant: TestSession;
let master: TestSession;
let superintendent: TestSession;
let auroraOnly: TestSession;
let cat: (code: string) => ExpenseCategory;
let ship: (name: string) => { id: string };
const YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, accountant, master, superintendent] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.accountant),
    t.login(DEMO.master),
    t.login(DEMO.superintendent),
  ]);
  cat = await categoriesByCode(admin);
  ship = (await shipsByName(t)).byName;
  auroraOnly = await scopedUser(t, admin, ship('Keel Aurora').id, ['purchasing.budget']);
});
afterAll(() => t?.close());

const revise = (s: TestSession, b: { id: string; version: number }, body: Record<string, unknown> = {}) =>
  s.post(`/purchasing/budgets/${b.id}/revisions`, {
    version: b.version,
    currency: 'USD',
    amount: '13200.00',
    months: Array(12).fill('1100.00'),
    reason: 'Extra paint for hull blasting',
    ...body,
  });

describe('budgets: permission matrix', () => {
  it('lets the purchaser, the accountant and an administrator use every route', async () => {
    for (const [i, s] of [purchaser, accountant, admin].entries()) {
      expect((await s.get('/purchasing/budgets/')).statusCode).toBe(200);
      const created = dataOf<BudgetDetail>(
        await s.post(
          '/purchasing/budgets/',
          budgetBody(ship('Keel Cassiopeia').id, cat('110').id, { year: 2040 + i }),
        ),
      );
      expect((await s.get(`/purchasing/budgets/${created.id}`)).statusCode).toBe(200);
      expect((await revise(s, created)).statusCode).toBe(200);
    }
  });

  it('refuses the master and the superintendent (no purchasing.budget) on every route', async () => {
    const budget = dataOf<Budget[]>(await admin.get('/purchasing/budgets/?limit=1'))[0]!;
    for (const s of [master, superintendent]) {
      for (const a of [
        await s.get('/purchasing/budgets/'),
        await s.post('/purchasing/budgets/', budgetBody(ship('Keel Aurora').id, cat('120').id)),
        await s.get(`/purchasing/budgets/${budget.id}`),
        await revise(s, budget),
      ]) {
        expect(a.statusCode).toBe(403);
        expect(a.json().message).toBe('Missing permission: purchasing.budget');
      }
    }
  });

  it("keeps a user to his ships: another ship's budget is 403, lists hold his ships only", async () => {
    const list = (await auroraOnly.get(`/purchasing/budgets/?year=${YEAR}&limit=100`)).json();
    expect(list.page.total).toBe(7);
    expect(new Set(list.data.map((b: Budget) => b.shipName))).toEqual(new Set(['Keel Aurora']));
    const other = dataOf<Budget[]>(
      await admin.get(`/purchasing/budgets/?shipId=${ship('Keel Fornax').id}&limit=1`),
    )[0]!;
    for (const a of [
      await auroraOnly.get(`/purchasing/budgets/${other.id}`),
      await revise(auroraOnly, other),
      await auroraOnly.post('/purchasing/budgets/', budgetBody(ship('Keel Fornax').id, cat('120').id)),
      await auroraOnly.get(`/purchasing/budgets/?shipId=${ship('Keel Fornax').id}`),
    ]) {
      expect(a.statusCode).toBe(403);
      expect(a.json().message).toBe('You have no access to this ship');
    }
    const own = await auroraOnly.post(
      '/purchasing/budgets/',
      budgetBody(ship('Keel Aurora').id, cat('120').id),
    );
    expect(own.statusCode).toBe(201);
  });
});

describe('budgets: records', () => {
  it('holds the demo budgets: every ship and main category this year, split unevenly', async () => {
    const all = (await purchaser.get(`/purchasing/budgets/?year=${YEAR}&limit=100`)).json();
    expect(all.page.total).toBe(42);
    const borealis = dataOf<Budget[]>(
      await purchaser.get(
        `/purchasing/budgets/?year=${YEAR}&shipId=${ship('Keel Borealis').id}&categoryId=${cat('700').id}`,
      ),
    )[0]!;
    expect(borealis.months[4]).not.toBe(borealis.months[0]);
    const may = Number(borealis.months[4]);
    expect(borealis.months.every((m) => Number(m) <= may)).toBe(true);
  });

  it('creates a budget with an uneven split as revision 1 and audits it', async () => {
    const response = await purchaser.post(
      '/purchasing/budgets/',
      budgetBody(ship('Keel Dorado').id, cat('210').id),
    );
    expect(response.statusCode).toBe(201);
    const b = response.json().data as BudgetDetail;
    expect(b).toMatchObject({
      shipName: 'Keel Dorado',
      categoryCode: '210',
      categoryName: 'Main engine',
      year: 2031,
      amount: '12000.00',
      revision: 1,
      version: 1,
    });
    expect(b.months).toEqual(['500.00', '500.00', '500.00', '500.00', '6500.00', ...Array(7).fill('500.00')]);
    expect(b.revisions).toEqual([
      expect.objectContaining({ revision: 1, reason: 'Initial budget', createdByName: 'Priya Nair' }),
    ]);
    const audit = await auditOf(admin, 'budget', b.id);
    expect(audit[0]).toMatchObject({ action: 'create', shipId: ship('Keel Dorado').id });
  });

  it('answers 409 for a second budget of the same ship, category and year', async () => {
    const body = budgetBody(ship('Keel Eridanus').id, cat('220').id);
    expect((await purchaser.post('/purchasing/budgets/', body)).statusCode).toBe(201);
    const again = await accountant.post('/purchasing/budgets/', {
      ...body,
      amount: '1200',
      months: Array(12).fill('100'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Keel Eridanus already has a 2031 budget for 220 Auxiliary engines; revise that one',
    );
  });

  it('answers 400 naming months when they do not add up, and names other fields', async () => {
    const body = budgetBody(ship('Keel Aurora').id, cat('230').id, { amount: '12000.01' });
    const mismatch = await purchaser.post('/purchasing/budgets/', body);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toEqual([
      {
        field: 'months',
        message: 'The months add up to 12000.00, not the budget amount 12000.01 (difference 0.01)',
      },
    ]);
    expect(mismatch.json().message).toMatch(/^Months: /);
    const cases: [Record<string, unknown>, string][] = [
      [{ months: Array(11).fill('1000') }, 'months'],
      [{ amount: '12,000' }, 'amount'],
      [{ amount: '12000.005' }, 'amount'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ year: 1999 }, 'year'],
      [{ shipId: 'Aurora' }, 'shipId'],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 'categoryId'],
      [{ shipId: '00000000-0000-4000-8000-000000000000' }, 'shipId'],
    ];
    for (const [patch, field] of cases) {
      const response = await admin.post('/purchasing/budgets/', { ...body, amount: '12000.00', ...patch });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('revises with a reason: a new current revision, the history kept, stale versions refused', async () => {
    const b = dataOf<BudgetDetail>(
      await purchaser.post('/purchasing/budgets/', budgetBody(ship('Keel Fornax').id, cat('240').id)),
    );
    const noReason = await revise(purchaser, b, { reason: '' });
    expect(noReason.json().details[0].field).toBe('reason');
    const badSum = await revise(purchaser, b, { amount: '13200.01' });
    expect(badSum.json().details[0].field).toBe('months');
    const revised = dataOf<BudgetDetail>(await revise(purchaser, b));
    expect(revised).toMatchObject({ amount: '13200.00', revision: 2, version: 2 });
    expect(revised.revisions.map((r) => [r.revision, r.amount, r.reason])).toEqual([
      [2, '13200.00', 'Extra paint for hull blasting'],
      [1, '12000.00', 'Initial budget'],
    ]);
    expect(revised.revisions[1]!.months[4]).toBe('6500.00');
    const stale = await revise(accountant, b);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Budget was changed by someone else; reload it and try again');
    const audit = await auditOf(admin, 'budget', b.id);
    expect(audit.map((a) => a.action)).toEqual(['revise', 'create']);
    expect(audit[0]!.before).toMatchObject({ amount: '12000.00', revision: 1 });
    expect(audit[0]!.after).toMatchObject({
      amount: '13200.00',
      revision: 2,
      reason: 'Extra paint for hull blasting',
    });
  });

  it('filters by ship, year and category, searches and sorts on the server', async () => {
    const q = (await purchaser.get(`/purchasing/budgets/?year=${YEAR}&q=lubricants&sort=-amount`)).json();
    expect(q.page.total).toBe(6);
    const amounts = q.data.map((b: Budget) => Number(b.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const byCat = (
      await purchaser.get(`/purchasing/budgets/?categoryId=${cat('400').id}&shipId=${ship('Keel Aurora').id}`)
    ).json();
    expect(byCat.data.map((b: Budget) => [b.shipName, b.categoryCode, b.year])).toEqual([
      ['Keel Aurora', '400', YEAR],
    ]);
    expect((await purchaser.get('/purchasing/budgets/?year=20x')).statusCode).toBe(400);
    expect((await purchaser.get('/purchasing/budgets/?sort=secret')).statusCode).toBe(400);
  });

  it('refuses an inactive category and answers 404 for an unknown budget', async () => {
    const off = await admin.post('/purchasing/expense-categories/', {
      code: '990',
      name: 'Retired',
      parentId: null,
    });
    const retired = off.json().data as ExpenseCategory;
    await admin.patch(`/purchasing/expense-categories/${retired.id}`, { version: 1, active: false });
    const response = await purchaser.post(
      '/purchasing/budgets/',
      budgetBody(ship('Keel Aurora').id, retired.id),
    );
    expect(response.json().details).toEqual([{ field: 'categoryId', message: '990 Retired is inactive' }]);
    expect((await purchaser.get('/purchasing/budgets/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('serves other modules: budgetFor and budgetsForShip at the current revision', async () => {
    const aurora = ship('Keel Aurora').id;
    const lub = await budgetFor(t.db, aurora, cat('400').id, YEAR);
    expect(lub).toMatchObject({
      shipId: aurora,
      categoryCode: '400',
      currency: 'USD',
      amount: '165000.00',
      revision: 1,
    });
    expect(await budgetFor(t.db, aurora, cat('410').id, YEAR)).toBeNull();
    const all = await budgetsForShip(t.db, aurora, YEAR);
    expect(all.map((b) => b.categoryCode)).toEqual(['100', '200', '300', '400', '500', '600', '700']);
  });
});
