import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BillSummary } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO } from '../../../test/fixtures';
import { BILL_TOTAL_CAP } from './bill.repo';

/**
 * The bills list counts exactly up to BILL_TOTAL_CAP (10,000) and says `totalCapped` beyond it
 * (docs/lists.md "Capped totals"): at 9,999, at exactly 10,000 and at 10,001 bills of one vendor, the
 * page's total and flag, the page itself (newest first, 25 rows, the last page too) and the uncapped
 * count of `/totals`.
 */
let t: TestApp;
let accountant: TestSession;
let vendorId: string;

type Page = {
  data: BillSummary[];
  page: { total: number; totalCapped?: boolean; counted?: boolean; offset: number };
};

async function addBills(from: number, to: number) {
  await t.db.execute(sql`
    INSERT INTO bills (number, vendor_id, ship_id, vendor_invoice_number, vendor_invoice_key, bill_date, due_date,
      state, currency, base_currency, rate, total, total_base, match_status, notes)
    SELECT 'CAP-' || lpad(g::text, 6, '0'), ${vendorId}, (SELECT id FROM ships ORDER BY name LIMIT 1),
      'CAP-' || g, 'CAP' || g, DATE '2026-01-01' + (g % 300), DATE '2026-01-31' + (g % 300), 'DRAFT', 'USD', 'USD',
      1, 10, 10, 'MATCHED', 'cap test'
    FROM generate_series(${from}::int, ${to}::int) g`);
}

async function page(query = '') {
  const res = await accountant.get(`/accounting/bills?vendorId=${vendorId}&limit=25${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
}

beforeAll(async () => {
  t = await createTestApp();
  accountant = await t.login(DEMO.accountant);
  const created = await t.db.execute<{ id: string }>(sql`
    INSERT INTO vendors (name, code, address_lines, city, country, currency, email)
    VALUES ('Cap Test Chandlers', 'CAPTEST', ARRAY['Quay 1'], 'Rotterdam', 'NL', 'USD', 'cap@test.example')
    RETURNING id`);
  vendorId = created.rows[0]!.id;
});
afterAll(() => t?.close());

describe('bills list capped total', () => {
  it('is exact below and at the cap, capped above it', async () => {
    await addBills(1, BILL_TOTAL_CAP - 1);
    let p = await page();
    expect(p.page.total).toBe(9_999);
    expect(p.page.totalCapped).toBe(false);

    await addBills(BILL_TOTAL_CAP, BILL_TOTAL_CAP);
    p = await page();
    expect(p.page.total).toBe(10_000);
    expect(p.page.totalCapped).toBe(false);

    await addBills(BILL_TOTAL_CAP + 1, BILL_TOTAL_CAP + 1);
    p = await page();
    expect(p.page.total).toBe(10_000);
    expect(p.page.totalCapped).toBe(true);
    // The page itself is still the newest 25, whatever the count says.
    expect(p.data).toHaveLength(25);
    const dates = p.data.map((b) => b.billDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-10-27');

    // Past the cap the pages go on: the last bill (offset 10,000) is reachable. A later page is not
    // counted (the web keeps the first page's total); asked to count, it says capped.
    const last = await page('&offset=10000');
    expect(last.data).toHaveLength(1);
    expect(last.page).toMatchObject({ total: 10_001, counted: false });
    expect((await page('&offset=10000&count=true')).page).toMatchObject({ total: 10_000, totalCapped: true });

    // The totals call counts every bill, uncapped.
    const totals = await accountant.get(`/accounting/bills/totals?vendorId=${vendorId}`);
    expect(totals.statusCode).toBe(200);
    expect((totals.json() as { data: { count: number; totalBase: string } }).data).toMatchObject({
      count: 10_001,
      totalBase: '100010',
    });
  });
});
