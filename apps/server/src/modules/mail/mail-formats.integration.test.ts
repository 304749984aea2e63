import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PurchaseOrderDetail } from '@keel/domain';
import { DEMO, dataOf } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { act, ordersIn, readOrder } from '../purchasing/purchase-order/purchase-order.test-fixtures';
import { outboxMessages } from './outbox.table';

/**
 * The e-mails a vendor reads speak the spec's formats (issue 11, defect 7): dates as YYYY/MM/DD (and
 * YYYY/MM/DD HH:mm with the zone), counts with the right plural — never an ISO date or "line(s)".
 */

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
});
afterAll(() => t.close());

describe('purchase order e-mail to the vendor', () => {
  it('writes the supply window, the link expiry and the line count in words and spec formats', async () => {
    const approved = await ordersIn(admin, 'APPROVED');
    expect(approved.length).toBeGreaterThan(0);
    const order = await readOrder(purchaser, approved[0]!.id);
    // A known supply window, so the e-mail must show it.
    const edited = await purchaser.put(`/purchasing/purchase-orders/${order.id}`, {
      version: order.version,
      lines: order.lines.map((l) => ({
        id: l.id,
        description: l.description,
        impaCode: l.impaCode,
        makerPartNumber: l.makerPartNumber,
        partType: l.partType,
        quantity: l.quantity,
        unit: l.unit,
        unitPrice: l.unitPrice,
        discount: l.discount,
      })),
      freight: order.freight,
      portCharges: order.portCharges,
      agentId: order.agentId,
      deliveryPort: order.deliveryPort,
      supplyFrom: '2031-03-04',
      supplyTo: '2031-03-09',
      paymentTermsDays: order.paymentTermsDays,
      notes: order.notes,
    });
    expect(edited.statusCode).toBe(200);
    // Editing money fields may void the approval: approve again when needed.
    let current = await readOrder(purchaser, order.id);
    if (current.state !== 'APPROVED') {
      if (current.state === 'DRAFT') dataOf(await act(purchaser, order.id, 'submit'));
      dataOf(await act(admin, order.id, 'approve'));
      current = await readOrder(purchaser, order.id);
    }
    dataOf<PurchaseOrderDetail>(await act(purchaser, order.id, 'send', { expiresInDays: 10 }));

    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.refId, order.id));
    expect(mail).toBeDefined();
    const text = mail!.text;
    expect(text).toContain('2031/03/04 to 2031/03/09');
    expect(text).toMatch(/valid until \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} UTC\./);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain('(s)');
    const count = current.lines.length;
    expect(text).toContain(count === 1 ? '1 line,' : `${count} lines,`);
  });
});
