import { describe, expect, it } from 'vitest';
import { applyBillPayment, billOpenAmount } from './bill';
import { billStateAfterCredit, planBillCredit } from './bill-credit';

const lines = [
  { id: 'a', lineTotal: '100.00', creditedAmount: '0' },
  { id: 'b', lineTotal: '50.00', creditedAmount: '20' },
];

describe('partial credit notes of a bill', () => {
  it('credits named lines up to what is left on each', () => {
    const r = planBillCredit({
      currency: 'USD',
      lines,
      open: '130',
      request: [{ billLineId: 'a', amount: '30.5' }],
    });
    expect(r).toEqual({ ok: true, plan: { lines: [{ billLineId: 'a', amount: '30.5' }], total: '30.5' } });
    const over = planBillCredit({
      currency: 'USD',
      lines,
      open: '130',
      request: [{ billLineId: 'b', amount: '30.01' }],
    });
    expect(over).toMatchObject({
      ok: false,
      field: 'lines.0.amount',
      message: 'only 30.00 is left to credit on this line',
    });
  });
  it('credits everything left when no line is named', () => {
    const r = planBillCredit({ currency: 'USD', lines, open: '130' });
    expect(r).toEqual({
      ok: true,
      plan: {
        lines: [
          { billLineId: 'a', amount: '100.00' },
          { billLineId: 'b', amount: '30.00' },
        ],
        total: '130.00',
      },
    });
    const none = planBillCredit({
      currency: 'USD',
      lines: [{ id: 'a', lineTotal: '5', creditedAmount: '5' }],
      open: '0',
    });
    expect(none).toMatchObject({ ok: false, field: 'lines' });
  });
  it('refuses unknown or repeated lines, too many decimals and more than the open amount', () => {
    const req = (request: { billLineId: string; amount: string }[], open = '130') =>
      planBillCredit({ currency: 'USD', lines, open, request });
    expect(req([{ billLineId: 'x', amount: '1' }])).toMatchObject({ ok: false, field: 'lines.0.billLineId' });
    expect(
      req([
        { billLineId: 'a', amount: '1' },
        { billLineId: 'a', amount: '1' },
      ]),
    ).toMatchObject({ ok: false, field: 'lines.1.billLineId' });
    expect(req([{ billLineId: 'a', amount: '1.005' }])).toMatchObject({ ok: false, field: 'lines.0.amount' });
    expect(req([{ billLineId: 'a', amount: '1.500' }])).toMatchObject({ ok: true });
    expect(req([{ billLineId: 'a', amount: '0' }])).toMatchObject({ ok: false, field: 'lines.0.amount' });
    // 60 paid of 150 with 20 credited: 70 open; a credit of 80 would credit paid money.
    expect(req([{ billLineId: 'a', amount: '80' }], '70')).toMatchObject({ ok: false, field: 'lines' });
  });
  it('reverses only once fully credited; paid once payments and credits cover the total', () => {
    expect(billStateAfterCredit('POSTED', '150', '0', '149.99')).toBe('POSTED');
    expect(billStateAfterCredit('POSTED', '150', '0', '150')).toBe('REVERSED');
    expect(billStateAfterCredit('PARTIALLY_PAID', '150', '100', '30')).toBe('PARTIALLY_PAID');
    expect(billStateAfterCredit('PARTIALLY_PAID', '150', '100', '50')).toBe('PAID');
  });
  it('payments stop at total − paid − credited; the open amount subtracts credits', () => {
    expect(applyBillPayment('POSTED', '150', '0', '120.01', '30')).toMatchObject({ ok: false });
    expect(applyBillPayment('POSTED', '150', '0', '120', '30')).toMatchObject({ ok: true, state: 'PAID' });
    expect(applyBillPayment('POSTED', '150', '0', '100', '30')).toMatchObject({
      ok: true,
      state: 'PARTIALLY_PAID',
    });
    expect(billOpenAmount('POSTED', '150', '20', '30')).toBe('100');
  });
});
