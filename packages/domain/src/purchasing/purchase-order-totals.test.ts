import { describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal, sumDecimals } from '../money/decimal';
import { lineNetAmount, lineTotal, purchaseOrderTotals } from './purchase-order-totals';

describe('line totals', () => {
  it.each([
    [{ quantity: '10', unitPrice: '12.50' }, 'USD', '125.00'],
    [{ quantity: '3', unitPrice: '19.99', discount: '10' }, 'USD', '53.97'],
    [{ quantity: '3', unitPrice: '0.335' }, 'USD', '1.01'],
    [{ quantity: '2.5', unitPrice: '1234.5', discount: '12.5' }, 'JPY', '2700'],
    [{ quantity: '7', unitPrice: '1.2345', discount: '3' }, 'KWD', '8.382'],
    [{ quantity: '4', unitPrice: '100', discount: '100' }, 'EUR', '0.00'],
    [{ quantity: '0', unitPrice: '100' }, 'EUR', '0.00'],
  ])('%o in %s is %s', (line, currency, total) => {
    expect(lineTotal(line, currency)).toBe(total);
  });

  it('computes the net amount exactly before rounding', () => {
    expect(lineNetAmount({ quantity: '3', unitPrice: '19.99', discount: '10' })).toBe('53.9730');
    expect(lineNetAmount({ quantity: '1', unitPrice: '0.1', discount: '33.3333' })).toBe('0.0666667');
  });

  it.each([
    [{ quantity: '-1', unitPrice: '1' }, 'quantity must not be negative'],
    [{ quantity: '1', unitPrice: '-1' }, 'unitPrice must not be negative'],
    [{ quantity: '1', unitPrice: '1', discount: '100.01' }, 'discount must be between 0 and 100 percent'],
    [{ quantity: '1', unitPrice: '1', discount: '-5' }, 'discount must be between 0 and 100 percent'],
  ])('refuses %o', (line, message) => {
    expect(() => lineNetAmount(line)).toThrow(message);
  });
});

describe('purchaseOrderTotals', () => {
  it('sums lines, freight and port charges exactly', () => {
    const totals = purchaseOrderTotals({
      currency: 'USD',
      lines: [
        { quantity: '3', unitPrice: '0.335' },
        { quantity: '3', unitPrice: '0.335' },
        { quantity: '3', unitPrice: '0.335' },
        { quantity: '12', unitPrice: '19.99', discount: '7.5' },
      ],
      freight: '250',
      portCharges: '75.555',
    });
    expect(totals).toEqual({
      currency: 'USD',
      lineTotals: ['1.01', '1.01', '1.01', '221.89'],
      linesTotal: '224.92',
      freight: '250.00',
      portCharges: '75.56',
      total: '550.48',
    });
  });

  it('has no zero-sum surprise: the total is the sum of the parts shown, for many lines', () => {
    const lines = Array.from({ length: 250 }, (_, i) => ({
      quantity: `${(i % 7) + 1}.${i % 3}`,
      unitPrice: `${i}.${(i * 37) % 1000}`,
      discount: `${i % 15}`,
    }));
    const totals = purchaseOrderTotals({ currency: 'EUR', lines, freight: '1000.10', portCharges: '0.20' });
    expect(compareDecimal(totals.linesTotal, sumDecimals(totals.lineTotals))).toBe(0);
    expect(totals.total).toBe(addDecimal(addDecimal(totals.linesTotal, totals.freight), totals.portCharges));
    expect(totals.lineTotals.every((t) => /^\d+\.\d{2}$/.test(t))).toBe(true);
  });

  it('is exact where floats drift', () => {
    const lines = Array.from({ length: 10 }, () => ({ quantity: '1', unitPrice: '0.10' }));
    expect(purchaseOrderTotals({ currency: 'USD', lines }).total).toBe('1.00');
  });

  it('handles currencies without decimals and an empty order', () => {
    expect(
      purchaseOrderTotals({
        currency: 'JPY',
        lines: [{ quantity: '3', unitPrice: '333.5' }],
        freight: '10.5',
      }).total,
    ).toBe('1012');
    expect(purchaseOrderTotals({ currency: 'USD', lines: [] })).toMatchObject({
      linesTotal: '0.00',
      total: '0.00',
    });
  });

  it('refuses negative freight', () => {
    expect(() => purchaseOrderTotals({ currency: 'USD', lines: [], freight: '-1' })).toThrow(
      'freight must not be negative',
    );
  });
});
