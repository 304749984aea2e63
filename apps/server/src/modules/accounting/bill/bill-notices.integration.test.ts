import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillDetail, Notification } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, signInWithRole } from '../../../test/fixtures';
import { recordDelivered } from '../../purchasing/purchase-order/purchase-order.flow';
import { categoriesByCode } from '../../purchasing/purchasing.test-fixtures';
import { insertOrder } from '../../purchasing/delivery/delivery.test-fixtures';
import { enterBill } from './bill.test-fixtures';

/**
 * Vendor bills feed the notifications of those who must act: a mismatch to resolve or a bill to post, then
 * a posted bill to pay — to the ship's bill managers, never to the actor or to a reader.
 */
let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let aurora: string;
let categoryId: string;
const system = { id: null, name: 'test' };

beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.accountant)]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  categoryId = (await categoriesByCode(admin))('100').id;
});
afterAll(() => t?.close());

describe('notifications where someone must act', () => {
  it('asks the ship’s bill managers to resolve a mismatch, to post, then to pay; not the actor, not a reader', async () => {
    const order = await insertOrder(t.db, {
      shipId: aurora,
      categoryId,
      lines: [{ description: 'Shackle', quantity: '4', unitPrice: '12' }],
    });
    await recordDelivered(t.db, [{ purchaseOrderLineId: order.lineIds[0]!, delta: '3' }], system);
    const as = (actions: string[]) =>
      signInWithRole(t, admin, { sidebar: ['accounting.bills'], actions, shipId: aurora });
    const manager = await as(['read_bill', 'read_single_bill', 'manage_bill']);
    const reader = await as(['read_bill', 'read_single_bill']);
    const noticesOf = async (s: TestSession, billId: string) =>
      ((await s.get('/notifications?limit=100')).json() as { data: Notification[] }).data
        .filter((n) => n.entityId === billId)
        .map((n) => [n.kind, n.title, n.link]);

    // Four billed against three received: over-billed, a mismatch to resolve.
    const bill = dataOf<BillDetail>(
      await enterBill(t.db, aurora, accountant, order, [{ i: 0, quantity: '4', unitPrice: '12' }]),
    );
    expect(bill.matchStatus).toBe('MISMATCH');
    expect(await noticesOf(manager, bill.id)).toEqual([
      ['bill_to_post', `Vendor bill mismatch to resolve: ${bill.number}`, `/accounting/bills/${bill.id}`],
    ]);
    expect(await noticesOf(reader, bill.id)).toEqual([]);
    expect(await noticesOf(accountant, bill.id)).toEqual([]);
    const [notice] = (
      (await manager.get('/notifications?limit=100')).json() as { data: Notification[] }
    ).data.filter((n) => n.entityId === bill.id);
    // The amount as people read it: the currency, thousands grouped, the currency's decimals.
    expect(notice!.body).toBe(
      `${bill.vendorName} invoice ${bill.vendorInvoiceNumber}, USD 48.00, due ${bill.dueDate.replaceAll('-', '/')}`,
    );

    const matched = dataOf<BillDetail>(
      await enterBill(t.db, aurora, accountant, order, [{ i: 0, quantity: '3', unitPrice: '12' }]),
    );
    expect((await noticesOf(manager, matched.id)).map((n) => n[1])).toEqual([
      `Vendor bill to post: ${matched.number}`,
    ]);
    const posted = await accountant.post(`/accounting/bills/${matched.id}/post`, {
      version: matched.version,
    });
    expect(posted.statusCode).toBe(200);
    expect(await noticesOf(manager, matched.id)).toEqual([
      ['bill_to_pay', `Vendor bill to pay: ${matched.number}`, `/accounting/bills/view/${matched.id}`],
      ['bill_to_post', `Vendor bill to post: ${matched.number}`, `/accounting/bills/${matched.id}`],
    ]);
    expect(await noticesOf(reader, matched.id)).toEqual([]);
  });
});
