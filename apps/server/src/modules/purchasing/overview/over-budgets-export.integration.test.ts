import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverBudgets } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { insertOrder } from '../delivery/delivery.test-fixtures';
import { readWorkbook } from '../../../test/xlsx';

let t: TestApp;
let accountant: TestSession;
let master: TestSession;
const YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  [accountant, master] = await Promise.all([t.login(DEMO.accountant), t.login(DEMO.master)]);
});
afterAll(() => t?.close());

const view = async (year: number) =>
  dataOf<OverBudgets>(await accountant.get(`/purchasing/over-budgets/?year=${year}`));

/** The view's entries as the export writes them. */
const expected = (items: OverBudgets['items']) =>
  items.map((i) => ({
    Ship: i.shipName,
    'Category code': i.categoryCode,
    Category: i.categoryName ?? (i.categoryId ? null : 'No category'),
    Kind: i.kind === 'over' ? 'Over budget' : 'To resolve',
    Currency: i.currency,
    Budget: i.budget === null ? null : Number(i.budget),
    Committed: Number(i.committed),
    'Over by': i.excess === null ? null : Number(i.excess),
    Message: i.message,
  }));

describe('GET /purchasing/over-budgets/export.xlsx', () => {
  it('exports the rows of the over-budget view of the year: the demo case, with amounts as numbers', async () => {
    const items = (await view(YEAR)).items;
    expect(items.filter((i) => i.kind === 'over')).toHaveLength(1);
    const response = await accountant.get(`/purchasing/over-budgets/export.xlsx?year=${YEAR}`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="over-budgets-${YEAR}.xlsx"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const read = await readWorkbook(response, 'Over budgets');
    expect(read.header).toEqual([
      'Ship',
      'Category code',
      'Category',
      'Kind',
      'Currency',
      'Budget',
      'Committed',
      'Over by',
      'Message',
    ]);
    expect(read.rows).toEqual(expected(items));
    expect(read.rows.find((r) => r['Kind'] === 'Over budget')!['Over by']).toBeGreaterThan(0);
    expect(read.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(read.sheet.getRow(1).font).toMatchObject({ bold: true });
    expect(read.sheet.autoFilter).toBe(`A1:I${items.length + 1}`);
    expect(read.sheet.getRow(2).getCell(7).numFmt).toBe('#,##0.00');
  });

  it('writes the entries to resolve too (no category), and an empty year as the header only', async () => {
    const dorado = (await shipsByName(t)).byName('Keel Dorado').id;
    await insertOrder(t.db, {
      shipId: dorado,
      categoryId: null,
      lines: [{ description: 'Courier fee', quantity: '1', unitPrice: '45' }],
    });
    const items = (await view(YEAR)).items;
    expect(items.some((i) => i.kind === 'error' && i.categoryId === null)).toBe(true);
    const read = await readWorkbook(
      await accountant.get(`/purchasing/over-budgets/export.xlsx?year=${YEAR}`),
      'Over budgets',
    );
    expect(read.rows).toEqual(expected(items));
    expect(read.rows).toContainEqual(
      expect.objectContaining({ Kind: 'To resolve', Category: 'No category', 'Over by': null }),
    );
    const empty = await accountant.get(`/purchasing/over-budgets/export.xlsx?year=${YEAR - 5}`);
    expect(empty.headers['content-disposition']).toBe(`attachment; filename="over-budgets-${YEAR - 5}.xlsx"`);
    expect((await readWorkbook(empty, 'Over budgets')).rows).toEqual([]);
  });

  it('refuses a user without get_purchase_orders, as the view does', async () => {
    const denied = await master.get(`/purchasing/over-budgets/export.xlsx?year=${YEAR}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Missing action get_purchase_orders');
    expect((await accountant.get('/purchasing/over-budgets/export.xlsx?year=1999')).statusCode).toBe(400);
  });
});
