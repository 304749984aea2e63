import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { BillDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { categoriesByCode } from '../../purchasing/purchasing.test-fixtures';
import { vendors } from '../../purchasing/vendor/vendor.table';
import { companyBankAccount } from './bill.test-fixtures';
import { sumBillsRolledUp, totalsFromRollUp } from './bill-totals.repo';
import { sumBills, type BillFilter } from './bill.repo';
import { bills } from './bill.table';

/**
 * The bill totals roll-up (`bill_totals`, kept by the trigger `accounting_bill_totals`) gives the same count,
 * base-currency total and open amount as the plain sum over every bill — after the migration's backfill
 * (the demo bills), creates, posts, payments, a partial credit and a reversal through the routes, and direct
 * writes (every state, another rate, a moved ship and vendor, deletes) — for the fleet, some ships, no ship,
 * one ship, one vendor and each state; `GET /accounting/bills/totals` answers from it.
 */
let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let ships: { aurora: string; other: string };
let vendorIds: string[];
let categoryId: string;
let bankAccountId: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.accountant)]);
  const byName = await shipsByName(t);
  const aurora = byName.byName('Keel Aurora').id;
  ships = { aurora, other: byName.all.find((s) => s.id !== aurora)!.id };
  vendorIds = (await t.db.select({ id: vendors.id }).from(vendors).limit(2)).map((v) => v.id);
  categoryId = (await categoriesByCode(admin))('100').id;
  bankAccountId = await companyBankAccount(admin);
});
afterAll(() => t?.close());

const STATES = ['DRAFT', 'POSTED', 'PARTIALLY_PAID', 'PAID', 'REVERSED', 'CANCELLED'];

function filters(): BillFilter[] {
  return [
    { shipIds: null, today },
    { shipIds: [ships.aurora], today },
    { shipIds: [ships.aurora, ships.other], today },
    { shipIds: [], today },
    { shipIds: null, shipId: ships.other, today },
    { shipIds: null, vendorId: vendorIds[0]!, today },
    { shipIds: [ships.aurora], vendorId: vendorIds[1]!, today },
    ...STATES.map((state) => ({ shipIds: null, state, today })),
  ];
}

/** Every filter answers the same from the roll-up as from the bills. */
async function expectSame(step: string) {
  const norm = (r: Awaited<ReturnType<typeof sumBills>>) => ({
    count: r.count,
    totalBase: Number(r.totalBase).toFixed(4),
    openBase: Number(r.openBase).toFixed(4),
  });
  for (const f of filters()) {
    expect(totalsFromRollUp(f)).toBe(true);
    const [fast, plain] = [await sumBillsRolledUp(t.db, f), await sumBills(t.db, f)];
    expect(norm(fast), `${step}: ${JSON.stringify(f)}`).toEqual(norm(plain));
  }
}

async function posted(shipId: string, vendorId: string, price: string): Promise<BillDetail> {
  const draft = dataOf<BillDetail>(
    await accountant.post('/accounting/bills', {
      vendorId,
      shipId,
      categoryId,
      vendorInvoiceNumber: unique('TOT'),
      billDate: today,
      dueDate: today,
      currency: 'USD',
      lines: [
        { description: 'Launch hire', quantity: '1', unitPrice: price },
        { description: 'Garbage removal', quantity: '2', unitPrice: '45' },
      ],
    }),
  );
  return dataOf<BillDetail>(
    await accountant.post(`/accounting/bills/${draft.id}/post`, { version: draft.version }),
  );
}
const pay = async (bill: BillDetail, amount: string) =>
  dataOf<BillDetail>(
    await accountant.post(`/accounting/bills/${bill.id}/payments`, { paidOn: today, amount, bankAccountId }),
  );

describe('bill totals roll-up', () => {
  it('tells which filters it can answer', () => {
    expect(totalsFromRollUp({ shipIds: null, today })).toBe(true);
    expect(totalsFromRollUp({ shipIds: [ships.aurora], vendorId: vendorIds[0], state: 'PAID', today })).toBe(
      true,
    );
    expect(totalsFromRollUp({ shipIds: null, overdue: true, today })).toBe(false);
    expect(totalsFromRollUp({ shipIds: null, overdue: false, today })).toBe(false);
    expect(totalsFromRollUp({ shipIds: null, dueFrom: today, today })).toBe(false);
    expect(totalsFromRollUp({ shipIds: null, dueTo: today, today })).toBe(false);
    expect(totalsFromRollUp({ shipIds: null, pattern: '%x%', today })).toBe(false);
  });

  it('equals the plain sums after creates, posts, payments, credits, reversals and deletes', async () => {
    // The migration's backfill: the demo bills.
    await expectSame('backfill');

    // Through the routes.
    const [a, b, c] = [
      await posted(ships.aurora, vendorIds[0]!, '300'),
      await posted(ships.other, vendorIds[1]!, '120.50'),
      await posted(ships.aurora, vendorIds[1]!, '80'),
    ];
    await expectSame('posted');
    const partly = await pay(a, '100');
    expect(partly.state).toBe('PARTIALLY_PAID');
    const paid = await pay(b, b.total);
    expect(paid.state).toBe('PAID');
    await expectSame('paid');
    const credited = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${c.id}/credit`, {
        version: c.version,
        reason: 'Damaged',
        lines: [{ billLineId: c.lines[0]!.id, amount: '30' }],
      }),
    );
    expect(credited.state).toBe('POSTED');
    await expectSame('partly credited');
    const reversed = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${c.id}/reverse`, {
        version: credited.version,
        reason: 'Wrong',
      }),
    );
    expect(reversed.state).toBe('REVERSED');
    await expectSame('reversed');

    // Direct writes: every state, another rate; then a moved ship and vendor, a payment, a credit, a new
    // rate, state changes and deletes.
    const inserted = await t.db
      .insert(bills)
      .values(
        Array.from({ length: 36 }, (_, i) => {
          const state = STATES[i % STATES.length]!;
          const total = `${100 + i * 7}.35`;
          return {
            number: unique(`TOTB-${i}`),
            vendorId: vendorIds[i % vendorIds.length]!,
            shipId: (i >> 1) % 2 ? ships.aurora : ships.other,
            vendorInvoiceNumber: unique(`TOTB-${i}`),
            vendorInvoiceKey: unique(`TOTB${i}`),
            billDate: today,
            dueDate: today,
            state,
            currency: i % 4 === 0 ? 'EUR' : 'USD',
            baseCurrency: 'USD',
            rate: i % 4 === 0 ? '1.0833333333' : '1',
            total,
            totalBase: i % 4 === 0 ? `${((100 + i * 7.35) * 1.0833).toFixed(2)}` : total,
            paidAmount: state === 'PAID' ? total : state === 'PARTIALLY_PAID' ? '40' : '0',
          };
        }),
      )
      .returning({ id: bills.id });
    await expectSame('inserted');
    const row = (i: number) => inserted[i]!.id;
    await t.db
      .update(bills)
      .set({ shipId: ships.aurora })
      .where(eq(bills.id, row(1)));
    await t.db
      .update(bills)
      .set({ vendorId: vendorIds[0]! })
      .where(eq(bills.id, row(7)));
    await t.db
      .update(bills)
      .set({ paidAmount: '60.35' })
      .where(eq(bills.id, row(2)));
    await t.db
      .update(bills)
      .set({ creditedAmount: '10' })
      .where(eq(bills.id, row(8)));
    await t.db
      .update(bills)
      .set({ rate: '1.1', totalBase: '123.45' })
      .where(eq(bills.id, row(13)));
    await t.db
      .update(bills)
      .set({ state: 'POSTED' })
      .where(eq(bills.id, row(6)));
    await t.db
      .update(bills)
      .set({ notes: 'no totals change' })
      .where(eq(bills.id, row(14)));
    await t.db.delete(bills).where(inArray(bills.id, [row(18), row(19), row(25)]));
    await expectSame('updated and deleted');

    // The route answers from the roll-up exactly what the plain sum gives.
    for (const [query, f] of [
      ['', { shipIds: null, today }],
      ['?state=POSTED', { shipIds: null, state: 'POSTED', today }],
      [`?vendorId=${vendorIds[0]}`, { shipIds: null, vendorId: vendorIds[0]!, today }],
    ] satisfies [string, BillFilter][]) {
      const route = dataOf<{ count: number; totalBase: string; openBase: string }>(
        await accountant.get(`/accounting/bills/totals${query}`),
      );
      const plain = await sumBills(t.db, f);
      expect([route.count, Number(route.totalBase), Number(route.openBase)]).toEqual([
        plain.count,
        Number(plain.totalBase),
        Number(plain.openBase),
      ]);
    }
  });
});
