import { describe, expect, it } from 'vitest';
import type { RfqComparison } from '@keel/domain';
import { allToVendor, awardBody, choiceSummary, defaultChoices } from './comparison-choice';

const offer = (vendorId: string, quoteLineId: string, amount: string, cheapest: boolean) => ({
  vendorId,
  revision: 1,
  quoteLineId,
  offeredQty: '1',
  short: false,
  netUnitPrice: amount,
  originalLineTotal: { amount, currency: 'USD' },
  lineTotal: { amount, currency: 'USD' },
  leadTimeDays: 5,
  partType: 0,
  offeredPartNumber: null,
  alternative: false,
  belowRequested: false,
  cheapest,
  fastest: false,
});

const vendor = (vendorId: string, vendorName: string, freight: string, total: string, complete: boolean) => ({
  vendorId,
  vendorName,
  freight,
  portCharges: '0.00',
  total,
  complete,
});

const comparison = {
  rfqId: 'r',
  currency: 'USD',
  date: '2026-11-21',
  lines: [
    {
      rfqLineId: 'L1',
      position: 1,
      description: 'a',
      quantity: '1',
      unit: 'pcs',
      offers: [offer('A', 'qa1', '10.00', false), offer('B', 'qb1', '9.00', true)],
    },
    {
      rfqLineId: 'L2',
      position: 2,
      description: 'b',
      quantity: '1',
      unit: 'pcs',
      offers: [offer('A', 'qa2', '5.00', true)],
    },
    { rfqLineId: 'L3', position: 3, description: 'c', quantity: '1', unit: 'pcs', offers: [] },
  ],
  vendors: [vendor('A', 'Alpha', '0.00', '15.00', false), vendor('B', 'Beta', '0.00', '9.00', false)],
  notQuoted: [],
} as unknown as RfqComparison;

/** Beta is cheaper on line 1 by 1.00 but charges 40.00 freight: buying everything from Alpha is cheaper. */
const withFreight = {
  ...comparison,
  vendors: [vendor('A', 'Alpha', '20.00', '35.00', false), vendor('B', 'Beta', '40.00', '49.00', false)],
} as unknown as RfqComparison;

describe('award choices', () => {
  it('defaults to the cheapest offer per line when no vendor charges freight, leaving unoffered lines out', () => {
    expect(defaultChoices(comparison)).toEqual({ L1: 'qb1', L2: 'qa2' });
  });

  it('does not split the order when the second vendor’s freight makes the split dearer', () => {
    expect(defaultChoices(withFreight)).toEqual({ L1: 'qa1', L2: 'qa2' });
    expect(choiceSummary(withFreight, defaultChoices(withFreight)).total).toBe('35.00');
  });

  it('sums the chosen lines per vendor with its charges once', () => {
    const summary = choiceSummary(withFreight, { L1: 'qb1', L2: 'qa2' });
    expect(summary.vendors.map((v) => [v.vendorName, v.lines, v.amount])).toEqual([
      ['Beta', 1, '49.00'],
      ['Alpha', 1, '25.00'],
    ]);
    expect(summary.total).toBe('74.00');
  });

  it('awards all to one vendor', () => {
    expect(allToVendor(comparison, 'A')).toEqual({ L1: 'qa1', L2: 'qa2' });
    expect(allToVendor(comparison, 'B')).toEqual({ L1: 'qb1' });
  });

  it('builds the award body', () => {
    expect(awardBody(4, { L1: 'qb1' })).toEqual({
      version: 4,
      lines: [{ rfqLineId: 'L1', quoteLineId: 'qb1' }],
    });
  });
});
