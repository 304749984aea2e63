import { describe, expect, it } from 'vitest';
import {
  addMoney,
  CurrencyMismatchError,
  currencyExponent,
  formatMoney,
  isKnownCurrency,
  money,
  roundMoney,
  sumMoney,
  zeroMoney,
} from './currency';

describe('currency exponents', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['NOK', 2],
    ['SGD', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['OMR', 3],
  ] as const)('%s has %i decimals', (code, exponent) => {
    expect(currencyExponent(code)).toBe(exponent);
    expect(isKnownCurrency(code)).toBe(true);
  });

  it('uses two decimals for an unlisted but well-formed code', () => {
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(currencyExponent('XYZ')).toBe(2);
  });

  it('refuses a malformed code', () => {
    expect(() => currencyExponent('usd')).toThrow('"usd" is not a three-letter ISO 4217 currency code');
  });
});

describe('roundMoney', () => {
  it.each([
    ['10.005', 'USD', '10.01'],
    ['10.004', 'USD', '10.00'],
    ['1234.5', 'JPY', '1235'],
    ['-1234.5', 'JPY', '-1235'],
    ['1.23456', 'KWD', '1.235'],
    ['7', 'EUR', '7.00'],
  ])('%s %s → %s (half-up by default)', (amount, currency, rounded) => {
    expect(roundMoney(amount, currency)).toBe(rounded);
  });

  it('rounds half-even when asked', () => {
    expect(roundMoney('10.005', 'USD', 'half-even')).toBe('10.00');
    expect(roundMoney('10.015', 'USD', 'half-even')).toBe('10.02');
  });
});

describe('Money', () => {
  it('builds money at the minor unit', () => {
    expect(money('12.3', 'USD')).toEqual({ amount: '12.30', currency: 'USD' });
    expect(zeroMoney('JPY')).toEqual({ amount: '0', currency: 'JPY' });
    expect(() => money('12,3', 'USD')).toThrow('"12,3" is not a decimal amount');
  });

  it('adds and sums one currency exactly', () => {
    expect(addMoney(money('0.10', 'EUR'), money('0.20', 'EUR'))).toEqual({ amount: '0.30', currency: 'EUR' });
    const items = Array.from({ length: 3 }, () => money('33.33', 'USD'));
    expect(sumMoney(items, 'USD')).toEqual({ amount: '99.99', currency: 'USD' });
  });

  it('refuses to mix currencies', () => {
    expect(() => addMoney(money('1', 'EUR'), money('1', 'USD'))).toThrow(CurrencyMismatchError);
    expect(() => sumMoney([money('1', 'USD')], 'EUR')).toThrow(
      'Cannot combine USD with EUR: convert it first',
    );
  });
});

describe('formatMoney', () => {
  it.each([
    ['4250', 'USD', 'USD 4,250.00'],
    ['1234567.891', 'EUR', 'EUR 1,234,567.89'],
    ['1200.4', 'JPY', 'JPY 1,200'],
    ['-12.5', 'KWD', 'KWD -12.500'],
    ['0', 'GBP', 'GBP 0.00'],
  ])('%s %s reads %s', (amount, currency, shown) => {
    expect(formatMoney(amount, currency)).toBe(shown);
  });
});
