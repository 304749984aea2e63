/**
 * Partial credit notes under concurrency on PostgreSQL: the invoice row is locked before the credit is
 * planned, so parallel credits queue; each sees what the earlier ones took, and none credits more than is
 * left on a line. The credit notes' numbers stay gapless.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDateKey, type InvoiceDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { customers } from '../customer/customer.table';

let t: TestApp;
let accountant: TestSession;
let body: unknown;
beforeAll(async () => {
  t = await createTestApp();
  accountant = await t.login(DEMO.accountant);
  const shipId = (await shipsByName(t)).byName('Keel Aurora').id;
  const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
  body = {
    shipId,
    customerId: customer!.id,
    currency: 'USD',
    invoiceDate: toDateKey(new Date()),
    groups: [
      {
        title: 'Agency',
        lines: [{ sourceType: 'free', title: unique('Fee'), amount: '100', currency: 'USD' }],
      },
    ],
  };
});
afterAll(() => t?.close());

describe('credit notes in parallel (PostgreSQL)', () => {
  it('never over-credits: 5 parallel credits of 30 on a line of 100 leave 3 credited and 2 refused', async () => {
    let inv = dataOf<InvoiceDetail>(await accountant.post('/accounting/invoices', body));
    inv = dataOf<InvoiceDetail>(
      await accountant.post(`/accounting/invoices/${inv.id}/issue`, { version: inv.version }),
    );
    const lineId = inv.groups[0]!.lines[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        accountant.post(`/accounting/invoices/${inv.id}/credit`, {
          reason: 'Parallel credit',
          lines: [{ invoiceLineId: lineId, amount: '30' }],
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(2);
    const after = dataOf<InvoiceDetail>(await accountant.get(`/accounting/invoices/${inv.id}`));
    expect(after).toMatchObject({ state: 'ISSUED', creditedAmount: '90.00', balance: '10.00' });
    expect(after.creditedByLine).toEqual({ [lineId]: '90.00' });
    const sequences = after.creditNotes.map((n) => Number(n.number.slice(-5))).sort((a, b) => a - b);
    expect(sequences[2]! - sequences[0]!).toBe(2);
  });
});
