import { describe, expect, it } from 'vitest';
import { createCreditNoteSchema, creditLeft, planCredit, stateAfterCredit } from './credit-note';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const invoice = (creditedA = '0', creditedB = '0', creditedVat = '0') => ({
  lines: [
    { id: A, lineTotal: '100.00', credited: creditedA },
    { id: B, lineTotal: '33.33', credited: creditedB },
  ],
  vatRate: '20',
  vatAmount: '26.67',
  creditedVat,
  currency: 'USD',
});

describe('planCredit', () => {
  it('credits chosen lines in part with VAT at the invoice rate, not yet in full', () => {
    const planned = planCredit(invoice(), [{ invoiceLineId: A, amount: '40' }]);
    expect(planned).toEqual({
      ok: true,
      credit: {
        lines: [{ invoiceLineId: A, amount: '40' }],
        subtotal: '40.00',
        vatAmount: '8.00',
        total: '48.00',
        full: false,
      },
    });
  });

  it('never credits more than is left on a line, and names the field', () => {
    expect(planCredit(invoice('70'), [{ invoiceLineId: A, amount: '30.01' }])).toEqual({
      ok: false,
      field: 'lines.0.amount',
      message: 'amount 30.01 is more than the 30 left to credit on this line',
    });
    expect(planCredit(invoice(), [{ invoiceLineId: B, amount: '1.001' }])).toMatchObject({
      ok: false,
      field: 'lines.0.amount',
    });
    expect(
      planCredit(invoice(), [
        { invoiceLineId: A, amount: '1' },
        { invoiceLineId: A, amount: '1' },
      ]),
    ).toMatchObject({ ok: false, field: 'lines.1.invoiceLineId' });
    expect(
      planCredit(invoice(), [{ invoiceLineId: '00000000-0000-4000-8000-0000000000ff', amount: '1' }]),
    ).toMatchObject({ ok: false, field: 'lines.0.invoiceLineId' });
  });

  it('credits what is left on every line when no lines are given; the last credit takes the VAT left', () => {
    const planned = planCredit(invoice('40', '0', '8.00'), undefined);
    expect(planned).toEqual({
      ok: true,
      credit: {
        lines: [
          { invoiceLineId: A, amount: '60' },
          { invoiceLineId: B, amount: '33.33' },
        ],
        subtotal: '93.33',
        vatAmount: '18.67',
        total: '112.00',
        full: true,
      },
    });
    // 48.00 + 112.00 = 160.00, the invoice total (133.33 + 26.67).
    expect(planCredit(invoice('100', '33.33', '26.67'), undefined)).toMatchObject({
      ok: false,
      field: 'lines',
    });
  });

  it('knows what is left on a line', () => {
    expect(creditLeft({ lineTotal: '10', credited: '2.5' })).toBe('7.5');
    expect(creditLeft({ lineTotal: '10', credited: '10' })).toBe('0');
  });
});

describe('stateAfterCredit', () => {
  it('is CREDITED only when fully credited; PAID when the payments cover the rest', () => {
    expect(stateAfterCredit('ISSUED', true, '160', '160', '0')).toBe('CREDITED');
    expect(stateAfterCredit('ISSUED', false, '160', '48', '0')).toBe('ISSUED');
    expect(stateAfterCredit('PARTIALLY_PAID', false, '160', '48', '100')).toBe('PARTIALLY_PAID');
    expect(stateAfterCredit('PARTIALLY_PAID', false, '160', '60', '100')).toBe('PAID');
  });
});

describe('createCreditNoteSchema', () => {
  it('needs a reason and positive amounts', () => {
    const bad = createCreditNoteSchema.safeParse({
      version: 1,
      reason: 'x',
      lines: [{ invoiceLineId: A, amount: '0' }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.'))).toEqual(['reason', 'lines.0.amount']);
  });
});
