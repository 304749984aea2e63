import { describe, expect, it } from 'vitest';
import { vendorCreditToPassOn } from './vendor-credit';

const base = {
  credited: '30',
  currency: 'USD',
  exchangeRate: '1',
  markupPercent: '0',
  invoiceCurrency: 'USD',
  lineTotal: '100.0000',
  lineCredited: '0',
};

describe('vendorCreditToPassOn', () => {
  it('passes on the whole vendor credit when the invoice credited nothing on the line', () => {
    expect(vendorCreditToPassOn(base)).toEqual({
      credited: '30',
      currency: 'USD',
      creditedInInvoiceCurrency: '30.00',
      toPassOn: '30.00',
    });
  });

  it('prices the credit at the line rate and markup, rounded to the invoice currency', () => {
    const r = vendorCreditToPassOn({
      ...base,
      exchangeRate: '0.9123',
      markupPercent: '10',
      invoiceCurrency: 'EUR',
      lineTotal: '100.35',
    });
    // 30 × 0.9123 = 27.369 → 27.37; markup 2.737 → 2.74; 30.11
    expect(r.creditedInInvoiceCurrency).toBe('30.11');
    expect(r.toPassOn).toBe('30.11');
  });

  it('takes off what the invoice credit notes already credited on the line', () => {
    expect(vendorCreditToPassOn({ ...base, lineCredited: '12.5' }).toPassOn).toBe('17.50');
    expect(vendorCreditToPassOn({ ...base, lineCredited: '30' }).toPassOn).toBe('0');
    expect(vendorCreditToPassOn({ ...base, lineCredited: '45' }).toPassOn).toBe('0');
  });

  it('never offers more than is left on the line', () => {
    expect(vendorCreditToPassOn({ ...base, credited: '30', lineTotal: '20' }).toPassOn).toBe('20');
  });

  it('keeps the JPY minor unit (no decimals)', () => {
    const r = vendorCreditToPassOn({
      ...base,
      exchangeRate: '151.234',
      invoiceCurrency: 'JPY',
      lineTotal: '15123',
    });
    expect(r.creditedInInvoiceCurrency).toBe('4537');
  });
});
