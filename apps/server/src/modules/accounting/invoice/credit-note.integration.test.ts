import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDateKey, type AgeingReport, type InvoiceDetail } from '@keel/domain';
import { pdfToText } from '../../../lib/pdf-text.test-support';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName, unique } from '../../../test/fixtures';
import { customers } from '../customer/customer.table';

/**
 * Partial credit notes: chosen lines or an amount per line, never more than is left, their own gapless
 * CN series, CREDITED only when fully credited, the balance and the AR ageing net of credits, the PDF.
 */
let t: TestApp;
let accountant: TestSession;
let aurora: string;
let customerId: string;
const URL = '/accounting/invoices';
const today = toDateKey(new Date());

beforeAll(async () => {
  t = await createTestApp();
  accountant = await t.login(DEMO.accountant);
  aurora = (await shipsByName(t)).byName('Keel Aurora').id;
  const [customer] = await t.db.select({ id: customers.id }).from(customers).limit(1);
  customerId = customer!.id;
});
afterAll(() => t?.close());

async function issued(): Promise<InvoiceDetail> {
  const line = (title: string, amount: string) => ({ sourceType: 'free', title, amount, currency: 'USD' });
  const draft = dataOf<InvoiceDetail>(
    await accountant.post(URL, {
      shipId: aurora,
      customerId,
      currency: 'USD',
      invoiceDate: today,
      vatRate: '20',
      groups: [
        { title: 'Port call', lines: [line(unique('Agency fee'), '100'), line('船舶代理费 pilotage', '50')] },
      ],
    }),
  );
  return dataOf<InvoiceDetail>(await accountant.post(`${URL}/${draft.id}/issue`, { version: draft.version }));
}
const openOf = async (id: string) => {
  const inv = dataOf<InvoiceDetail>(await accountant.get(`${URL}/${id}`));
  const ageing = dataOf<AgeingReport>(
    await accountant.get(`/accounting/invoices/ageing?customerId=${customerId}`),
  );
  return { inv, ageingTotal: ageing.rows.find((r) => r.currency === 'USD')?.total ?? '0' };
};

describe('partial credit notes', () => {
  it('credits a line in part, then the rest; CREDITED only when fully credited; numbers in the CN series', async () => {
    const inv = await issued();
    expect(inv.total).toBe('180.00');
    const [fee, pilotage] = inv.groups[0]!.lines;
    const before = await openOf(inv.id);

    const over = await accountant.post(`${URL}/${inv.id}/credit`, {
      reason: 'Pilotage overcharged',
      lines: [{ invoiceLineId: pilotage!.id, amount: '50.01' }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('lines.0.amount');

    const part = dataOf<InvoiceDetail>(
      await accountant.post(`${URL}/${inv.id}/credit`, {
        reason: 'Pilotage overcharged',
        lines: [{ invoiceLineId: pilotage!.id, amount: '20' }],
      }),
    );
    expect(part.state).toBe('ISSUED');
    expect(part).toMatchObject({ creditedAmount: '24.00', balance: '156.00', creditNoteNumber: null });
    expect(part.creditNotes).toHaveLength(1);
    expect(part.creditNotes[0]).toMatchObject({ subtotal: '20.00', vatAmount: '4.00', total: '24.00' });
    expect(part.creditNotes[0]!.number).toMatch(/^CN-\d{4}-\d{5}$/);
    expect(part.creditedByLine).toEqual({ [pilotage!.id]: '20.00' });
    // The AR ageing counts the credit: the open amount is 24.00 less.
    const after = await openOf(inv.id);
    expect(Number(before.ageingTotal) - Number(after.ageingTotal)).toBeCloseTo(24, 2);

    // Paying what is left makes it PAID; the rest of the lines can still be credited.
    const paid = dataOf<InvoiceDetail>(
      await accountant.post(`${URL}/${inv.id}/payments`, { date: today, amount: '156' }),
    );
    expect(paid.state).toBe('PAID');

    const rest = dataOf<InvoiceDetail>(
      await accountant.post(`${URL}/${inv.id}/credit`, {
        version: paid.version,
        reason: 'Whole call cancelled',
      }),
    );
    expect(rest.state).toBe('CREDITED');
    expect(rest.creditedAmount).toBe('180.00');
    expect(rest.creditNotes.map((n) => n.total)).toEqual(['24.00', '156.00']);
    const [a, b] = rest.creditNotes.map((n) => Number(n.number.slice(-5)));
    expect(b! - a!).toBe(1);
    expect(rest.creditNoteNumber).toBe(rest.creditNotes[1]!.number);
    expect(rest.creditNotes[1]!.lines.map((l) => [l.invoiceLineId, l.amount])).toEqual([
      [fee!.id, '100.00'],
      [pilotage!.id, '30.00'],
    ]);
    const again = await accountant.post(`${URL}/${inv.id}/credit`, { reason: 'once more' });
    expect(again.statusCode).toBe(409);
  });

  it('prints the credit note PDF with its number, the credited lines in any script and the totals', async () => {
    const inv = await issued();
    const pilotage = inv.groups[0]!.lines[1]!;
    const credited = dataOf<InvoiceDetail>(
      await accountant.post(`${URL}/${inv.id}/credit`, {
        reason: 'Pilotage overcharged',
        lines: [{ invoiceLineId: pilotage.id, amount: '10' }],
      }),
    );
    const note = credited.creditNotes[0]!;
    const pdf = await accountant.get(`${URL}/${inv.id}/credit-notes/${note.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`${note.number}.pdf`);
    const text = pdfToText(pdf.rawPayload);
    expect(text).toContain(`CREDIT NOTE ${note.number}`);
    expect(text).toContain('船舶代理费 pilotage');
    expect(text).toContain('12.00');
    const missing = await accountant.get(`${URL}/${inv.id}/credit-notes/${inv.id}/pdf`);
    expect(missing.statusCode).toBe(404);
  });
});
