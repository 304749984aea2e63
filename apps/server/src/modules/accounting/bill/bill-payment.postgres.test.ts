/**
 * Parallel payments of one bill on PostgreSQL (`*.postgres.test.ts`: the embedded PGlite has one
 * connection, so transactions cannot overlap there): the bill row lock applies them one after the
 * other, so whatever the interleaving the bill is never paid more than its total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { BillDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { recordDelivered } from '../../purchasing/purchase-order/purchase-order.flow';
import { purchaseOrders } from '../../purchasing/purchase-order/purchase-order.table';
import { insertOrder } from '../../purchasing/delivery/delivery.test-fixtures';
import { billPayments, bills } from './bill.table';

let t: TestApp;
let accountant: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  accountant = await t.login(DEMO.accountant);
});
afterAll(() => t?.close());

describe('bill payments in parallel (PostgreSQL)', () => {
  it('never over-pays: 10 parallel payments of 30 on a bill of 100 leave 3 paid and 7 refused', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const shipId = (await shipsByName(t)).byName('Keel Aurora').id;
    const order = await insertOrder(t.db, {
      shipId,
      categoryId: null,
      lines: [{ description: 'Oil', quantity: '10', unitPrice: '10' }],
    });
    await recordDelivered(t.db, [{ purchaseOrderLineId: order.lineIds[0]!, delta: '10' }], {
      id: null,
      name: 'test',
    });
    const [po] = await t.db
      .select({ vendorId: purchaseOrders.vendorId })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, order.purchaseOrderId));
    const bill = dataOf<BillDetail>(
      await accountant.post('/accounting/bills', {
        vendorId: po!.vendorId,
        shipId,
        vendorInvoiceNumber: unique('PAR'),
        billDate: today,
        dueDate: today,
        currency: 'USD',
        lines: [
          { purchaseOrderLineId: order.lineIds[0], description: 'Oil', quantity: '10', unitPrice: '10' },
        ],
      }),
    );
    dataOf(await accountant.post(`/accounting/bills/${bill.id}/post`, { version: bill.version }));
    const bankAccountId = dataOf<{ id: string }>(
      await accountant.post('/accounting/bank-accounts', {
        ownerType: 'company',
        bankName: unique('Bank'),
        iban: 'GB82 WEST 1234 5698 7654 32',
        currency: 'USD',
      }),
    ).id;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        accountant.post(`/accounting/bills/${bill.id}/payments`, {
          paidOn: today,
          amount: '30.00',
          bankAccountId,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    const [stored] = await t.db
      .select({ paid: bills.paidAmount, state: bills.state })
      .from(bills)
      .where(eq(bills.id, bill.id));
    const [sum] = await t.db
      .select({ total: sql<string>`sum(${billPayments.amount})::numeric(18,2)::text` })
      .from(billPayments)
      .where(eq(billPayments.billId, bill.id));
    expect([Number(stored!.paid), stored!.state, sum!.total]).toEqual([90, 'PARTIALLY_PAID', '90.00']);
  });
});
