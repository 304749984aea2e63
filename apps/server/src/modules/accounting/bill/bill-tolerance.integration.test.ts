import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BillDetail, CompanyConfig, InvoiceDetail } from '@keel/domain';
import { pdfToText } from '../../../lib/pdf-text.test-support';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { recordDelivered } from '../../purchasing/purchase-order/purchase-order.flow';
import { purchaseOrders } from '../../purchasing/purchase-order/purchase-order.table';
import { categoriesByCode } from '../../purchasing/purchasing.test-fixtures';
import { insertOrder } from '../../purchasing/delivery/delivery.test-fixtures';
import { customers } from '../customer/customer.table';

/**
 * The company settings' VAT id and bill match tolerance: validation naming the field, admin only, the
 * three-way match reading the tolerance (a price variance becomes matched when it is widened), and the VAT
 * id printed on the invoice PDF.
 */
let t: TestApp;
let admin: TestSession;
let accountant: TestSession;
let aurora: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [admin, accountant] = await Promise.all([t.login(DEMO.admin), t.login(DEMO.accountant)]);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
});
afterAll(() => t?.close());

async function putSettings(session: TestSession, change: Record<string, unknown>) {
  const config = dataOf<CompanyConfig>(await admin.get('/config/'));
  return session.put('/config/', {
    version: config.version,
    companyName: config.companyName,
    baseCurrency: config.baseCurrency,
    shipFamilies: config.shipFamilies,
    ...change,
  });
}

describe('company VAT id and bill tolerance', () => {
  it('validates the fields by name, stores the VAT id compact, and lets only an admin change them', async () => {
    const badPercent = await putSettings(admin, { billTolerancePercent: '101' });
    expect(badPercent.statusCode).toBe(400);
    expect(badPercent.body).toContain('billTolerancePercent');
    const badAbsolute = await putSettings(admin, { billToleranceAbsolute: '-1' });
    expect(badAbsolute.statusCode).toBe(400);
    expect(badAbsolute.body).toContain('billToleranceAbsolute');
    const badVat = await putSettings(admin, { vatId: 'DE 12' });
    expect(badVat.statusCode).toBe(400);
    expect(badVat.body).toContain('vatId');
    expect((await putSettings(accountant, { vatId: 'DE123456789' })).statusCode).toBe(403);

    const saved = dataOf<CompanyConfig>(
      await putSettings(admin, {
        vatId: 'de 123.456.789',
        billTolerancePercent: '1.5',
        billToleranceAbsolute: '0.25',
      }),
    );
    expect(saved).toMatchObject({ vatId: 'DE123456789' });
    expect(Number(saved.billTolerancePercent)).toBe(1.5);
    expect(Number(saved.billToleranceAbsolute)).toBe(0.25);
    // Left out: unchanged.
    const kept = dataOf<CompanyConfig>(await putSettings(admin, {}));
    expect(kept.vatId).toBe('DE123456789');
  });

  it('matches a line that was a price variance once the tolerance is widened', async () => {
    expect(
      (await putSettings(admin, { billTolerancePercent: '0', billToleranceAbsolute: '0' })).statusCode,
    ).toBe(200);
    const categoryId = (await categoriesByCode(admin))('100').id;
    const order = await insertOrder(t.db, {
      shipId: aurora,
      categoryId,
      lines: [{ description: 'Mooring rope', quantity: '4', unitPrice: '100' }],
    });
    await recordDelivered(t.db, [{ purchaseOrderLineId: order.lineIds[0]!, delta: '4' }], {
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
        shipId: aurora,
        vendorInvoiceNumber: unique('TOL'),
        billDate: today,
        dueDate: today,
        currency: 'USD',
        lines: [
          {
            purchaseOrderLineId: order.lineIds[0],
            description: 'Mooring rope',
            quantity: '4',
            unitPrice: '103',
          },
        ],
      }),
    );
    expect(bill.lines.map((l) => l.matchStatus)).toEqual(['PRICE_VARIANCE']);
    expect(bill.lines[0]!.matchMessage).toBe('Unit price 103 above the PO price 100 beyond the tolerance');
    expect(bill.matchStatus).toBe('MISMATCH');

    // 3 % over the PO price: inside a 5 % tolerance, so posting needs no reason.
    expect((await putSettings(admin, { billTolerancePercent: '5' })).statusCode).toBe(200);
    const posted = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${bill.id}/post`, { version: bill.version }),
    );
    expect(posted.state).toBe('POSTED');
    expect(posted.matchStatus).toBe('MATCHED');
    expect(posted.lines.map((l) => l.matchStatus)).toEqual(['MATCHED']);
  });

  it('prints the company VAT id on the invoice PDF', async () => {
    expect((await putSettings(admin, { vatId: 'NL123456789B01' })).statusCode).toBe(200);
    const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
    const invoice = dataOf<InvoiceDetail>(
      await accountant.post('/accounting/invoices', {
        shipId: aurora,
        customerId: customer!.id,
        currency: 'USD',
        invoiceDate: today,
        groups: [
          {
            title: 'Agency',
            lines: [{ sourceType: 'free', title: 'Agency fee', amount: '100', currency: 'USD' }],
          },
        ],
      }),
    );
    const pdf = await accountant.get(`/accounting/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfToText(pdf.rawPayload)).toContain('Our VAT id NL123456789B01');
  });
});
