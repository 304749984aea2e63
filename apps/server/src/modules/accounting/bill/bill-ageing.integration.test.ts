import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { ApAgeingRow } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf } from '../../../test/fixtures';
import { ships } from '../../fleet/ship.table';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { ageingFromRollUp, ageingRolledUp } from './bill-ageing.repo';
import { ageing, type BillFilter } from './bill.repo';
import { bills } from './bill.table';

/**
 * The AP ageing roll-up (`ap_open_balances`, kept by a trigger on bills) gives the same answer as the plain
 * query over every open bill, after inserts, payments, state changes, a moved due date and a deletion, for
 * the whole fleet, one ship, some ships and one vendor; the route answers from it.
 */
let t: TestApp;
let accountant: TestSession;
let shipIds: string[];
let vendorIds: string[];
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  accountant = await t.login(DEMO.accountant);
  shipIds = (await t.db.select({ id: ships.id }).from(ships).limit(3)).map((s) => s.id);
  vendorIds = (await t.db.select({ id: vendors.id }).from(vendors).limit(3)).map((v) => v.id);
});
afterAll(() => t?.close());

const STATES = ['POSTED', 'PARTIALLY_PAID', 'PAID', 'DRAFT', 'REVERSED'] as const;

async function both(f: BillFilter) {
  expect(ageingFromRollUp(f)).toBe(true);
  const [fast, plain] = [await ageingRolledUp(t.db, f), await ageing(t.db, f)];
  const money = ['current', 'd1to30', 'd31to60', 'd61to90', 'over90', 'total'] as const;
  const norm = (rows: typeof plain) =>
    rows.map((r) => ({ ...r, ...Object.fromEntries(money.map((k) => [k, Number(r[k]).toFixed(4)])) }));
  return { fast: norm(fast), plain: norm(plain) };
}

describe('AP ageing roll-up', () => {
  it('equals the plain query after every kind of write', async () => {
    const values = Array.from({ length: 40 }, (_, i) => ({
      number: `AGE-${i}`,
      vendorId: vendorIds[i % vendorIds.length]!,
      shipId: shipIds[i % shipIds.length]!,
      vendorInvoiceNumber: `AGE-${i}`,
      vendorInvoiceKey: `AGE${i}`,
      billDate: day(-130 + i * 4),
      dueDate: day(-100 + i * 4),
      state: STATES[i % STATES.length]!,
      currency: i % 4 === 0 ? 'EUR' : 'USD',
      baseCurrency: 'USD',
      rate: i % 4 === 0 ? '1.0833333333' : '1',
      total: `${100 + i * 7}.35`,
      totalBase: '0',
      paidAmount: i % 5 === 1 ? '40' : '0',
    }));
    const inserted = await t.db.insert(bills).values(values).returning({ id: bills.id });
    const fleet: BillFilter = { shipIds: null, today };
    let r = await both(fleet);
    expect(r.plain.length).toBeGreaterThan(0);
    expect(r.fast).toEqual(r.plain);

    // A payment, a bill paid off, one reversed, a due date moved, a posted draft, one deleted.
    const id = (i: number) => inserted[i]!.id;
    await t.db
      .update(bills)
      .set({ paidAmount: '50.35' })
      .where(eq(bills.id, id(0)));
    await t.db
      .update(bills)
      .set({ state: 'PAID', paidAmount: '107.35' })
      .where(eq(bills.id, id(1)));
    await t.db
      .update(bills)
      .set({ state: 'REVERSED' })
      .where(eq(bills.id, id(5)));
    await t.db
      .update(bills)
      .set({ dueDate: day(-3) })
      .where(eq(bills.id, id(10)));
    await t.db
      .update(bills)
      .set({ state: 'POSTED' })
      .where(eq(bills.id, id(3)));
    await t.db.delete(bills).where(inArray(bills.id, [id(15), id(16)]));

    for (const f of [
      fleet,
      { shipIds: [shipIds[0]!], today },
      { shipIds, shipId: shipIds[1], today },
      { shipIds: null, vendorId: vendorIds[0], today },
      { shipIds: [], today },
      { shipIds: null, today: day(45) },
    ] satisfies BillFilter[]) {
      r = await both(f);
      expect(r.fast).toEqual(r.plain);
    }

    const route = dataOf<ApAgeingRow[]>(await accountant.get('/accounting/bills/ageing'));
    const plain = (await both(fleet)).plain;
    expect(route.map((x) => [x.vendorId, Number(x.total)])).toEqual(
      plain.map((x) => [x.vendorId, Number(x.total)]),
    );
  });
});
