import { describe, expect, it } from 'vitest';
import type { ExchangeRate } from './exchange';
import { convert, ExchangeRateError, pickRate, toDateKey } from './exchange';

const rate = (
  from: string,
  to: string,
  value: string,
  date: string,
  extra: Partial<ExchangeRate> = {},
): ExchangeRate => ({
  from,
  to,
  rate: value,
  date,
  source: 'ECB',
  type: 'daily',
  ...extra,
});

const rates: ExchangeRate[] = [
  rate('USD', 'EUR', '0.90', '2026-01-01'),
  rate('USD', 'EUR', '0.92', '2026-01-10'),
  rate('USD', 'EUR', '0.95', '2026-02-01'),
  rate('EUR', 'NOK', '11.5', '2026-01-05', { source: 'Norges Bank' }),
  rate('NOK', 'EUR', '0.0870', '2026-01-20', { source: 'Norges Bank' }),
  rate('USD', 'JPY', '150', '2026-01-01', { type: 'monthly' }),
  rate('USD', 'JPY', '151', '2026-01-01', { type: 'budget' }),
];

describe('pickRate', () => {
  it.each([
    ['2026-01-01', '0.90', '2026-01-01'],
    ['2026-01-09', '0.90', '2026-01-01'],
    ['2026-01-10', '0.92', '2026-01-10'],
    ['2026-01-31T23:59:00Z', '0.92', '2026-01-10'],
    ['2026-03-15', '0.95', '2026-02-01'],
  ])('on %s picks the rate %s of %s', (date, value, rateDate) => {
    const picked = pickRate(rates, 'USD', 'EUR', date);
    expect(picked).toMatchObject({
      rate: value,
      date: rateDate,
      inverted: false,
      source: 'ECB',
      type: 'daily',
    });
  });

  it('never picks a rate after the document date', () => {
    expect(() => pickRate(rates, 'USD', 'EUR', '2025-12-31')).toThrow(
      'No exchange rate USD→EUR (nor EUR→USD) on or before 2025-12-31',
    );
  });

  it('inverts the opposite pair and records it', () => {
    const picked = pickRate(rates, 'EUR', 'USD', '2026-01-15');
    expect(picked).toMatchObject({
      from: 'EUR',
      to: 'USD',
      inverted: true,
      storedRate: '0.92',
      date: '2026-01-10',
    });
    expect(picked.rate).toBe('1.0869565217');
  });

  it('prefers a direct rate over an inverse of the same date, a newer inverse over an older direct one', () => {
    expect(pickRate(rates, 'EUR', 'NOK', '2026-01-10')).toMatchObject({ rate: '11.5', inverted: false });
    expect(pickRate(rates, 'EUR', 'NOK', '2026-01-25')).toMatchObject({
      inverted: true,
      storedRate: '0.0870',
      date: '2026-01-20',
    });
    const sameDay = [rate('EUR', 'SEK', '11', '2026-01-01'), rate('SEK', 'EUR', '0.1', '2026-01-01')];
    expect(pickRate(sameDay, 'EUR', 'SEK', '2026-01-01')).toMatchObject({ rate: '11', inverted: false });
  });

  it('gives the identity rate for one currency', () => {
    expect(pickRate([], 'USD', 'USD', '2026-01-01')).toMatchObject({
      rate: '1',
      inverted: false,
      type: 'identity',
    });
  });

  it('asks for a type when several types share the latest date, and filters by type', () => {
    expect(() => pickRate(rates, 'USD', 'JPY', '2026-01-05')).toThrow(
      'Several USD→JPY exchange rates on 2026-01-01 (monthly, budget): choose a rate type',
    );
    expect(pickRate(rates, 'USD', 'JPY', '2026-01-05', { type: 'budget' }).rate).toBe('151');
    expect(() => pickRate(rates, 'USD', 'EUR', '2026-01-05', { type: 'manual' })).toThrow(
      'No manual exchange rate USD→EUR (nor EUR→USD) on or before 2026-01-05',
    );
  });

  it('refuses a rate that is not positive and a bad date', () => {
    expect(() => pickRate([rate('USD', 'GBP', '0', '2026-01-01')], 'USD', 'GBP', '2026-01-02')).toThrow(
      'a rate must be greater than 0',
    );
    expect(() => pickRate(rates, 'USD', 'EUR', '15/01/2026')).toThrow(ExchangeRateError);
  });
});

describe('convert', () => {
  it('multiplies by a direct rate and keeps the rate, its date and source', () => {
    const picked = pickRate(rates, 'USD', 'EUR', '2026-01-15');
    expect(convert({ amount: '1000.00', currency: 'USD' }, picked)).toEqual({
      amount: '920.00',
      currency: 'EUR',
      original: { amount: '1000.00', currency: 'USD' },
      rate: '0.92',
      rateDate: '2026-01-10',
      rateSource: 'ECB',
      rateType: 'daily',
      inverted: false,
    });
  });

  it('divides by the stored rate when inverted', () => {
    const picked = pickRate(rates, 'EUR', 'USD', '2026-01-15');
    const converted = convert({ amount: '920.00', currency: 'EUR' }, picked);
    expect(converted).toMatchObject({
      amount: '1000.00',
      currency: 'USD',
      inverted: true,
      rateDate: '2026-01-10',
    });
  });

  it('rounds to the target currency', () => {
    const toYen = pickRate(rates, 'USD', 'JPY', '2026-01-05', { type: 'monthly' });
    expect(convert({ amount: '10.01', currency: 'USD' }, toYen).amount).toBe('1502');
    const kwd = [rate('USD', 'KWD', '0.30712', '2026-01-01')];
    expect(
      convert({ amount: '100.00', currency: 'USD' }, pickRate(kwd, 'USD', 'KWD', '2026-01-01')).amount,
    ).toBe('30.712');
  });

  it('refuses money of another currency than the rate', () => {
    const picked = pickRate(rates, 'USD', 'EUR', '2026-01-15');
    expect(() => convert({ amount: '1', currency: 'GBP' }, picked)).toThrow(
      'Cannot convert GBP with a USD→EUR rate',
    );
  });
});

describe('toDateKey', () => {
  it('takes the calendar date of dates and timestamps', () => {
    expect(toDateKey('2026-03-04')).toBe('2026-03-04');
    expect(toDateKey('2026-03-04T10:00:00.000Z')).toBe('2026-03-04');
    expect(toDateKey(new Date(Date.UTC(2026, 2, 4, 23, 0)))).toBe('2026-03-04');
  });
});

describe('pickRate through a base currency (cross rate)', () => {
  const usdRates: ExchangeRate[] = [
    rate('USD', 'EUR', '0.92', '2026-01-10'),
    rate('GBP', 'USD', '1.25', '2026-01-12', { source: 'BoE' }),
    rate('USD', 'NOK', '10.8', '2026-01-05', { source: 'Norges Bank' }),
  ];

  it('multiplies the two legs when the pair has no rate either way', () => {
    const picked = pickRate(usdRates, 'GBP', 'EUR', '2026-01-15', { via: 'USD' });
    expect(picked).toMatchObject({
      from: 'GBP',
      to: 'EUR',
      rate: '1.15',
      inverted: false,
      via: 'USD',
      date: '2026-01-10',
      source: 'BoE GBP→USD × ECB USD→EUR',
    });
    expect(convert({ amount: '100.00', currency: 'GBP' }, picked).amount).toBe('115.00');
  });

  it('divides by an inverted leg once, without a rounded inverse in the product', () => {
    // EUR → USD is the inverse of 0.92; USD → NOK is direct: 10.8 / 0.92 = 11.7391304348 (10 decimals).
    const picked = pickRate(usdRates, 'EUR', 'NOK', '2026-01-15', { via: 'USD' });
    expect(picked.rate).toBe('11.7391304348');
    expect(picked.legs?.[0]).toMatchObject({ from: 'EUR', to: 'USD', inverted: true });
  });

  it('prefers the pair’s own rate to a cross rate', () => {
    const withDirect = [...usdRates, rate('GBP', 'EUR', '1.17', '2026-01-02', { source: 'manual' })];
    expect(pickRate(withDirect, 'GBP', 'EUR', '2026-01-15', { via: 'USD' })).toMatchObject({
      rate: '1.17',
      source: 'manual',
    });
    expect(pickRate(withDirect, 'GBP', 'EUR', '2026-01-15', { via: 'USD' }).via).toBeUndefined();
  });

  it('names the missing leg when no cross rate can be made', () => {
    expect(() => pickRate(usdRates, 'GBP', 'JPY', '2026-01-15', { via: 'USD' })).toThrow(
      /nor a cross rate through USD: No exchange rate USD→JPY/,
    );
    expect(() => pickRate(usdRates, 'GBP', 'EUR', '2026-01-11', { via: 'USD' })).toThrow(
      /No exchange rate GBP→USD/,
    );
  });
});
