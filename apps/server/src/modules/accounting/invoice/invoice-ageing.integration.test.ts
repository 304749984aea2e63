import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AgeingReport, ListTotals } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf } from '../../../test/fixtures';
import { ships } from '../../fleet/ship.table';
import { customers } from '../customer/customer.table';
import { ageingRolledUp, ageingRows, sumOpenInvoicesRolledUp, totalsFromRollUp } from './invoice-ageing.repo';
import { sumInvoices, type InvoiceFilter } from './invoice.repo';
import { invoices } from './invoice.table';

/**
 * The AR roll-up (`ar_open_balances`, kept by a trigger on invoices) gives the same AR ageing and the same
 * open-filter totals as the plain queries over every invoice, after inserts, payments, state changes, a
 * moved due date, a changed base total and deletes, for the fleet, one ship, some ships, one customer and
 * another day; the routes answer from it.
 */
let t: TestApp;
let accountant: TestSession;
let shipIds: string[];
let customerIds: string[];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = day(0);

beforeAll(async () => {
  t = await createTestApp();
  accountant = await t.login(DEMO.accountant);
  shipIds = (await t.db.select({ id: ships.id }).from(ships).limit(3)).map((s) => s.id);
  customerIds = (await t.db.select({ id: customers.id }).from(customers).limit(3)).map((c) => c.id);
});
afterAll(() => t?.close());

const STATES = ['ISSUED', 'PARTIALLY_PAID', 'PAID', 'DRAFT', 'CREDITED', 'VOID'] as const;
const money = (v: string) => Number(v).toFixed(4);

async function ageingBoth(
  f: { shipIds: string[] | null; shipId?: string; customerId?: string },
  asOf: string,
) {
  const keys = ['current', 'd1to30', 'd31to60', 'd61to90', 'over90', 'total'] as const;
  type Row = Awaited<ReturnType<typeof ageingRows>>[number];
  const norm = (rows: Row[]) =>
    rows.map((r) => ({ ...r, ...Object.fromEntries(keys.map((k) => [k, money(r[k])])) }));
  return { fast: norm(await ageingRolledUp(t.db, f, asOf)), plain: norm(await ageingRows(t.db, f, asOf)) };
}

async function totalsBoth(f: InvoiceFilter) {
  expect(totalsFromRollUp(f)).toBe(true);
  type Row = Awaited<ReturnType<typeof sumInvoices>>[number];
  const norm = (rows: Row[]) =>
    rows.map((r) => ({ ...r, total: money(r.total) })).sort((x, y) => x.currency.localeCompare(y.currency));
  return { fast: norm(await sumOpenInvoicesRolledUp(t.db, f)), plain: norm(await sumInvoices(t.db, f)) };
}

describe('AR roll-up', () => {
  it('tells which totals it can answer', () => {
    expect(totalsFromRollUp({ shipIds: null, overdueOn: today })).toBe(true);
    expect(totalsFromRollUp({ shipIds: null, states: ['ISSUED'] })).toBe(true);
    expect(totalsFromRollUp({ shipIds: null, states: ['PAID'] })).toBe(false);
    expect(totalsFromRollUp({ shipIds: null })).toBe(false);
    expect(totalsFromRollUp({ shipIds: null, overdueOn: today, pattern: '%x%' })).toBe(false);
  });

  it('equals the plain queries after every kind of write', async () => {
    const values = Array.from({ length: 48 }, (_, i) => {
      const state = STATES[i % STATES.length]!;
      const total = `${200 + i * 11}.25`;
      return {
        number: state === 'DRAFT' ? null : `ARU-${i}`,
        shipId: shipIds[i % shipIds.length]!,
        customerId: customerIds[(i >> 1) % customerIds.length]!,
        state,
        currency: i % 4 === 0 ? 'EUR' : 'USD',
        invoiceDate: day(-140 + i * 4),
        dueDate: day(-110 + i * 4),
        total,
        paidAmount: state === 'PARTIALLY_PAID' ? '50' : state === 'PAID' ? total : '0',
        baseCurrency: 'USD',
        totalBase: i % 7 === 0 ? null : i % 4 === 0 ? `${(200 + i * 11) * 1.08}` : total,
        createdByName: 'test',
      };
    });
    const inserted = await t.db.insert(invoices).values(values).returning({ id: invoices.id });
    const fleet = { shipIds: null };
    let a = await ageingBoth(fleet, today);
    expect(a.plain.length).toBeGreaterThan(0);
    expect(a.fast).toEqual(a.plain);

    // A payment, one paid off, one credited, one voided, a due date moved, a base total re-rated, an issued
    // draft, two deleted.
    const id = (i: number) => inserted[i]!.id;
    await t.db
      .update(invoices)
      .set({ paidAmount: '75', state: 'PARTIALLY_PAID' })
      .where(eq(invoices.id, id(0)));
    await t.db
      .update(invoices)
      .set({ state: 'PAID', paidAmount: '266.25' })
      .where(eq(invoices.id, id(6)));
    await t.db
      .update(invoices)
      .set({ state: 'CREDITED' })
      .where(eq(invoices.id, id(12)));
    await t.db
      .update(invoices)
      .set({ state: 'VOID' })
      .where(eq(invoices.id, id(18)));
    await t.db
      .update(invoices)
      .set({ dueDate: day(-2) })
      .where(eq(invoices.id, id(24)));
    await t.db
      .update(invoices)
      .set({ totalBase: '1.5' })
      .where(eq(invoices.id, id(30)));
    await t.db
      .update(invoices)
      .set({ state: 'ISSUED', number: 'ARU-D3' })
      .where(eq(invoices.id, id(3)));
    await t.db.delete(invoices).where(inArray(invoices.id, [id(36), id(37)]));

    type AgeingFilter = { shipIds: string[] | null; shipId?: string; customerId?: string };
    const cases: [AgeingFilter, string][] = [
      [fleet, today],
      [{ shipIds: [shipIds[0]!] }, today],
      [{ shipIds, shipId: shipIds[1]! }, today],
      [{ shipIds: null, customerId: customerIds[0]! }, today],
      [{ shipIds: [] }, today],
      [fleet, day(45)],
    ];
    for (const [f, asOf] of cases) {
      a = await ageingBoth(f, asOf);
      expect(a.fast).toEqual(a.plain);
    }

    for (const f of [
      { shipIds: null, overdueOn: today },
      { shipIds: null, overdueOn: day(60) },
      { shipIds: [shipIds[0]!], overdueOn: today },
      { shipIds: null, states: ['ISSUED'] },
      { shipIds: null, states: ['PARTIALLY_PAID'], customerId: customerIds[0] },
      { shipIds: null, states: ['ISSUED', 'PARTIALLY_PAID'], dueFrom: day(-60), dueTo: day(10) },
    ] satisfies InvoiceFilter[]) {
      const r = await totalsBoth(f);
      expect(r.plain.length).toBeGreaterThan(0);
      expect(r.fast).toEqual(r.plain);
    }

    // The routes answer from the roll-up.
    const route = dataOf<AgeingReport>(await accountant.get('/accounting/invoices/ageing'));
    const plain = (await ageingBoth(fleet, today)).plain;
    expect(route.rows.map((x) => [x.partyId, x.currency, Number(x.total)])).toEqual(
      plain.map((x) => [x.partyId, x.currency, Number(x.total)]),
    );
    const totals = dataOf<ListTotals>(await accountant.get('/accounting/invoices/totals?state=OVERDUE'));
    const plainTotals = await sumInvoices(t.db, { shipIds: null, overdueOn: today });
    expect(totals.count).toBe(plainTotals.reduce((s, r) => s + r.n, 0));
  });
});
