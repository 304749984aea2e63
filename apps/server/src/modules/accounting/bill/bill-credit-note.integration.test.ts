import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillDetail, BillOptions, InvoiceDetail, InvoiceSource } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, createRole, createUser, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { pdfToText } from '../../../lib/pdf-text.test-support';
import { customers } from '../customer/customer.table';

/**
 * What a bill credit note means beyond the bill (docs/accounting-bills.md "Partial credit notes"): its PDF
 * (the invoice PDFs' style, CJK text printed, `read_single_bill`), and a rebillable bill line partly
 * credited is offered to a customer invoice at what is left of it (line total − credited) and priced on the
 * invoice at that amount; a fully credited line is neither offered nor accepted.
 */
let t: TestApp;
let accountant: TestSession;
let listOnly: TestSession;
let aurora: string;
let customerId: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login(DEMO.admin);
  accountant = await t.login(DEMO.accountant);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
  customerId = customer!.id;
  const role = await createRole(admin, {
    name: unique('Bill list reader'),
    sidebar: ['accounting.bills'],
    actions: ['read_bill'],
  });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
  listOnly = await t.login(user.email, 'correct-horse-battery');
});
afterAll(() => t?.close());

describe('the PDF of a bill credit note', () => {
  it('prints the note number, the bill, the credited lines in any script, the totals and the reason', async () => {
    const options = dataOf<BillOptions>(await accountant.get('/accounting/bills/options'));
    const draft = dataOf<BillDetail>(
      await accountant.post('/accounting/bills', {
        vendorId: options.vendors[0]!.id,
        shipId: aurora,
        vendorInvoiceNumber: unique('PDF'),
        billDate: today,
        dueDate: today,
        currency: 'USD',
        lines: [
          { description: '船舶代理费 pilotage 부산', quantity: '1', unitPrice: '120' },
          { description: 'Launch hire', quantity: '1', unitPrice: '80' },
        ],
      }),
    );
    const bill = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${draft.id}/post`, { version: draft.version }),
    );
    const credited = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${bill.id}/credit`, {
        version: bill.version,
        reason: 'Pilotage charged twice',
        lines: [{ billLineId: bill.lines[0]!.id, amount: '45.5' }],
      }),
    );
    const note = credited.creditNotes[0]!;
    const url = `/accounting/bills/${bill.id}/credit-notes/${note.id}/pdf`;
    const pdf = await accountant.get(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${note.number}.pdf`);
    const text = pdfToText(pdf.rawPayload);
    expect(text).toContain(`CREDIT NOTE ${note.number}`);
    expect(text).toContain(`Credits bill ${bill.number}`);
    expect(text).toContain(options.vendors[0]!.name);
    expect(text).toContain('船舶代理费 pilotage 부산');
    expect(text).not.toContain('Launch hire');
    expect(text).toContain('45.50');
    expect(text).toContain('154.50'); // open after the note: 200 − 45.50
    expect(text).toContain('Pilotage charged twice');

    expect(
      (await accountant.get(`/accounting/bills/${bill.id}/credit-notes/${bill.id}/pdf`)).statusCode,
    ).toBe(404);
    // The list permission is not enough: the note is read as the bill is (read_single_bill).
    expect((await listOnly.get(url)).statusCode).toBe(403);
  });
});

const sources = async () =>
  dataOf<InvoiceSource[]>(await accountant.get(`/accounting/invoices/sources?shipId=${aurora}`));

describe('credited rebillable bill lines on a customer invoice', () => {
  it('offers a partly credited line net of the credit and a fully credited line not at all', async () => {
    const options = dataOf<BillOptions>(await accountant.get('/accounting/bills/options'));
    const draft = dataOf<BillDetail>(
      await accountant.post('/accounting/bills', {
        vendorId: options.vendors[0]!.id,
        shipId: aurora,
        vendorInvoiceNumber: unique('RB'),
        billDate: today,
        dueDate: today,
        currency: 'USD',
        lines: [
          { description: 'Pilotage', quantity: '1', unitPrice: '100', rebillable: true },
          { description: 'Tug hire', quantity: '2', unitPrice: '25', rebillable: true },
          { description: 'Mooring', quantity: '1', unitPrice: '40', rebillable: true },
        ],
      }),
    );
    const bill = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${draft.id}/post`, { version: draft.version }),
    );
    const [pilotage, tug, mooring] = bill.lines;
    const offered = (await sources()).filter((s) => s.sourceType === 'bill_line');
    expect(Number(offered.find((s) => s.sourceId === pilotage!.id)?.amount)).toBe(100);

    const credited = dataOf<BillDetail>(
      await accountant.post(`/accounting/bills/${bill.id}/credit`, {
        version: bill.version,
        reason: 'Pilot boarded late',
        lines: [
          { billLineId: pilotage!.id, amount: '30' },
          { billLineId: tug!.id, amount: '50' },
        ],
      }),
    );
    expect(credited).toMatchObject({ state: 'POSTED', creditedAmount: '80' });

    const after = (await sources()).filter((s) => s.sourceType === 'bill_line');
    expect(Number(after.find((s) => s.sourceId === pilotage!.id)?.amount)).toBe(70);
    expect(after.some((s) => s.sourceId === tug!.id)).toBe(false);
    expect(Number(after.find((s) => s.sourceId === mooring!.id)?.amount)).toBe(40);

    const line = (sourceId: string) => ({
      sourceType: 'bill_line',
      sourceId,
      title: 'Rebilled',
      // The client's amount is ignored: a source line takes the source's amount.
      amount: '1000',
      currency: 'USD',
    });
    const body = (lines: unknown[]) => ({
      shipId: aurora,
      customerId,
      currency: 'USD',
      invoiceDate: today,
      vatRate: '0',
      groups: [{ title: 'Port costs', lines }],
    });
    const refused = await accountant.post('/accounting/invoices', body([line(tug!.id)]));
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('groups.0.lines.0.sourceId');

    const invoice = dataOf<InvoiceDetail>(
      await accountant.post('/accounting/invoices', body([line(pilotage!.id), line(mooring!.id)])),
    );
    expect(invoice.groups[0]!.lines.map((l) => Number(l.amount))).toEqual([70, 40]);
    expect(invoice.total).toBe('110.00');
  });
});
