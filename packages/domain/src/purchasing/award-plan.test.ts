import { describe, expect, it } from 'vitest';
import { mulDecimal, roundDecimal } from '../money/decimal';
import type { AwardPlanComparison, AwardPlanVendor } from './award-plan';
import { awardSummary, cheapestAwardChoices, singleVendorChoices } from './award-plan';

const offer = (vendorId: string, quoteLineId: string, unit: string, qty = '1') => ({
  vendorId,
  quoteLineId,
  netUnitPrice: unit,
  lineTotal: { amount: roundDecimal(mulDecimal(unit, qty), 2) },
});

const vendor = (
  vendorId: string,
  freight: string,
  portCharges: string,
  total: string,
  complete = true,
): AwardPlanVendor => ({ vendorId, vendorName: `Vendor ${vendorId}`, freight, portCharges, total, complete });

/**
 * Alpha is cheapest on line 1 by 10, Beta on line 2 by 10; each charges 150 freight and port.
 * Per line cheapest: 90 + 90 + 150 + 150 = 480. All from Alpha: 90 + 100 + 150 = 340.
 */
const splitIsDearer: AwardPlanComparison = {
  lines: [
    { rfqLineId: 'L1', quantity: '1', offers: [offer('A', 'a1', '90.00'), offer('B', 'b1', '100.00')] },
    { rfqLineId: 'L2', quantity: '1', offers: [offer('A', 'a2', '100.00'), offer('B', 'b2', '90.00')] },
  ],
  vendors: [vendor('A', '100.00', '50.00', '340.00'), vendor('B', '120.00', '30.00', '340.00')],
};

describe('the default award', () => {
  it('does not split an order when the second vendor’s charges make the split dearer', () => {
    const choices = cheapestAwardChoices(splitIsDearer);
    expect(choices).toEqual({ L1: 'a1', L2: 'a2' });
    const summary = awardSummary(splitIsDearer, choices);
    expect(summary.total).toBe('340.00');
    expect(summary.vendors).toEqual([
      {
        vendorId: 'A',
        vendorName: 'Vendor A',
        lines: 2,
        linesAmount: '190.00',
        charges: '150.00',
        amount: '340.00',
      },
    ]);
  });

  it('splits when the saving on lines is larger than the extra charges', () => {
    const cheapCharges: AwardPlanComparison = {
      ...splitIsDearer,
      vendors: [vendor('A', '2.00', '0', '192.00'), vendor('B', '3.00', '0', '193.00')],
    };
    const choices = cheapestAwardChoices(cheapCharges);
    expect(choices).toEqual({ L1: 'a1', L2: 'b2' });
    expect(awardSummary(cheapCharges, choices).total).toBe('185.00');
  });

  it('buys a line only one vendor offers from it and counts that vendor’s charges once', () => {
    const comparison: AwardPlanComparison = {
      lines: [
        { rfqLineId: 'L1', quantity: '2', offers: [offer('A', 'a1', '10', '2'), offer('B', 'b1', '8', '2')] },
        { rfqLineId: 'L2', quantity: '1', offers: [offer('B', 'b2', '50')] },
        { rfqLineId: 'L3', quantity: '1', offers: [] },
      ],
      vendors: [vendor('A', '5', '0', '25.00', false), vendor('B', '40', '0', '106.00', false)],
    };
    const choices = cheapestAwardChoices(comparison);
    expect(choices).toEqual({ L1: 'b1', L2: 'b2' });
    const summary = awardSummary(comparison, choices);
    expect(summary.total).toBe('106.00');
    expect(summary.bestSingleVendor).toBeNull();
  });

  it('ranks a line at the quantity asked, so a short offer is not favoured for offering less', () => {
    const comparison: AwardPlanComparison = {
      lines: [
        {
          rfqLineId: 'L1',
          quantity: '10',
          offers: [offer('A', 'a1', '12', '2'), offer('B', 'b1', '11', '10')],
        },
      ],
      vendors: [vendor('A', '0', '0', '24.00', false), vendor('B', '0', '0', '110.00')],
    };
    expect(cheapestAwardChoices(comparison)).toEqual({ L1: 'b1' });
  });

  it('prefers fewer vendors on an equal total, then the vendor listed first', () => {
    const comparison: AwardPlanComparison = {
      lines: [
        { rfqLineId: 'L1', quantity: '1', offers: [offer('A', 'a1', '10'), offer('B', 'b1', '5')] },
        { rfqLineId: 'L2', quantity: '1', offers: [offer('A', 'a2', '10'), offer('B', 'b2', '15')] },
      ],
      vendors: [vendor('A', '5', '0', '25.00'), vendor('B', '0', '0', '20.00')],
    };
    // All from A: 25; all from B: 20; b1 + a2: 5 + 10 + 5 = 20 with two vendors.
    expect(cheapestAwardChoices(comparison)).toEqual({ L1: 'b1', L2: 'b2' });
    const summary = awardSummary(comparison, cheapestAwardChoices(comparison));
    expect(summary.vendors.map((v) => v.vendorId)).toEqual(['B']);
    expect(summary.total).toBe('20.00');
  });

  it('finds the cheapest plan by local search when many vendors quoted', () => {
    const ids = 'ABCDEFGHIJKL'.split('');
    const comparison: AwardPlanComparison = {
      lines: [1, 2, 3].map((n) => ({
        rfqLineId: `L${n}`,
        quantity: '1',
        offers: ids.map((id, i) => offer(id, `${id}${n}`, String(100 + ((i * n) % 7)))),
      })),
      vendors: ids.map((id) => vendor(id, '500', '0', '800.00')),
    };
    const summary = awardSummary(comparison, cheapestAwardChoices(comparison));
    expect(summary.vendors).toHaveLength(1);
    expect(summary.total).toBe('800.00');
  });

  it('awards all to one vendor and names the best single-vendor total', () => {
    const choices = singleVendorChoices(splitIsDearer, 'B');
    expect(choices).toEqual({ L1: 'b1', L2: 'b2' });
    const summary = awardSummary(splitIsDearer, choices);
    expect(summary.total).toBe('340.00');
    expect(summary.bestSingleVendor).toEqual({ vendorId: 'A', vendorName: 'Vendor A', total: '340.00' });
  });
});
