import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseCategory } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { auditOf, budgetBody, categoriesByCode } from '../purchasing.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let accountant: TestSession;
let master: TestSession;
let cat: (code: string) => ExpenseCategory;
beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, accountant, master] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.accountant),
    t.login(DEMO.master),
  ]);
  cat = await categoriesByCode(admin);
});
afterAll(() => t?.close());

const create = async (s: TestSession, body: Record<string, unknown>) =>
  dataOf<ExpenseCategory>(await s.post('/purchasing/expense-categories/', body));

describe('expense categories: permission matrix', () => {
  it('lets the purchaser and an administrator read and change the tree', async () => {
    for (const [i, s] of [purchaser, admin].entries()) {
      expect((await s.get('/purchasing/expense-categories/tree')).statusCode).toBe(200);
      expect((await s.get('/purchasing/expense-categories/?q=paint')).statusCode).toBe(200);
      const created = await create(s, { code: `91${i}`, name: 'Probe' });
      expect((await s.get(`/purchasing/expense-categories/${created.id}`)).statusCode).toBe(200);
      expect(
        (await s.patch(`/purchasing/expense-categories/${created.id}`, { version: 1, name: 'Probe 2' }))
          .statusCode,
      ).toBe(200);
      expect((await s.delete(`/purchasing/expense-categories/${created.id}?version=2`)).statusCode).toBe(204);
    }
  });

  it('lets the accountant (purchasing.budget) read but not change the tree', async () => {
    expect((await accountant.get('/purchasing/expense-categories/tree')).statusCode).toBe(200);
    expect((await accountant.get('/purchasing/expense-categories/')).statusCode).toBe(200);
    expect((await accountant.get(`/purchasing/expense-categories/${cat('100').id}`)).statusCode).toBe(200);
    for (const a of [
      await accountant.post('/purchasing/expense-categories/', { code: '999', name: 'Nope' }),
      await accountant.patch(`/purchasing/expense-categories/${cat('100').id}`, { version: 1, name: 'Nope' }),
      await accountant.delete(`/purchasing/expense-categories/${cat('130').id}?version=1`),
    ]) {
      expect(a.statusCode).toBe(403);
      expect(a.json().message).toBe('Missing permission: purchasing.expense_category');
    }
  });

  it('refuses the master on every route', async () => {
    for (const a of [
      await master.get('/purchasing/expense-categories/tree'),
      await master.get('/purchasing/expense-categories/'),
      await master.get(`/purchasing/expense-categories/${cat('100').id}`),
      await master.post('/purchasing/expense-categories/', { code: '998', name: 'Nope' }),
      await master.patch(`/purchasing/expense-categories/${cat('100').id}`, { version: 1, name: 'Nope' }),
      await master.delete(`/purchasing/expense-categories/${cat('130').id}?version=1`),
    ])
      expect(a.statusCode).toBe(403);
  });
});

describe('expense categories: the tree', () => {
  it('holds the demo tree ordered by code, with budget counts', async () => {
    const tree = dataOf<ExpenseCategory[]>(await purchaser.get('/purchasing/expense-categories/tree'));
    const mains = tree.filter((c) => c.parentId === null).map((c) => `${c.code} ${c.name}`);
    expect(mains).toEqual([
      '100 Deck stores',
      '200 Engine spares',
      '300 Provisions',
      '400 Lubricants',
      '500 Chemicals',
      '600 Safety',
      '700 Services & repairs',
    ]);
    expect(cat('110')).toMatchObject({ name: 'Paints & coatings', parentId: cat('100').id });
    expect(cat('200').budgetCount).toBe(6);
    const roots = (
      await purchaser.get('/purchasing/expense-categories/?parentId=root&limit=3&sort=-code')
    ).json();
    expect(roots.page.total).toBe(7);
    expect(roots.data.map((c: ExpenseCategory) => c.code)).toEqual(['700', '600', '500']);
  });

  it('creates a sub-category under a parent; codes are unique (409) and fields named (400)', async () => {
    const child = await create(purchaser, { code: '250', name: 'Deck machinery', parentId: cat('200').id });
    expect(child).toMatchObject({ code: '250', parentId: cat('200').id, active: true, budgetCount: 0 });
    expect((await auditOf(admin, 'expense_category', child.id)).map((a) => a.action)).toEqual(['create']);
    const duplicate = await purchaser.post('/purchasing/expense-categories/', { code: '250', name: 'Again' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('An expense category with the code 250 already exists');
    const cases: [Record<string, unknown>, string][] = [
      [{ code: '', name: 'x' }, 'code'],
      [{ code: '2 5', name: 'x' }, 'code'],
      [{ code: '251' }, 'name'],
      [{ code: '252', name: 'x', parentId: 'nope' }, 'parentId'],
      [{ code: '253', name: 'x', parentId: '00000000-0000-4000-8000-000000000000' }, 'parentId'],
    ];
    for (const [body, field] of cases) {
      const response = await purchaser.post('/purchasing/expense-categories/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('moves a branch but refuses a cycle, naming parentId', async () => {
    const top = await create(purchaser, { code: '800', name: 'Communications' });
    const mid = await create(purchaser, { code: '810', name: 'Satellite airtime', parentId: top.id });
    const leaf = await create(purchaser, { code: '811', name: 'VSAT', parentId: mid.id });
    for (const parentId of [top.id, mid.id, leaf.id]) {
      const response = await purchaser.patch(`/purchasing/expense-categories/${top.id}`, {
        version: 1,
        parentId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('parentId');
    }
    const cycle = await purchaser.patch(`/purchasing/expense-categories/${top.id}`, {
      version: 1,
      parentId: leaf.id,
    });
    expect(cycle.json().message).toMatch(/cycle/);
    const moved = await purchaser.patch(`/purchasing/expense-categories/${mid.id}`, {
      version: 1,
      parentId: cat('700').id,
    });
    expect(moved.json().data).toMatchObject({ parentId: cat('700').id, version: 2 });
    const toRoot = await purchaser.patch(`/purchasing/expense-categories/${leaf.id}`, {
      version: 1,
      parentId: null,
    });
    expect(toRoot.json().data.parentId).toBeNull();
    expect((await auditOf(admin, 'expense_category', mid.id)).map((a) => a.action)).toEqual([
      'move',
      'create',
    ]);
  });

  it('deactivates a branch with its sub-categories; a child comes back only under an active parent', async () => {
    const top = await create(purchaser, { code: '850', name: 'Crew welfare' });
    const child = await create(purchaser, { code: '851', name: 'Library & films', parentId: top.id });
    const off = await purchaser.patch(`/purchasing/expense-categories/${top.id}`, {
      version: 1,
      active: false,
    });
    expect(off.json().data.active).toBe(false);
    const childNow = dataOf<ExpenseCategory>(
      await purchaser.get(`/purchasing/expense-categories/${child.id}`),
    );
    expect(childNow).toMatchObject({ active: false, version: 2 });
    expect((await auditOf(admin, 'expense_category', child.id)).map((a) => a.action)).toEqual([
      'deactivate',
      'create',
    ]);
    const early = await purchaser.patch(`/purchasing/expense-categories/${child.id}`, {
      version: 2,
      active: true,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().details[0].field).toBe('active');
    const under = await purchaser.post('/purchasing/expense-categories/', {
      code: '852',
      name: 'Gym',
      parentId: top.id,
    });
    expect(under.json().details[0].field).toBe('parentId');
    expect(
      (await purchaser.patch(`/purchasing/expense-categories/${top.id}`, { version: 2, active: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await purchaser.patch(`/purchasing/expense-categories/${child.id}`, { version: 2, active: true }))
        .statusCode,
    ).toBe(200);
  });

  it('never deletes a category a budget uses, nor one with sub-categories; stale versions are 409', async () => {
    const used = await purchaser.delete(`/purchasing/expense-categories/${cat('300').id}?version=1`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/^300 Provisions is used by 6 budgets: deactivate it instead/);
    const { byName } = await shipsByName(t);
    const leaf = await create(purchaser, { code: '860', name: 'Spare leaf' });
    dataOf(await admin.post('/purchasing/budgets/', budgetBody(byName('Keel Aurora').id, leaf.id)));
    expect((await purchaser.delete(`/purchasing/expense-categories/${leaf.id}?version=1`)).statusCode).toBe(
      409,
    );
    const off = await purchaser.patch(`/purchasing/expense-categories/${leaf.id}`, {
      version: 1,
      active: false,
    });
    expect(off.json().data).toMatchObject({ active: false, budgetCount: 1 });
    const branch = await create(purchaser, { code: '870', name: 'Branch' });
    await create(purchaser, { code: '871', name: 'Twig', parentId: branch.id });
    const parent = await purchaser.delete(`/purchasing/expense-categories/${branch.id}?version=1`);
    expect(parent.statusCode).toBe(409);
    expect(parent.json().message).toMatch(/has sub-categories/);
    const stale = await purchaser.patch(`/purchasing/expense-categories/${cat('120').id}`, {
      version: 9,
      name: 'Ropes',
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await purchaser.delete(`/purchasing/expense-categories/${cat('130').id}?version=9`)).statusCode,
    ).toBe(409);
    expect((await purchaser.delete(`/purchasing/expense-categories/${cat('130').id}`)).statusCode).toBe(400);
  });
});
