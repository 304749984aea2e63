import { addDecimal, type AwardRfq, type RfqComparison } from '@keel/domain';

/** The chosen quote line per RFQ line (rfqLineId → quoteLineId); absent lines are not awarded. */
export type Choices = Record<string, string>;

/**
 * The default choice: per RFQ line the cheapest offer (by converted net unit price; the first of a
 * tie), so the award starts from the cheapest buy and the buyer changes single lines.
 */
export function defaultChoices(comparison: RfqComparison): Choices {
  const choices: Choices = {};
  for (const line of comparison.lines) {
    const cheapest = line.offers.find((o) => o.cheapest) ?? line.offers[0];
    if (cheapest) choices[line.rfqLineId] = cheapest.quoteLineId;
  }
  return choices;
}

/** What the chosen lines come to, per vendor and in total, in the comparison currency. */
export function choiceSummary(comparison: RfqComparison, choices: Choices) {
  const byVendor = new Map<string, { vendorName: string; lines: number; amount: string }>();
  let total = '0';
  for (const line of comparison.lines) {
    const offer = line.offers.find((o) => o.quoteLineId === choices[line.rfqLineId]);
    if (!offer) continue;
    const vendor = comparison.vendors.find((v) => v.vendorId === offer.vendorId);
    const entry = byVendor.get(offer.vendorId) ?? {
      vendorName: vendor?.vendorName ?? '',
      lines: 0,
      amount: '0',
    };
    entry.lines += 1;
    entry.amount = addDecimal(entry.amount, offer.lineTotal.amount);
    total = addDecimal(total, offer.lineTotal.amount);
    byVendor.set(offer.vendorId, entry);
  }
  return {
    vendors: [...byVendor.values()],
    total,
    lines: [...byVendor.values()].reduce((n, v) => n + v.lines, 0),
  };
}

/** The award body for `POST /purchasing/rfqs/:id/award`. */
export function awardBody(version: number, choices: Choices): AwardRfq {
  return {
    version,
    lines: Object.entries(choices).map(([rfqLineId, quoteLineId]) => ({ rfqLineId, quoteLineId })),
  };
}
