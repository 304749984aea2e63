import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyConfig, InvoiceDetail } from '@keel/domain';
import { pdfToText } from '../../lib/pdf-text.test-support';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../test/fixtures';
import { customers } from '../../modules/accounting/customer/customer.table';
import { DEMO_COMPANY_VAT_ID, seedCompanyVatId } from './company-vat.seed';

/** The demo company's VAT id: seeded in the settings' format, printed on invoices, never forced back. */
let t: TestApp;
let admin: TestSession;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
});
afterAll(() => t?.close());

const settings = async () => dataOf<CompanyConfig>(await admin.get('/config/'));
const reseed = () => t.db.transaction((tx) => seedCompanyVatId(tx));
const put = async (vatId: string | null) => {
  const c = await settings();
  return admin.put('/config/', {
    version: c.version,
    companyName: c.companyName,
    baseCurrency: c.baseCurrency,
    shipFamilies: c.shipFamilies,
    vatId,
  });
};

describe('demo company VAT id', () => {
  it('is seeded, passes the settings validation unchanged and prints on the invoice PDF', async () => {
    expect((await settings()).vatId).toBe(DEMO_COMPANY_VAT_ID);
    // The settings take it back as it is (the format they validate, stored compact).
    expect(dataOf<CompanyConfig>(await put(DEMO_COMPANY_VAT_ID)).vatId).toBe(DEMO_COMPANY_VAT_ID);
    const aurora = (await shipsByName(t)).byName('Keel Aurora').id;
    const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
    const accountant = await t.login(DEMO.accountant);
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
    expect(pdfToText(pdf.rawPayload)).toContain(`Our VAT id ${DEMO_COMPANY_VAT_ID}`);
  });

  it('is idempotent and keeps an id an administrator changed or cleared', async () => {
    await reseed();
    const once = await settings();
    await reseed();
    expect(await settings()).toEqual(once);
    expect(dataOf<CompanyConfig>(await put('DE123456789')).vatId).toBe('DE123456789');
    await reseed();
    expect((await settings()).vatId).toBe('DE123456789');
    expect(dataOf<CompanyConfig>(await put(null)).vatId).toBeNull();
    await reseed();
    expect((await settings()).vatId).toBeNull();
  });
});
