import { describe, expect, it } from 'vitest';
import { PART_TYPE } from '../common/enums';
import { sumDecimals } from '../money/decimal';
import type { ExchangeRate } from '../money/exchange';
import type { CompareInput, CompareQuote } from './quote-compare';
import { compareQuotes } from './quote-compare';

const rates: ExchangeRate[] = [
  { from: 'EUR', to: 'USD', rate: '1.1', date: '2026-01-01', source: 'ECB', type: 'daily' },
  { from: 'EUR', to: 'USD', rate: '1.3', date: '2026-03-01', source: 'ECB', type: 'daily' },
  { from: 'USD', to: 'NOK', rate: '10', date: '2026-01-01', source: 'Norges Bank', type: 'daily' },
];

const vendorA: CompareQuote = {
  vendorId: 'A',
  revision: 2,
  currency: 'USD',
  leadTimeDays: 10,
  freight: '50',
  portCharges: '0',
  lines: [
    { rfqLineId: 'L1', unitPrice: '10', availableQty: '10', partType: PART_TYPE.Genuine, leadTimeDays: 7 },
    { rfqLineId: 'L2', unitPrice: '20', availableQty: '5', partType: PART_TYPE.Genuine },
    { rfqLineId: 'L3', unitPrice: '100', availableQty: '2', partType: PART_TYPE.OEM },
  ],
};
const vendorAOld: CompareQuote = {
  ...vendorA,
  revision: 1,
  lines: vendorA.lines.map((l) => ({ ...l, unitPrice: '1' })),
};
const vendorB: CompareQuote = {
  vendorId: 'B',
  revision: 1,
  currency: 'EUR',
  leadTimeDays: 5,
  freight: '20',
  portCharges: '10',
  lines: [
    { rfqLineId: 'L1', unitPrice: '8', discount: '10', availableQty: '10', partType: PART_TYPE.OEM },
    { rfqLineId: 'L2', unitPrice: '19', availableQty: '5', partType: PART_TYPE.Genuine },
    { rfqLineId: 'L3', unitPrice: '90', availableQty: '2', partType: PART_TYPE.Compatible },
  ],
};
const vendorC: CompareQuote = {
  vendorId: 'C',
  revision: 1,
  currency: 'NOK',
  leadTimeDays: 2,
  lines: [
    { rfqLineId: 'L1', unitPrice: '90', availableQty: '6', partType: PART_TYPE.Genuine },
    { rfqLineId: 'L3', unitPrice: '900', availableQty: '0', partType: PART_TYPE.Genuine },
  ],
};

const input: CompareInput = {
  rfqLines: [
    { id: 'L1', quantity: '10', requestedPartType: PART_TYPE.Genuine },
    { id: 'L2', quantity: '5' },
    { id: 'L3', quantity: '2', requestedPartType: PART_TYPE.OEM },
  ],
  quotes: [vendorAOld, vendorB, vendorA, vendorC],
  currency: 'USD',
  rates,
  date: '2026-02-15',
};

const result = compareQuotes(input);
const vendor = (id: string) => result.vendors.find((v) => v.vendorId === id)!;
const offer = (line: string, id: string) =>
  result.lines.find((l) => l.rfqLineId === line)!.offers.find((o) => o.vendorId === id)!;

describe('compareQuotes', () => {
  it('compares only the latest revision of each vendor', () => {
    expect(result.vendors.map((v) => [v.vendorId, v.revision])).toEqual([
      ['A', 2],
      ['B', 1],
      ['C', 1],
    ]);
  });

  it('converts each line total with the rate of the date, keeping the rate', () => {
    expect(offer('L1', 'B')).toMatchObject({
      originalLineTotal: { amount: '72.00', currency: 'EUR' },
      lineTotal: { amount: '79.20', currency: 'USD' },
      netUnitPrice: '7.920000',
    });
    expect(vendor('B').conversion).toEqual({
      rate: '1.1',
      rateDate: '2026-01-01',
      rateSource: 'ECB',
      inverted: false,
    });
    expect(vendor('C').conversion).toMatchObject({ inverted: true, rate: '0.1000000000' });
    expect(offer('L1', 'C')).toMatchObject({ offeredQty: '6', short: true, lineTotal: { amount: '54.00' } });
  });

  it('totals each vendor in one currency, the total being exactly the sum of its parts', () => {
    expect(vendor('A')).toMatchObject({
      linesTotal: '400.00',
      freight: '50.00',
      portCharges: '0.00',
      total: '450.00',
    });
    expect(vendor('B')).toMatchObject({
      linesTotal: '381.70',
      freight: '22.00',
      portCharges: '11.00',
      total: '414.70',
      originalTotal: { amount: '377.00', currency: 'EUR' },
    });
    for (const v of result.vendors) {
      const lineTotals = result.lines.flatMap((l) => l.offers.filter((o) => o.vendorId === v.vendorId));
      expect(sumDecimals([...lineTotals.map((o) => o.lineTotal.amount), v.freight, v.portCharges])).toBe(
        v.total,
      );
    }
  });

  it('marks the cheapest and fastest offer per line', () => {
    const marks = (line: string, key: 'cheapest' | 'fastest') =>
      result.lines
        .find((l) => l.rfqLineId === line)!
        .offers.filter((o) => o[key])
        .map((o) => o.vendorId);
    expect(marks('L1', 'cheapest')).toEqual(['B']);
    expect(marks('L1', 'fastest')).toEqual(['C']);
    expect(marks('L2', 'cheapest')).toEqual(['A']);
    expect(marks('L2', 'fastest')).toEqual(['B']);
    expect(marks('L3', 'cheapest')).toEqual(['B']);
  });

  it('ranks only complete quotes overall and lists what partial ones miss', () => {
    expect(vendor('B')).toMatchObject({ complete: true, cheapest: true, fastest: true, leadTimeDays: 5 });
    expect(vendor('A')).toMatchObject({ complete: true, cheapest: false, fastest: false, leadTimeDays: 10 });
    expect(vendor('C')).toMatchObject({
      complete: false,
      cheapest: false,
      fastest: false,
      missingLineIds: ['L2', 'L3'],
      shortLineIds: ['L1'],
    });
  });

  it('flags alternatives and parts below what was asked', () => {
    expect(offer('L3', 'A')).toMatchObject({ alternative: true, belowRequested: false });
    expect(offer('L1', 'B')).toMatchObject({ alternative: true, belowRequested: true });
    expect(offer('L3', 'B')).toMatchObject({ alternative: true, belowRequested: true });
    expect(offer('L2', 'B')).toMatchObject({ alternative: false, belowRequested: false });
    expect(vendor('B').alternativeLineIds).toEqual(['L1', 'L3']);
  });

  it('marks every vendor tied for cheapest', () => {
    const twin: CompareQuote = { ...vendorA, vendorId: 'A2' };
    const tied = compareQuotes({ ...input, quotes: [vendorA, twin] });
    expect(tied.vendors.map((v) => v.cheapest)).toEqual([true, true]);
  });

  it('uses a later rate for a later date', () => {
    const later = compareQuotes({ ...input, quotes: [vendorB], date: '2026-03-02' });
    expect(later.vendors[0]).toMatchObject({ conversion: { rate: '1.3' }, freight: '26.00' });
  });

  it('fails clearly without a rate or with a line the RFQ does not have', () => {
    const sgd: CompareQuote = { ...vendorA, vendorId: 'S', currency: 'SGD' };
    expect(() => compareQuotes({ ...input, quotes: [sgd] })).toThrow(
      'No exchange rate SGD→USD (nor USD→SGD) on or before 2026-02-15',
    );
    const stray: CompareQuote = { ...vendorA, lines: [{ ...vendorA.lines[0]!, rfqLineId: 'L9' }] };
    expect(() => compareQuotes({ ...input, quotes: [stray] })).toThrow(
      'The quote of vendor A offers L9, which is not a line of the RFQ',
    );
  });
});
