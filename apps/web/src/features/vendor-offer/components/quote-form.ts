import {
  combineDiscounts,
  currencyExponent,
  formatDecimal,
  isCurrencyCode,
  isDecimalString,
  minDecimal,
  purchaseOrderTotals,
  type OrderTotals,
  type SaveQuoteInput,
  type VendorOffer,
  type VendorQuote,
} from '@keel/domain';

/** One line of the form, as typed (strings). */
export interface LineValues {
  unitPrice: string;
  discountPercent: string;
  availableQuantity: string;
  leadTimeDays: string;
  partType: '0' | '1' | '2';
  offeredPartNumber: string;
  remarks: string;
}

/** The whole quote form, as typed; lines by RFQ line id. */
export interface QuoteValues {
  currency: string;
  validUntil: string;
  leadTimeDays: string;
  discountPercent: string;
  freight: string;
  portCharges: string;
  remarks: string;
  lines: Record<string, LineValues>;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * The form's starting values: the open draft, else the latest submitted revision (a new revision
 * starts from it), else empty lines with the requested quantity offered and the RFQ's currency.
 */
export function initialValues(offer: VendorOffer): QuoteValues {
  const source: VendorQuote | undefined = offer.draft ?? offer.submitted[0];
  const lines: Record<string, LineValues> = {};
  for (const line of offer.lines) {
    const quoted = source?.lines.find((l) => l.rfqLineId === line.id);
    lines[line.id] = {
      unitPrice: text(quoted?.unitPrice),
      discountPercent: quoted && quoted.discountPercent !== '0' ? quoted.discountPercent : '',
      availableQuantity: quoted ? text(quoted.availableQuantity) : line.quantity,
      leadTimeDays: text(quoted?.leadTimeDays),
      partType: String(quoted?.partType ?? 0) as LineValues['partType'],
      offeredPartNumber: text(quoted?.offeredPartNumber),
      remarks: quoted?.remarks ?? '',
    };
  }
  return {
    currency: source?.currency ?? offer.currency,
    validUntil: source?.validUntil ?? '',
    leadTimeDays: text(source?.leadTimeDays),
    discountPercent: source && source.discountPercent !== '0' ? source.discountPercent : '',
    freight: source && source.freight !== '0' ? source.freight : '',
    portCharges: source && source.portCharges !== '0' ? source.portCharges : '',
    remarks: source?.remarks ?? '',
    lines,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const days = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * The body of `PUT /public/vendor/offer/draft` (validated with the domain's `saveQuoteSchema`): a line
 * is sent when it has a price or an available quantity; empty money fields count as 0.
 */
export function toSaveBody(values: QuoteValues, offer: VendorOffer, version?: number): SaveQuoteInput {
  return {
    ...(version !== undefined ? { version } : {}),
    currency: values.currency,
    validUntil: orNull(values.validUntil),
    leadTimeDays: days(values.leadTimeDays),
    discountPercent: orNull(values.discountPercent) ?? '0',
    freight: orNull(values.freight) ?? '0',
    portCharges: orNull(values.portCharges) ?? '0',
    remarks: values.remarks,
    lines: offer.lines
      .map((line) => ({ line, v: values.lines[line.id] }))
      .filter(({ v }) => v && (v.unitPrice.trim() !== '' || v.availableQuantity.trim() !== ''))
      .map(({ line, v }) => ({
        rfqLineId: line.id,
        unitPrice: orNull(v!.unitPrice),
        discountPercent: orNull(v!.discountPercent) ?? '0',
        availableQuantity: orNull(v!.availableQuantity),
        leadTimeDays: days(v!.leadTimeDays),
        partType: Number(v!.partType) as 0 | 1 | 2,
        offeredPartNumber: orNull(v!.offeredPartNumber),
        remarks: v!.remarks,
      })),
  };
}

const percent = (value: string) => {
  const v = value.trim() || '0';
  return isDecimalString(v) && Number(v) >= 0 && Number(v) <= 100 ? v : null;
};
const amount = (value: string) => {
  const v = value.trim() || '0';
  return isDecimalString(v) && !v.startsWith('-') ? v : null;
};

/** The live totals of the form (domain `purchaseOrderTotals`), or null while a figure is not a number. */
export interface LiveTotals extends OrderTotals {
  /** Each RFQ line's total, or null when the line is not priced. */
  byLine: Record<string, string | null>;
  pricedLines: number;
}

/**
 * Totals as the buyer will compare them: per priced line min(available, requested) × price × (1 −
 * discounts), each line rounded to the currency, plus freight and port charges.
 */
export function liveTotals(values: QuoteValues, offer: VendorOffer): LiveTotals | null {
  if (!isCurrencyCode(values.currency)) return null;
  const quoteDiscount = percent(values.discountPercent);
  const freight = amount(values.freight);
  const portCharges = amount(values.portCharges);
  if (quoteDiscount === null || freight === null || portCharges === null) return null;
  const priced: { id: string; quantity: string; unitPrice: string; discount: string }[] = [];
  for (const line of offer.lines) {
    const v = values.lines[line.id];
    if (!v || v.unitPrice.trim() === '') continue;
    const price = amount(v.unitPrice);
    const available = amount(v.availableQuantity);
    const discount = percent(v.discountPercent);
    if (price === null || available === null || discount === null) return null;
    priced.push({
      id: line.id,
      quantity: minDecimal(available, line.quantity),
      unitPrice: price,
      discount: combineDiscounts(discount, quoteDiscount),
    });
  }
  try {
    const totals = purchaseOrderTotals({ currency: values.currency, lines: priced, freight, portCharges });
    const byLine: Record<string, string | null> = {};
    for (const line of offer.lines) byLine[line.id] = null;
    priced.forEach((p, i) => (byLine[p.id] = totals.lineTotals[i] ?? null));
    return { ...totals, byLine, pricedLines: priced.length };
  } catch {
    return null;
  }
}

/** "EUR 1,234.50". */
export function money(value: string, currency: string): string {
  if (!isDecimalString(value) || !isCurrencyCode(currency)) return `${currency} ${value}`;
  return `${currency} ${formatDecimal(value, currencyExponent(currency), { groupSeparator: ',' })}`;
}

/** "2 days 4 h left", "3 h 12 min left", or null once passed. */
export function countdown(deadline: string, now: number): string | null {
  const left = Date.parse(deadline) - now;
  if (left <= 0) return null;
  const minutes = Math.floor(left / 60_000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return `${d} day${d === 1 ? '' : 's'} ${h} h left`;
  if (h > 0) return `${h} h ${m} min left`;
  return `${m} min left`;
}
