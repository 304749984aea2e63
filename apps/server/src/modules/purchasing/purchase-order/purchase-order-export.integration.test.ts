import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderSummary } from '@keel/domain';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { PURCHASE_ORDER_STATE_LABELS as PO_STATE_LABELS } from '@keel/domain';
import { userOnShip } from './purchase-order.test-fixtures';
import { readWorkbook, type ReadSheet } from '../../../test/xlsx';

const BASE = '/purchasing/purchase-orders';
const SHEET = 'Purchase orders';

let t: TestApp;
let admin: TestSession;
let master: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [admin, master] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.master)]);
});
afterAll(() => t?.close());

/** Every order the list route answers for `query`, walking its pages in order. */
async function listAll(session: TestSession, query: string): Promise<PurchaseOrderSummary[]> {
  const all: PurchaseOrderSummary[] = [];
  for (let offset = 0; ; offset += 200) {
    const response = await session.get(`${BASE}/?${query}&limit=200&offset=${offset}`);
    const page = response.json() as { page: { total: number } };
    all.push(...dataOf<PurchaseOrderSummary[]>(response));
    if (all.length >= page.page.total) return all;
  }
}

/** The export's rows in the shape of the list's, to compare with it. */
const comparable = (read: ReadSheet) =>
  read.rows.map((r) => ({
    number: r['Number'],
    revision: r['Revision'],
    shipName: r['Ship'],
    vendorName: r['Vendor'],
    state: r['State'],
    currency: r['Currency'],
    total: r['Total'],
    totalBase: r['Total in base currency'],
    lineCount: r['Lines'],
    createdAt: (r['Created (UTC)'] as Date).toISOString(),
  }));

const expected = (orders: PurchaseOrderSummary[]) =>
  orders.map((o) => ({
    number: o.number,
    revision: o.revision,
    shipName: o.shipName,
    vendorName: o.vendorName,
    state: PO_STATE_LABELS[o.state],
    currency: o.currency,
    total: Number(o.total),
    totalBase: Number(o.totalBase),
    lineCount: o.lineCount,
    createdAt: o.createdAt,
  }));

describe('GET /purchasing/purchase-orders/export.xlsx', () => {
  it('exports every order the list finds, in its order, header bold, frozen and filtered, amounts as numbers', async () => {
    const listed = await listAll(admin, 'sort=-createdAt');
    expect(listed.length).toBeGreaterThan(3);
    const response = await admin.get(`${BASE}/export.xlsx`);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="purchase-orders-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const read = await readWorkbook(response, SHEET);
    expect(read.header).toEqual([
      'Number',
      'Revision',
      'Ship',
      'Vendor',
      'State',
      'Currency',
      'Total',
      'Base currency',
      'Total in base currency',
      'Supply from',
      'Supply to',
      'Lines',
      'Vendor response',
      'Created by',
      'Created (UTC)',
    ]);
    expect(comparable(read)).toEqual(expected(listed));
    expect(read.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(read.sheet.getRow(1).font).toMatchObject({ bold: true });
    expect(read.sheet.autoFilter).toBe(`A1:O${listed.length + 1}`);
    const first = read.sheet.getRow(2);
    expect(first.getCell(read.header.indexOf('Total') + 1).numFmt).toBe('#,##0.00');
    expect(first.getCell(read.header.indexOf('Created (UTC)') + 1).numFmt).toBe('yyyy/mm/dd hh:mm');
    const windowed = listed.findIndex((o) => o.supplyFrom !== null);
    expect(windowed).toBeGreaterThanOrEqual(0);
    expect(read.rows[windowed]!['Supply from']).toBe(listed[windowed]!.supplyFrom!.replaceAll('-', '/'));
  });

  it('applies the list’s filters and sort: state, ship, vendor, search', async () => {
    const drafts = await listAll(admin, 'state=DRAFT&sort=number');
    const all = await listAll(admin, 'sort=number');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.length).toBeLessThan(all.length);
    const read = await readWorkbook(await admin.get(`${BASE}/export.xlsx?state=DRAFT&sort=number`), SHEET);
    expect(comparable(read)).toEqual(expected(drafts));
    expect(new Set(read.rows.map((r) => r['State']))).toEqual(new Set(['Draft']));

    const sample = all[0]!;
    const query = `shipId=${sample.shipId}&vendorId=${sample.vendorId}&q=${encodeURIComponent(sample.number)}`;
    const narrowed = await readWorkbook(await admin.get(`${BASE}/export.xlsx?${query}`), SHEET);
    expect(comparable(narrowed)).toEqual(expected(await listAll(admin, query)));
    expect(narrowed.rows.map((r) => r['Number'])).toEqual([sample.number]);
  });

  it('gives a user limited to one ship only that ship’s orders, and refuses another ship', async () => {
    const ships = await shipsByName(t);
    const all = await listAll(admin, 'sort=-createdAt');
    const shipId = all[0]!.shipId;
    const shipName = all[0]!.shipName;
    expect(all.some((o) => o.shipId !== shipId)).toBe(true);
    const reader = await userOnShip(t, admin, shipId, ['get_purchase_orders']);
    const read = await readWorkbook(await reader.get(`${BASE}/export.xlsx`), SHEET);
    expect(read.rows.length).toBe(all.filter((o) => o.shipId === shipId).length);
    expect(new Set(read.rows.map((r) => r['Ship']))).toEqual(new Set([shipName]));
    expect(comparable(read)).toEqual(expected(await listAll(reader, 'sort=-createdAt')));
    const other = ships.all.find((s) => s.id !== shipId)!.id;
    const refused = await reader.get(`${BASE}/export.xlsx?shipId=${other}`);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a user without the purchase-order sidebar permission, or without get_purchase_orders', async () => {
    const denied = await master.get(`${BASE}/export.xlsx`);
    expect(denied.statusCode).toBe(403);
    expect(denied.headers['content-type']).toMatch(/application\/json/);
    const ship = (await listAll(admin, 'sort=-createdAt'))[0]!.shipId;
    const creator = await userOnShip(t, admin, ship, ['create_purchase_order']);
    expect((await creator.get(`${BASE}/export.xlsx?shipId=${ship}`)).statusCode).toBe(403);
  });

  it('answers 400 for an unknown sort field or state, as the list does', async () => {
    expect((await admin.get(`${BASE}/export.xlsx?sort=color`)).statusCode).toBe(400);
    expect((await admin.get(`${BASE}/export.xlsx?state=SHIPPED`)).statusCode).toBe(400);
  });
});
