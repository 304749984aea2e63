import { describe, expect, it } from 'vitest';
import { decimalAmountSchema, exchangeRateSchema, moneySchema } from './money.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('decimalAmountSchema', () => {
  const unitPrice = decimalAmountSchema('unitPrice');

  it('accepts decimal strings', () => {
    expect(unitPrice.parse('1234.5678')).toBe('1234.5678');
    expect(unitPrice.parse('0')).toBe('0');
  });

  it.each([
    [12.5, 'unitPrice must be a decimal number written as a string, such as "1234.56"'],
    [undefined, 'unitPrice must be a decimal number written as a string, such as "1234.56"'],
    ['12,50', 'unitPrice must be a decimal number such as 1234.56'],
    ['1.23456', 'unitPrice must have at most 4 decimal places'],
    ['-1', 'unitPrice must not be negative'],
    ['123456789012345', 'unitPrice must have at most 14 digits before the point'],
  ])('rejects %s naming the field', (value, message) => {
    expect(messages(unitPrice.safeParse(value))).toEqual([message]);
  });

  it('applies sign and maximum options', () => {
    expect(messages(decimalAmountSchema('rate', { sign: 'positive' }).safeParse('0'))).toEqual([
      'rate must be greater than 0',
    ]);
    expect(decimalAmountSchema('delta', { sign: 'any' }).parse('-3')).toBe('-3');
    expect(messages(decimalAmountSchema('discount', { max: '100' }).safeParse('100.01'))).toEqual([
      'discount must be at most 100',
    ]);
  });
});

describe('moneySchema and exchangeRateSchema', () => {
  it('checks money', () => {
    expect(moneySchema.parse({ amount: '-12.00', currency: 'EUR' })).toEqual({
      amount: '-12.00',
      currency: 'EUR',
    });
    expect(messages(moneySchema.safeParse({ amount: '1', currency: 'eur' }))).toEqual([
      'currency must be a three-letter ISO 4217 code such as USD',
    ]);
  });

  it('checks a rate', () => {
    const good = { from: 'USD', to: 'EUR', rate: '0.9234', date: '2026-01-05', source: 'ECB', type: 'daily' };
    expect(exchangeRateSchema.parse(good)).toEqual(good);
    expect(messages(exchangeRateSchema.safeParse({ ...good, rate: '0' }))).toEqual([
      'rate must be greater than 0',
    ]);
    expect(messages(exchangeRateSchema.safeParse({ ...good, to: 'USD' }))).toEqual([
      'to must differ from from',
    ]);
    expect(messages(exchangeRateSchema.safeParse({ ...good, date: '05/01/2026' }))).toEqual([
      'date must be a date (YYYY-MM-DD)',
    ]);
  });
});
