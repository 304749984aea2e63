/**
 * Invoice numbering and payments under concurrency on PostgreSQL (`*.postgres.test.ts`: PGlite has one
 * connection, so transactions cannot overlap there). The counter row of `invoice_number_counters` is
 * taken with `UPDATE … SET next = next + 1 RETURNING` inside each issue transaction, so 20 parallel
 * issues get 20 consecutive numbers — no gap, no duplicate — and parallel payments queue on the
 * invoice row, so none pays more than the balance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gaplessProblems, toDateKey, type InvoiceDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { customers } from '../customer/customer.table';
import { invoices } from './invoice.table';

let t: TestApp;
let accountant: TestSession;
let body: (amount: string) => unknown;
beforeAll(async () => {
  t = await createTestApp();
  accountant = await t.login(DEMO.accountant);
  const shipId = (await shipsByName(t)).byName('Keel Aurora').id;
  const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
  body = (amount) => ({
    shipId,
    customerId: customer!.id,
    currency: 'USD',
    invoiceDate: toDateKey(new Date()),
    groups: [
      { title: 'Agency', lines: [{ sourceType: 'free', title: unique('Fee'), amount, currency: 'USD' }] },
    ],
  });
});
afterAll(() => t?.close());

describe('invoices in parallel (PostgreSQL)', () => {
  it('gives 20 parallel issues 20 consecutive numbers', async () => {
    const drafts: InvoiceDetail[] = [];
    for (let i = 0; i < 20; i++)
      drafts.push(dataOf<InvoiceDetail>(await accountant.post('/accounting/invoices', body('10'))));
    const issued = await Promise.all(
      drafts.map((d) => accountant.post(`/accounting/invoices/${d.id}/issue`, { version: d.version })),
    );
    const numbers = issued.map((r) => dataOf<InvoiceDetail>(r).number!);
    expect(new Set(numbers).size).toBe(20);
    const sequences = numbers.map((n) => Number(n.slice(-5))).sort((a, b) => a - b);
    expect(sequences[19]! - sequences[0]!).toBe(19);
    // Every number of the year in the table keeps the rule (no gap, no duplicate).
    const all = await t.db.select({ number: invoices.number }).from(invoices);
    expect(gaplessProblems(all.map((r) => r.number).filter((n): n is string => n !== null))).toEqual([]);
  });

  it('never over-pays: 10 parallel payments of 30 on an invoice of 100 leave 3 paid and 7 refused', async () => {
    let inv = dataOf<InvoiceDetail>(await accountant.post('/accounting/invoices', body('100')));
    inv = dataOf<InvoiceDetail>(
      await accountant.post(`/accounting/invoices/${inv.id}/issue`, { version: inv.version }),
    );
    const date = toDateKey(new Date());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        accountant.post(`/accounting/invoices/${inv.id}/payments`, { date, amount: '30' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(7);
    const after = dataOf<InvoiceDetail>(await accountant.get(`/accounting/invoices/${inv.id}`));
    expect(after).toMatchObject({ state: 'PARTIALLY_PAID', paidAmount: '90.00', balance: '10.00' });
    expect(after.payments).toHaveLength(3);
  });
});
