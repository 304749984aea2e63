import { describe, expect, it } from 'vitest';
import type { RfqComparison } from '@keel/domain';
import { awardBody, choiceSummary, defaultChoices } from './comparison-choice';

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
  vendors: [
    { vendorId: 'A', vendorName: 'Alpha' },
    { vendorId: 'B', vendorName: 'Beta' },
  ],
  notQuoted: [],
} as unknown as RfqComparison;

describe('award choices', () => {
  it('defaults to the cheapest offer per line and leaves unoffered lines out', () => {
    expect(defaultChoices(comparison)).toEqual({ L1: 'qb1', L2: 'qa2' });
  });

  it('sums the chosen lines per vendor', () => {
    const summary = choiceSummary(comparison, { L1: 'qa1', L2: 'qa2' });
    expect(summary.vendors).toEqual([{ vendorName: 'Alpha', lines: 2, amount: '15.00' }]);
    expect(summary.total).toBe('15.00');
  });

  it('builds the award body', () => {
    expect(awardBody(4, { L1: 'qb1' })).toEqual({
      version: 4,
      lines: [{ rfqLineId: 'L1', quoteLineId: 'qb1' }],
    });
  });
});
