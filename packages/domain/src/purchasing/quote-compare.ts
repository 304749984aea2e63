import type { PartType } from '../common/enums';
import { PART_TYPE } from '../common/enums';
import type { Money } from '../money/currency';
import { currencyExponent, roundMoney } from '../money/currency';
import type { DecimalString } from '../money/decimal';
import { compareDecimal, isPositiveDecimal, minDecimal, sumDecimals } from '../money/decimal';
import type { ExchangeRate, ExchangeRateType, PickedRate } from '../money/exchange';
import { convert, convertAmount, pickRate } from '../money/exchange';
import { lineNetAmount, lineTotal } from './purchase-order-totals';

/** A line the RFQ asks for. */
export interface CompareRfqLine {
  id: string;
  quantity: DecimalString;
  /** The part type the requisition asked for, when it asked for one. */
  requestedPartType?: PartType | null;
}

/** One line of a vendor's quote. */
export interface CompareQuoteLine {
  rfqLineId: string;
  unitPrice: DecimalString;
  /** Percent, 0–100. */
  discount?: DecimalString | null;
  availableQty: DecimalString;
  partType: PartType;
  /** Overrides the quote's lead time for this line. */
  leadTimeDays?: number | null;
}

/** A vendor's submitted quote revision. */
export interface CompareQuote {
  vendorId: string;
  revision: number;
  currency: string;
  leadTimeDays?: number | null;
  freight?: DecimalString | null;
  portCharges?: DecimalString | null;
  lines: readonly CompareQuoteLine[];
}

/** What {@link compareQuotes} needs. */
export interface CompareInput {
  rfqLines: readonly CompareRfqLine[];
  /** Submitted revisions; only the highest revision of each vendor is compared. */
  quotes: readonly CompareQuote[];
  /** The currency everything is compared in. */
  currency: string;
  rates: readonly ExchangeRate[];
  /** The date whose rates apply (e.g. the comparison or RFQ date). */
  date: string;
  rateType?: ExchangeRateType;
}

/** One vendor's offer for one line, converted. */
export interface ComparedOffer {
  vendorId: string;
  revision: number;
  /** min(available, requested). */
  offeredQty: DecimalString;
  /** Offers less than requested. */
  short: boolean;
  /** Net unit price (after discount) in the compared currency, to 6 decimals. */
  netUnitPrice: DecimalString;
  /** The line total in the quote's currency (offered quantity, after discount). */
  originalLineTotal: Money;
  /** The same, converted. */
  lineTotal: Money;
  leadTimeDays: number | null;
  partType: PartType;
  /** Not Genuine: an alternative that must be shown as such. */
  alternative: boolean;
  /** Worse than the part type the requisition asked for (e.g. Genuine asked, OEM offered). */
  belowRequested: boolean;
  /** Lowest net unit price of the line (ties all marked). */
  cheapest: boolean;
  /** Shortest lead time of the line (ties all marked). */
  fastest: boolean;
}

/** The comparison of one RFQ line. */
export interface ComparedLine {
  rfqLineId: string;
  quantity: DecimalString;
  offers: ComparedOffer[];
}

/** A vendor's totals, converted; `total` is exactly linesTotal + freight + portCharges. */
export interface ComparedVendor {
  vendorId: string;
  revision: number;
  currency: string;
  linesTotal: DecimalString;
  freight: DecimalString;
  portCharges: DecimalString;
  total: DecimalString;
  /** The quote's own total in its currency. */
  originalTotal: Money;
  conversion: { rate: DecimalString; rateDate: string; rateSource: string; inverted: boolean };
  /** Every RFQ line offered in full. Only complete quotes take part in the overall ranking. */
  complete: boolean;
  /** RFQ lines not offered (or offered with no quantity). */
  missingLineIds: string[];
  /** RFQ lines offered with less than the requested quantity. */
  shortLineIds: string[];
  alternativeLineIds: string[];
  /** The longest lead time of its lines; null when none was given. */
  leadTimeDays: number | null;
  cheapest: boolean;
  fastest: boolean;
}

/** The comparison view: per line, per vendor, with totals in one currency. */
export interface QuoteComparison {
  currency: string;
  lines: ComparedLine[];
  vendors: ComparedVendor[];
}

const UNIT_PRICE_SCALE = 6;

function latestRevisions(quotes: readonly CompareQuote[]): CompareQuote[] {
  const byVendor = new Map<string, CompareQuote>();
  for (const quote of quotes) {
    const seen = byVendor.get(quote.vendorId);
    if (!seen || quote.revision > seen.revision) byVendor.set(quote.vendorId, quote);
  }
  return [...byVendor.values()];
}

function markBest<T>(
  items: readonly T[],
  value: (item: T) => DecimalString | null,
  mark: (item: T) => void,
): void {
  let best: DecimalString | null = null;
  for (const item of items) {
    const v = value(item);
    if (v !== null && (best === null || compareDecimal(v, best) < 0)) best = v;
  }
  if (best === null) return;
  for (const item of items)
    if (value(item) !== null && compareDecimal(value(item) ?? '0', best) === 0) mark(item);
}

const days = (value: number | null): DecimalString | null => (value === null ? null : String(value));

/**
 * Compares vendor quotes for an RFQ in one currency (each quote converted with the rate of `date`):
 * per line and vendor the converted line total, the cheapest (by net unit price) and fastest offers,
 * alternatives (not Genuine, or below the part type asked); per vendor the converted totals, with only
 * complete quotes ranked overall and partial ones listing their missing and short lines.
 */
export function compareQuotes(input: CompareInput): QuoteComparison {
  const target = input.currency;
  const rfqLines = new Map(input.rfqLines.map((line) => [line.id, line]));
  const lines: ComparedLine[] = input.rfqLines.map((l) => ({
    rfqLineId: l.id,
    quantity: l.quantity,
    offers: [],
  }));
  const vendors: ComparedVendor[] = [];
  for (const quote of latestRevisions(input.quotes)) {
    const options = input.rateType ? { type: input.rateType } : {};
    const rate: PickedRate = pickRate(input.rates, quote.currency, target, input.date, options);
    const convertMoney = (amount: DecimalString) =>
      convert({ amount, currency: quote.currency }, rate).amount;
    const offered = new Map<string, CompareQuoteLine>();
    for (const line of quote.lines) {
      if (!rfqLines.has(line.rfqLineId))
        throw new Error(
          `The quote of vendor ${quote.vendorId} offers ${line.rfqLineId}, which is not a line of the RFQ`,
        );
      if (offered.has(line.rfqLineId))
        throw new Error(`The quote of vendor ${quote.vendorId} offers line ${line.rfqLineId} twice`);
      offered.set(line.rfqLineId, line);
    }
    const vendor: ComparedVendor = {
      vendorId: quote.vendorId,
      revision: quote.revision,
      currency: target,
      linesTotal: '0',
      freight: convertMoney(roundMoney(quote.freight ?? '0', quote.currency)),
      portCharges: convertMoney(roundMoney(quote.portCharges ?? '0', quote.currency)),
      total: '0',
      originalTotal: { amount: '0', currency: quote.currency },
      conversion: { rate: rate.rate, rateDate: rate.date, rateSource: rate.source, inverted: rate.inverted },
      complete: true,
      missingLineIds: [],
      shortLineIds: [],
      alternativeLineIds: [],
      leadTimeDays: null,
      cheapest: false,
      fastest: false,
    };
    const originalLineTotals: DecimalString[] = [];
    const convertedLineTotals: DecimalString[] = [];
    for (const compared of lines) {
      const rfqLine = rfqLines.get(compared.rfqLineId);
      const line = offered.get(compared.rfqLineId);
      if (!rfqLine || !line || !isPositiveDecimal(line.availableQty)) {
        vendor.missingLineIds.push(compared.rfqLineId);
        continue;
      }
      const offeredQty = minDecimal(line.availableQty, rfqLine.quantity);
      const short = compareDecimal(line.availableQty, rfqLine.quantity) < 0;
      const priced = { quantity: offeredQty, unitPrice: line.unitPrice, discount: line.discount ?? null };
      const original = lineTotal(priced, quote.currency);
      const converted = convertMoney(original);
      const leadTimeDays = line.leadTimeDays ?? quote.leadTimeDays ?? null;
      const alternative = line.partType !== PART_TYPE.Genuine;
      const requested = rfqLine.requestedPartType;
      const belowRequested = requested !== undefined && requested !== null && line.partType > requested;
      if (short) vendor.shortLineIds.push(compared.rfqLineId);
      if (alternative || belowRequested) vendor.alternativeLineIds.push(compared.rfqLineId);
      if (leadTimeDays !== null) vendor.leadTimeDays = Math.max(vendor.leadTimeDays ?? 0, leadTimeDays);
      originalLineTotals.push(original);
      convertedLineTotals.push(converted);
      compared.offers.push({
        vendorId: quote.vendorId,
        revision: quote.revision,
        offeredQty,
        short,
        netUnitPrice: convertAmount(
          lineNetAmount({ ...priced, quantity: '1' }),
          rate,
          Math.max(UNIT_PRICE_SCALE, currencyExponent(target)),
        ),
        originalLineTotal: { amount: original, currency: quote.currency },
        lineTotal: { amount: converted, currency: target },
        leadTimeDays,
        partType: line.partType,
        alternative,
        belowRequested,
        cheapest: false,
        fastest: false,
      });
    }
    vendor.complete = vendor.missingLineIds.length === 0 && vendor.shortLineIds.length === 0;
    vendor.linesTotal = roundMoney(sumDecimals(convertedLineTotals), target);
    vendor.total = roundMoney(sumDecimals([vendor.linesTotal, vendor.freight, vendor.portCharges]), target);
    const originalExtras = [quote.freight ?? '0', quote.portCharges ?? '0'].map((a) =>
      roundMoney(a, quote.currency),
    );
    vendor.originalTotal = {
      amount: roundMoney(sumDecimals([...originalLineTotals, ...originalExtras]), quote.currency),
      currency: quote.currency,
    };
    vendors.push(vendor);
  }
  for (const line of lines) {
    markBest(
      line.offers,
      (o) => o.netUnitPrice,
      (o) => (o.cheapest = true),
    );
    markBest(
      line.offers,
      (o) => days(o.leadTimeDays),
      (o) => (o.fastest = true),
    );
  }
  const complete = vendors.filter((v) => v.complete);
  markBest(
    complete,
    (v) => v.total,
    (v) => (v.cheapest = true),
  );
  markBest(
    complete,
    (v) => days(v.leadTimeDays),
    (v) => (v.fastest = true),
  );
  return { currency: target, lines, vendors };
}
