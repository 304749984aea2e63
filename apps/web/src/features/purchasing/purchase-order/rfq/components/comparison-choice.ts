import {
  awardSummary,
  cheapestAwardChoices,
  singleVendorChoices,
  type AwardChoices,
  type AwardRfq,
  type AwardSummary,
  type RfqComparison,
} from '@keel/domain';

/** The chosen quote line per RFQ line (rfqLineId → quoteLineId); absent lines are not awarded. */
export type Choices = AwardChoices;

/**
 * The default choice: the cheapest whole buy with each vendor's freight and port charges counted once
 * when any line goes to it (so a split that costs more than one vendor's whole offer is not proposed);
 * the buyer changes single lines from there.
 */
export function defaultChoices(comparison: RfqComparison): Choices {
  return cheapestAwardChoices(comparison);
}

/** "Award all to this vendor": every line the vendor offers. */
export function allToVendor(comparison: RfqComparison, vendorId: string): Choices {
  return singleVendorChoices(comparison, vendorId);
}

/** What the chosen lines come to per vendor and in total (charges once per vendor), comparison currency. */
export function choiceSummary(comparison: RfqComparison, choices: Choices): AwardSummary {
  return awardSummary(comparison, choices);
}

/** The award body for `POST /purchasing/rfqs/:id/award`. */
export function awardBody(version: number, choices: Choices): AwardRfq {
  return {
    version,
    lines: Object.entries(choices).map(([rfqLineId, quoteLineId]) => ({ rfqLineId, quoteLineId })),
  };
}
