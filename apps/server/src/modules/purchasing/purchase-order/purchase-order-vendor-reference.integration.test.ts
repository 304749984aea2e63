import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { PurchaseOrderDetail, VendorPurchaseOrder } from '@keel/domain';
import { DEMO, dataOf } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { auditOf } from '../purchasing.test-fixtures';
import { act, ordersIn, readOrder, tokenFromOutbox } from './purchase-order.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let id: string;
let token: string;

const vendor = (method: 'GET' | 'PUT' | 'POST', path: string, body?: object, withToken = true) =>
  t.inject({
    method,
    url: `/api/v1/public/vendor/purchase-order${path}`,
    headers: withToken ? { 'x-vendor-token': token } : {},
    ...(body ? { payload: body } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  purchaser = await t.login(DEMO.purchaser);
  const superintendent = await t.login(DEMO.superintendent);
  const pending = (await ordersIn(admin, 'PENDING_APPROVAL')).filter((o) => Number(o.totalBase) <= 10000);
  id = pending[0]!.id;
  dataOf(await act(superintendent, id, 'approve'));
  dataOf<PurchaseOrderDetail>(await act(purchaser, id, 'send', { expiresInDays: 10 }));
  token = await tokenFromOutbox(t, id);
});
afterAll(() => t?.close());

describe("the vendor's order reference", () => {
  it('is stored on the order, shown to the buyer and audited', async () => {
    const view = dataOf<VendorPurchaseOrder>(await vendor('GET', ''));
    expect(view).toMatchObject({ vendorReference: null, canSetReference: true });
    const saved = dataOf<VendorPurchaseOrder>(await vendor('PUT', '/reference', { reference: ' NMS-7781 ' }));
    expect(saved.vendorReference).toBe('NMS-7781');
    expect((await readOrder(purchaser, id)).vendorReference).toBe('NMS-7781');
    const audit = await auditOf(admin, 'purchase_order', id);
    expect(audit[0]).toMatchObject({
      action: 'vendor_reference',
      actorName: 'Vendor (public page)',
      before: { vendorReference: null },
      after: { vendorReference: 'NMS-7781' },
    });
    // The same reference again writes nothing.
    dataOf(await vendor('PUT', '/reference', { reference: 'NMS-7781' }));
    expect((await auditOf(admin, 'purchase_order', id)).length).toBe(audit.length);
  });

  it('answers 400 naming the field for a too long reference, and needs the token', async () => {
    const long = await vendor('PUT', '/reference', { reference: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0]).toEqual({
      field: 'reference',
      message: 'reference must be at most 60 characters',
    });
    expect((await vendor('PUT', '/reference', { reference: 'A' }, false)).statusCode).toBe(400);
    expect((await readOrder(purchaser, id)).vendorReference).toBe('NMS-7781');
  });

  it('can be changed after confirming, and cleared', async () => {
    dataOf(await vendor('POST', '/confirm', {}));
    const changed = dataOf<VendorPurchaseOrder>(await vendor('PUT', '/reference', { reference: 'NMS-7782' }));
    expect(changed).toMatchObject({ state: 'CONFIRMED', vendorReference: 'NMS-7782' });
    const cleared = dataOf<VendorPurchaseOrder>(await vendor('PUT', '/reference', { reference: '' }));
    expect(cleared.vendorReference).toBeNull();
  });
});

describe("the vendor's PDF", () => {
  it('downloads the order document with the token only', async () => {
    const response = await vendor('GET', '/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const order = await readOrder(purchaser, id);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${order.number}-rev${order.revision}.pdf"`,
    );
    const doc = await PDFDocument.load(response.rawPayload);
    expect(doc.getTitle()).toContain(order.number);
    const refused = await vendor('GET', '/pdf', undefined, false);
    expect(refused.statusCode).toBe(400);
  });
});
