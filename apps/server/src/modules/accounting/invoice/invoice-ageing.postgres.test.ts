/**
 * The AR roll-up under concurrency on PostgreSQL (PGlite has one connection, so its transactions never
 * overlap): invoices of one ship, customer and due date share one `ar_open_balances` row, and parallel
 * issues, payments and credit notes through the real routes all add to and take from it at once. Its
 * ageing and open totals still equal the plain queries over the invoices (no lost update; the row emptied
 * and refilled in parallel is recreated by the upsert).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDateKey, type InvoiceDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { customers } from '../customer/customer.table';
import { ageingRolledUp, ageingRows, sumOpenInvoicesRolledUp } from './invoice-ageing.repo';
import { sumInvoices } from './invoice.repo';

let t: TestApp;
let accountant: TestSession;
let shipId: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  accountant = await t.login(DEMO.accountant);
  shipId = (await shipsByName(t)).byName('Keel Aurora').id;
  const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
  customerId = customer!.id;
});
afterAll(() => t?.close());

const fixed = (rows: { total: string }[]) => rows.map((r) => ({ ...r, total: Number(r.total).toFixed(4) }));

async function expectRollUpEqualsPlain() {
  const today = toDateKey(new Date());
  const f = { shipIds: null, customerId };
  const keys = ['current', 'd1to30', 'd31to60', 'd61to90', 'over90', 'total'] as const;
  const norm = (rows: Awaited<ReturnType<typeof ageingRows>>) =>
    rows.map((r) => ({ ...r, ...Object.fromEntries(keys.map((k) => [k, Number(r[k]).toFixed(4)])) }));
  expect(norm(await ageingRolledUp(t.db, f, today))).toEqual(norm(await ageingRows(t.db, f, today)));
  const open = { shipIds: null, customerId, states: ['ISSUED', 'PARTIALLY_PAID'] };
  expect(fixed(await sumOpenInvoicesRolledUp(t.db, open))).toEqual(fixed(await sumInvoices(t.db, open)));
}

describe('AR roll-up in parallel (PostgreSQL)', () => {
  it('equals the plain queries after parallel issues, payments and credit notes on one roll-up row', async () => {
    const invoiceDate = toDateKey(new Date());
    const body = {
      shipId,
      customerId,
      currency: 'USD',
      invoiceDate,
      dueDate: invoiceDate,
      groups: [
        {
          title: 'Agency',
          lines: [{ sourceType: 'free', title: unique('Fee'), amount: '100', currency: 'USD' }],
        },
      ],
    };
    const drafts: InvoiceDetail[] = [];
    for (let i = 0; i < 12; i++)
      drafts.push(dataOf<InvoiceDetail>(await accountant.post('/accounting/invoices', body)));
    const issued = (
      await Promise.all(
        drafts.map((d) => accountant.post(`/accounting/invoices/${d.id}/issue`, { version: d.version })),
      )
    ).map((r) => dataOf<InvoiceDetail>(r));
    await expectRollUpEqualsPlain();

    // Half paid in part, a quarter paid off, all at once.
    const paid = await Promise.all(
      issued.slice(0, 9).map((inv, i) =>
        accountant.post(`/accounting/invoices/${inv.id}/payments`, {
          date: invoiceDate,
          amount: i < 6 ? '40' : '100',
        }),
      ),
    );
    expect(paid.every((r) => r.statusCode === 200)).toBe(true);
    await expectRollUpEqualsPlain();

    // Credit notes in parallel with more payments on the same row.
    const current = await Promise.all(
      issued.map(async (inv) =>
        dataOf<InvoiceDetail>(await accountant.get(`/accounting/invoices/${inv.id}`)),
      ),
    );
    const answers = await Promise.all([
      ...current.slice(0, 3).map((inv) =>
        accountant.post(`/accounting/invoices/${inv.id}/credit`, {
          reason: 'Settled',
          version: inv.version,
        }),
      ),
      ...current
        .slice(3, 6)
        .map((inv) =>
          accountant.post(`/accounting/invoices/${inv.id}/payments`, { date: invoiceDate, amount: '60' }),
        ),
    ]);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    await expectRollUpEqualsPlain();
  });
});
