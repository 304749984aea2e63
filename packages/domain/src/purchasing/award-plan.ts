import type { DecimalString, ScaledDecimal } from '../money/decimal';
import { addDecimal, compareDecimal, mulDecimal, parseDecimal, sumDecimals } from '../money/decimal';

/** An offer of the comparison as the award plan reads it (a subset of the comparison's offer). */
export interface AwardPlanOffer {
  vendorId: string;
  quoteLineId: string;
  /** Net unit price in the comparison currency. */
  netUnitPrice: DecimalString;
  /** What the line costs at this vendor (offered quantity), in the comparison currency. */
  lineTotal: { amount: DecimalString };
}

/** A line of the comparison: the quantity asked and each vendor's offer. */
export interface AwardPlanLine {
  rfqLineId: string;
  quantity: DecimalString;
  offers: readonly AwardPlanOffer[];
}

/** A vendor of the comparison with its charges and whole-offer total (comparison currency). */
export interface AwardPlanVendor {
  vendorId: string;
  vendorName: string;
  freight: DecimalString;
  portCharges: DecimalString;
  /** Lines + freight + port charges of the vendor's whole offer. */
  total: DecimalString;
  /** Every line offered in full. */
  complete: boolean;
}

/** The parts of the RFQ comparison (`RfqComparison`) the award plan needs. */
export interface AwardPlanComparison {
  lines: readonly AwardPlanLine[];
  vendors: readonly AwardPlanVendor[];
}

/** The chosen quote line per RFQ line (rfqLineId → quoteLineId); absent lines are not awarded. */
export type AwardChoices = Record<string, string>;

/**
 * Up to this many quoting vendors every combination of vendors is tried (2^n); beyond it the plan is
 * found by local search from "all vendors" (drop or add one vendor while it gets cheaper).
 */
export const EXACT_AWARD_PLAN_VENDORS = 10;

interface Prepared {
  vendorIds: string[];
  charges: bigint[];
  /** Per line: [vendor index, ranking cost, quote line id] of each offer. */
  lines: { rfqLineId: string; offers: { vendor: number; cost: bigint; quoteLineId: string }[] }[];
}

function prepare(comparison: AwardPlanComparison): Prepared {
  const vendorIds = comparison.vendors.map((v) => v.vendorId);
  const chargeAmounts = comparison.vendors.map((v) => addDecimal(v.freight, v.portCharges));
  const costAmounts = comparison.lines.map((line) =>
    line.offers.map((o) => mulDecimal(o.netUnitPrice, line.quantity)),
  );
  const parsed: ScaledDecimal[] = [...chargeAmounts, ...costAmounts.flat()].map(parseDecimal);
  const scale = Math.max(0, ...parsed.map((p) => p.scale));
  const units = (value: DecimalString) => {
    const p = parseDecimal(value);
    return p.units * 10n ** BigInt(scale - p.scale);
  };
  return {
    vendorIds,
    charges: chargeAmounts.map(units),
    lines: comparison.lines
      .map((line, i) => ({
        rfqLineId: line.rfqLineId,
        offers: line.offers
          .map((o, j) => ({
            vendor: vendorIds.indexOf(o.vendorId),
            cost: units(costAmounts[i]![j]!),
            quoteLineId: o.quoteLineId,
          }))
          .filter((o) => o.vendor >= 0),
      }))
      .filter((line) => line.offers.length > 0),
  };
}

interface Evaluated {
  cost: bigint;
  used: number;
  choices: AwardChoices;
}

/** The cheapest way to buy every offered line from the vendors of `set`; null when a line is left out. */
function evaluate(p: Prepared, set: readonly boolean[]): Evaluated | null {
  let cost = 0n;
  const usedVendors = new Set<number>();
  const choices: AwardChoices = {};
  for (const line of p.lines) {
    let best: (typeof line.offers)[number] | undefined;
    for (const offer of line.offers)
      if (set[offer.vendor] && (best === undefined || offer.cost < best.cost)) best = offer;
    if (!best) return null;
    cost += best.cost;
    usedVendors.add(best.vendor);
    choices[line.rfqLineId] = best.quoteLineId;
  }
  for (const v of usedVendors) cost += p.charges[v]!;
  return { cost, used: usedVendors.size, choices };
}

const better = (a: Evaluated | null, b: Evaluated | null): boolean =>
  a !== null && (b === null || a.cost < b.cost || (a.cost === b.cost && a.used < b.used));

function exactPlan(p: Prepared): Evaluated | null {
  const n = p.vendorIds.length;
  let best: Evaluated | null = null;
  for (let mask = 1; mask < 1 << n; mask += 1) {
    const candidate = evaluate(
      p,
      p.vendorIds.map((_, i) => (mask & (1 << i)) !== 0),
    );
    if (better(candidate, best)) best = candidate;
  }
  return best;
}

function localSearchPlan(p: Prepared): Evaluated | null {
  let set = p.vendorIds.map(() => true);
  let best = evaluate(p, set);
  for (;;) {
    let move: { set: boolean[]; result: Evaluated } | null = null;
    for (let i = 0; i < set.length; i += 1) {
      const next = set.map((inSet, j) => (j === i ? !inSet : inSet));
      const result = evaluate(p, next);
      if (result && better(result, move?.result ?? best)) move = { set: next, result };
    }
    if (!move) return best;
    set = move.set;
    best = move.result;
  }
}

/**
 * The default award: every line some vendor offers is bought where the whole buy is cheapest with
 * each vendor's freight and port charges counted once when any line goes to it. A line is ranked at
 * the vendor's net unit price × the quantity asked (a short offer is not favoured for offering less).
 * On a tie, fewer vendors win; then the vendor listed first. Exact up to
 * {@link EXACT_AWARD_PLAN_VENDORS} vendors.
 */
export function cheapestAwardChoices(comparison: AwardPlanComparison): AwardChoices {
  const p = prepare(comparison);
  if (p.lines.length === 0) return {};
  const plan = p.vendorIds.length <= EXACT_AWARD_PLAN_VENDORS ? exactPlan(p) : localSearchPlan(p);
  return plan?.choices ?? {};
}

/** Every line `vendorId` offers, chosen from that vendor ("award all to this vendor"). */
export function singleVendorChoices(comparison: AwardPlanComparison, vendorId: string): AwardChoices {
  const choices: AwardChoices = {};
  for (const line of comparison.lines) {
    const offer = line.offers.find((o) => o.vendorId === vendorId);
    if (offer) choices[line.rfqLineId] = offer.quoteLineId;
  }
  return choices;
}

/** One vendor's part of an award: its lines, their amount, its charges (once) and the sum. */
export interface AwardVendorPart {
  vendorId: string;
  vendorName: string;
  lines: number;
  linesAmount: DecimalString;
  charges: DecimalString;
  amount: DecimalString;
}

/** What chosen lines cost in the comparison currency, charges included, beside the best single vendor. */
export interface AwardSummary {
  vendors: AwardVendorPart[];
  lines: number;
  /** Lines + each chosen vendor's freight and port charges, once per vendor. */
  total: DecimalString;
  /** The cheapest vendor that quoted every line in full, with its whole-offer total; null when none did. */
  bestSingleVendor: { vendorId: string; vendorName: string; total: DecimalString } | null;
}

/** The award of `choices`: per vendor and in total, each vendor's charges counted once. */
export function awardSummary(comparison: AwardPlanComparison, choices: AwardChoices): AwardSummary {
  const parts = new Map<string, AwardVendorPart>();
  for (const line of comparison.lines) {
    const offer = line.offers.find((o) => o.quoteLineId === choices[line.rfqLineId]);
    const vendor = offer && comparison.vendors.find((v) => v.vendorId === offer.vendorId);
    if (!offer || !vendor) continue;
    const charges = addDecimal(vendor.freight, vendor.portCharges);
    const part = parts.get(vendor.vendorId) ?? {
      vendorId: vendor.vendorId,
      vendorName: vendor.vendorName,
      lines: 0,
      linesAmount: '0',
      charges,
      amount: charges,
    };
    part.lines += 1;
    part.linesAmount = addDecimal(part.linesAmount, offer.lineTotal.amount);
    part.amount = addDecimal(part.amount, offer.lineTotal.amount);
    parts.set(vendor.vendorId, part);
  }
  const vendors = [...parts.values()];
  let best: AwardSummary['bestSingleVendor'] = null;
  for (const v of comparison.vendors)
    if (v.complete && (best === null || compareDecimal(v.total, best.total) < 0))
      best = { vendorId: v.vendorId, vendorName: v.vendorName, total: v.total };
  return {
    vendors,
    lines: vendors.reduce((n, v) => n + v.lines, 0),
    total: sumDecimals(vendors.map((v) => v.amount)),
    bestSingleVendor: best,
  };
}
