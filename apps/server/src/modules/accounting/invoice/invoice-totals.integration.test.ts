import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { toDateKey, type InvoiceDetail, type ListTotals } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { totalInBaseCurrency } from '../../purchasing/list-totals.service';
import { customers } from '../customer/customer.table';
import { sumInvoicesRolledUp, totalsFromStateRollUp } from './invoice-totals.repo';
import { sumInvoices, type InvoiceFilter } from './invoice.repo';
import { invoices } from './invoice.table';

/**
 * The invoice totals roll-up (`invoice_totals`, kept by the trigger `accounting_invoice_totals`) gives the
 * same base-currency totals and counts as the plain sum over every invoice — after the migration's backfill
 * (the demo invoices), creates, issues, payments, a partial and a full credit, a void and a deleted draft
 * through the routes, and direct writes (another base currency, a missing base total, a moved ship, a
 * re-rated total, deletes) — for the fleet, some ships, no ship, one ship, one customer and each state;
 * `GET /totals` answers from it.
 */
let t: TestApp;
let accountant: TestSession;
let ships: { aurora: string; other: string };
let customerIds: string[];
const URL = '/accounting/invoices';
const today = toDateKey(new Date());

beforeAll(async () => {
  t = await createTestApp();
  accountant = await t.login(DEMO.accountant);
  const byName = await shipsByName(t);
  const aurora = byName.byName('Keel Aurora').id;
  const other = byName.all.find((s) => s.id !== aurora)!.id;
  ships = { aurora, other };
  customerIds = (await t.db.select({ id: customers.id }).from(customers).limit(2)).map((c) => c.id);
});
afterAll(() => t?.close());

const STATES = ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'CREDITED', 'VOID'];

function filters(): InvoiceFilter[] {
  return [
    { shipIds: null },
    { shipIds: [ships.aurora] },
    { shipIds: [ships.aurora, ships.other] },
    { shipIds: [] },
    { shipIds: null, shipId: ships.other },
    { shipIds: null, customerId: customerIds[0]! },
    { shipIds: [ships.aurora], customerId: customerIds[1]! },
    { shipIds: null, states: ['PAID', 'CREDITED'] },
    ...STATES.map((s) => ({ shipIds: null, states: [s] })),
  ];
}

/** Every filter answers the same from the roll-up as from the invoices. */
async function expectSame(step: string) {
  type Row = Awaited<ReturnType<typeof sumInvoices>>[number];
  const norm = (rows: Row[]) =>
    rows
      .map((r) => ({ currency: r.currency, n: r.n, total: Number(r.total).toFixed(4) }))
      .sort((x, y) => x.currency.localeCompare(y.currency));
  for (const f of filters()) {
    expect(totalsFromStateRollUp(f)).toBe(true);
    const [fast, plain] = [await sumInvoicesRolledUp(t.db, f), await sumInvoices(t.db, f)];
    expect(norm(fast), `${step}: ${JSON.stringify(f)}`).toEqual(norm(plain));
  }
}

async function draft(shipId: string, customerId: string, amount: string): Promise<InvoiceDetail> {
  return dataOf<InvoiceDetail>(
    await accountant.post(URL, {
      shipId,
      customerId,
      currency: 'USD',
      invoiceDate: today,
      vatRate: '20',
      groups: [
        {
          title: 'Port call',
          lines: [{ sourceType: 'free', title: unique('Fee'), amount, currency: 'USD' }],
        },
      ],
    }),
  );
}
const act = async (inv: InvoiceDetail, verb: string, body: Record<string, unknown> = {}) =>
  dataOf<InvoiceDetail>(await accountant.post(`${URL}/${inv.id}/${verb}`, { version: inv.version, ...body }));

describe('invoice totals roll-up', () => {
  it('tells which filters it can answer', () => {
    expect(totalsFromStateRollUp({ shipIds: null })).toBe(true);
    expect(
      totalsFromStateRollUp({ shipIds: [ships.aurora], customerId: customerIds[0], states: ['PAID'] }),
    ).toBe(true);
    expect(totalsFromStateRollUp({ shipIds: null, overdueOn: today })).toBe(false);
    expect(totalsFromStateRollUp({ shipIds: null, dueFrom: today })).toBe(false);
    expect(totalsFromStateRollUp({ shipIds: null, dueTo: today })).toBe(false);
    expect(totalsFromStateRollUp({ shipIds: null, pattern: '%x%' })).toBe(false);
  });

  it('equals the plain sums after creates, issues, payments, credits, voids and deletes', async () => {
    // The migration's backfill: the demo invoices.
    await expectSame('backfill');

    // Through the routes.
    const [a, b, c, d, e] = [
      await draft(ships.aurora, customerIds[0]!, '100'),
      await draft(ships.other, customerIds[1]!, '250.50'),
      await draft(ships.aurora, customerIds[1]!, '75.25'),
      await draft(ships.other, customerIds[0]!, '40'),
      await draft(ships.aurora, customerIds[0]!, '12.34'),
    ];
    await expectSame('created');
    const [ia, ib, ic, id] = [
      await act(a, 'issue'),
      await act(b, 'issue'),
      await act(c, 'issue'),
      await act(d, 'issue'),
    ];
    await expectSame('issued');
    const partly = await act(ia, 'payments', { date: today, amount: '30' });
    expect(partly.state).toBe('PARTIALLY_PAID');
    const paid = await act(ib, 'payments', { date: today, amount: ib.total });
    expect(paid.state).toBe('PAID');
    await expectSame('paid');
    const line = ic.groups[0]!.lines[0]!;
    const partCredit = await act(ic, 'credit', {
      reason: 'Overcharged',
      lines: [{ invoiceLineId: line.id, amount: '25' }],
    });
    expect(partCredit.state).toBe('ISSUED');
    await expectSame('partly credited');
    const credited = await act(partCredit, 'credit', { reason: 'Cancelled' });
    expect(credited.state).toBe('CREDITED');
    await expectSame('credited');
    const voided = await act(id, 'void', { reason: 'Wrong customer' });
    expect(voided.state).toBe('VOID');
    await expectSame('voided');
    expect((await accountant.delete(`${URL}/${e.id}?version=${e.version}`)).statusCode).toBeLessThan(300);
    await expectSame('draft deleted');

    // Direct writes: every state, another base currency, a missing base total; then a moved ship and
    // customer, a re-rated total, a credited base, state changes and deletes.
    const inserted = await t.db
      .insert(invoices)
      .values(
        Array.from({ length: 36 }, (_, i) => {
          const state = STATES[i % STATES.length]!;
          const total = `${300 + i * 13}.75`;
          return {
            number: state === 'DRAFT' ? null : unique(`TOT-${i}`),
            shipId: i % 2 ? ships.aurora : ships.other,
            customerId: customerIds[(i >> 1) % customerIds.length]!,
            state,
            currency: i % 4 === 0 ? 'EUR' : 'USD',
            invoiceDate: today,
            dueDate: today,
            total,
            paidAmount: state === 'PAID' ? total : state === 'PARTIALLY_PAID' ? '10' : '0',
            baseCurrency: i % 9 === 0 ? 'EUR' : 'USD',
            totalBase: i % 7 === 0 ? null : total,
            createdByName: 'test',
          };
        }),
      )
      .returning({ id: invoices.id });
    await expectSame('inserted');
    const row = (i: number) => inserted[i]!.id;
    await t.db
      .update(invoices)
      .set({ shipId: ships.aurora })
      .where(eq(invoices.id, row(0)));
    await t.db
      .update(invoices)
      .set({ customerId: customerIds[1]! })
      .where(eq(invoices.id, row(2)));
    await t.db
      .update(invoices)
      .set({ totalBase: '999.99' })
      .where(eq(invoices.id, row(7)));
    await t.db
      .update(invoices)
      .set({ totalBase: null })
      .where(eq(invoices.id, row(8)));
    await t.db
      .update(invoices)
      .set({ creditedBase: '50', creditedAmount: '50' })
      .where(eq(invoices.id, row(1)));
    await t.db
      .update(invoices)
      .set({ baseCurrency: 'GBP' })
      .where(eq(invoices.id, row(13)));
    await t.db
      .update(invoices)
      .set({ state: 'VOID' })
      .where(eq(invoices.id, row(19)));
    await t.db
      .update(invoices)
      .set({ reference: 'no totals change' })
      .where(eq(invoices.id, row(20)));
    await t.db.delete(invoices).where(inArray(invoices.id, [row(4), row(5), row(30)]));
    await expectSame('updated and deleted');

    // The route answers from the roll-up exactly what it answers from the plain sums.
    for (const [query, f] of [
      ['', { shipIds: null }],
      ['?state=PAID', { shipIds: null, states: ['PAID'] }],
      [`?customerId=${customerIds[0]}`, { shipIds: null, customerId: customerIds[0]! }],
    ] satisfies [string, InvoiceFilter][]) {
      const route = dataOf<ListTotals>(await accountant.get(`${URL}/totals${query}`));
      expect(route).toEqual(await totalInBaseCurrency(t.db, await sumInvoices(t.db, f)));
    }
  });
});
