import { describe, expect, it } from 'vitest';
import { currentPrices, isPriceValidOn, utcToday, type DatedPrice } from './bunker-price';
import { createBunkerPriceSchema } from './bunker-price.schema';

const p = (id: string, over: Partial<DatedPrice>): DatedPrice & { id: string } => ({
  id,
  portLocode: 'SGSIN',
  grade: 'VLSFO',
  validFrom: '2026-03-01',
  validUntil: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  ...over,
});

describe('current bunker price', () => {
  it('is valid from validFrom to validUntil, both inclusive', () => {
    const price = { validFrom: '2026-03-01', validUntil: '2026-03-07' };
    expect(isPriceValidOn(price, '2026-02-28')).toBe(false);
    expect(isPriceValidOn(price, '2026-03-01')).toBe(true);
    expect(isPriceValidOn(price, '2026-03-07')).toBe(true);
    expect(isPriceValidOn(price, '2026-03-08')).toBe(false);
    expect(isPriceValidOn({ validFrom: '2026-03-01', validUntil: null }, '2030-01-01')).toBe(true);
  });

  it('picks the newest valid price per port and grade', () => {
    const prices = [
      p('old', { validFrom: '2026-02-01' }),
      p('new', { validFrom: '2026-03-01' }),
      p('future', { validFrom: '2026-04-01' }),
      p('expired', { validFrom: '2026-03-05', validUntil: '2026-03-06' }),
      p('mgo', { grade: 'MGO', validFrom: '2026-01-10' }),
      p('rtm', { portLocode: 'NLRTM', validFrom: '2026-03-02' }),
    ];
    expect(currentPrices(prices, '2026-03-10').map((x) => x.id)).toEqual(['rtm', 'mgo', 'new']);
    expect(currentPrices(prices, '2026-03-05').map((x) => x.id)).toEqual(['rtm', 'mgo', 'expired']);
    expect(currentPrices(prices, '2026-01-01')).toEqual([]);
  });

  it('lets a correction entered later on the same day win', () => {
    const prices = [
      p('first', { createdAt: '2026-03-01T08:00:00.000Z' }),
      p('correction', { createdAt: '2026-03-01T09:30:00.000Z' }),
    ];
    expect(currentPrices(prices, '2026-03-02').map((x) => x.id)).toEqual(['correction']);
    expect(currentPrices([...prices].reverse(), '2026-03-02').map((x) => x.id)).toEqual(['correction']);
  });

  it('dates today in UTC', () => {
    expect(utcToday(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });
});

describe('createBunkerPriceSchema', () => {
  const good = {
    portLocode: 'sgsin',
    grade: 'VLSFO',
    price: '612.50',
    validFrom: '2026-03-01',
    source: 'Supplier quotation',
  };
  const messages = (input: unknown) => {
    const r = createBunkerPriceSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('parses a price in USD by default, with no end date', () => {
    expect(createBunkerPriceSchema.parse({ ...good, validUntil: '' })).toEqual({
      ...good,
      portLocode: 'SGSIN',
      currency: 'USD',
      validUntil: null,
    });
  });

  it('refuses negative, zero, malformed or over-precise prices and numbers', () => {
    expect(messages({ ...good, price: '-5.00' })).toEqual({ price: 'price must be greater than 0' });
    expect(messages({ ...good, price: '0' })).toEqual({ price: 'price must be greater than 0' });
    expect(messages({ ...good, price: '612,50' }).price).toBe(
      'price must be a decimal number such as 1234.56',
    );
    expect(messages({ ...good, price: '612.505' }).price).toBe('price must have at most 2 decimal places');
    expect(messages({ ...good, price: 612.5 }).price).toMatch(/written as a string/);
    expect(messages({ ...good, price: '95000.5', currency: 'JPY' })).toEqual({
      price: 'price must have at most 0 decimal places in JPY',
    });
  });

  it('names the port, grade, dates, currency and source when they are wrong', () => {
    expect(Object.keys(messages({ ...good, portLocode: 'Singapore' }))).toEqual(['portLocode']);
    expect(messages({ ...good, grade: 'IFO380' }).grade).toBe(
      'grade must be one of VLSFO, HSFO, ULSFO, MGO, MDO, B24, LNG',
    );
    expect(messages({ ...good, validUntil: '2026-02-28' })).toEqual({
      validUntil: 'validUntil must not be before validFrom',
    });
    expect(messages({ ...good, validFrom: '2026-02-30' })).toEqual({
      validFrom: 'validFrom must be a date YYYY-MM-DD',
    });
    expect(Object.keys(messages({ ...good, currency: 'DOLLAR' }))).toEqual(['currency']);
    expect(messages({ ...good, source: ' ' })).toEqual({ source: 'source is required' });
  });
});
