import { currencyExponent } from '../money/currency';
import {
  addDecimal,
  compareDecimal,
  divDecimal,
  mulDecimal,
  normalizeDecimal,
  roundDecimal,
  subDecimal,
  sumDecimals,
  type DecimalString,
} from '../money/decimal';

/** A line as priced: the source amount in its own currency, the rate into the invoice currency, a markup. */
export interface LinePricingInput {
  /** Amount in the source's currency (decimal string). */
  amount: DecimalString;
  /** The source's currency. */
  currency: string;
  /** Units of the invoice currency per unit of `currency` ("1" for the same currency). */
  exchangeRate: DecimalString;
  /** Markup in per cent on the converted amount, e.g. "10" (decimal string, "0" for none). */
  markupPercent: DecimalString;
}

/** A priced line: converted amount, markup amount and the line total, all in the invoice currency. */
export interface PricedInvoiceLine {
  convertedAmount: DecimalString;
  markupAmount: DecimalString;
  lineTotal: DecimalString;
}

/**
 * Prices one line in `invoiceCurrency`: `amount × exchangeRate` rounded to the invoice currency's minor
 * unit (half up), the markup `converted × markup% ` rounded the same way, and their sum. Decimal
 * strings throughout; never a JS number.
 */
export function priceInvoiceLine(line: LinePricingInput, invoiceCurrency: string): PricedInvoiceLine {
  const scale = currencyExponent(invoiceCurrency);
  const convertedAmount = roundDecimal(mulDecimal(line.amount, line.exchangeRate), scale, 'half-up');
  const markupAmount = roundDecimal(
    divDecimal(mulDecimal(convertedAmount, line.markupPercent), '100', scale + 4),
    scale,
    'half-up',
  );
  return {
    convertedAmount,
    markupAmount,
    lineTotal: roundDecimal(addDecimal(convertedAmount, markupAmount), scale),
  };
}

/** Totals of an invoice: each group's subtotal, the net, the VAT and the gross total. */
export interface InvoiceTotals {
  groupSubtotals: DecimalString[];
  subtotal: DecimalString;
  vatAmount: DecimalString;
  total: DecimalString;
}

/**
 * Sums priced lines per group into subtotals, the net subtotal, VAT at `vatRate` per cent (rounded half
 * up to the currency) and the total. A group with no lines has a subtotal of 0.
 */
export function invoiceTotals(
  groups: readonly { lines: readonly Pick<PricedInvoiceLine, 'lineTotal'>[] }[],
  vatRate: DecimalString,
  currency: string,
): InvoiceTotals {
  const scale = currencyExponent(currency);
  const groupSubtotals = groups.map((g) => roundDecimal(sumDecimals(g.lines.map((l) => l.lineTotal)), scale));
  const subtotal = roundDecimal(sumDecimals(groupSubtotals), scale);
  const vatAmount = roundDecimal(
    divDecimal(mulDecimal(subtotal, vatRate), '100', scale + 4),
    scale,
    'half-up',
  );
  return { groupSubtotals, subtotal, vatAmount, total: roundDecimal(addDecimal(subtotal, vatAmount), scale) };
}

/** What is still owed: total − paid, never below 0. */
export function invoiceBalance(total: DecimalString, paid: DecimalString): DecimalString {
  const balance = subDecimal(total, paid);
  return compareDecimal(balance, '0') < 0 ? '0' : normalizeDecimal(balance);
}

/**
 * Checks a payment against what is still owed: refused when it is not above 0 or more than the balance
 * (an invoice is never over-paid). Returns the state the payment leads to, or a message.
 */
export function applyPayment(
  total: DecimalString,
  paid: DecimalString,
  amount: DecimalString,
): { ok: true; paid: DecimalString; state: 'PARTIALLY_PAID' | 'PAID' } | { ok: false; message: string } {
  if (compareDecimal(amount, '0') <= 0) return { ok: false, message: 'amount must be greater than 0' };
  const balance = invoiceBalance(total, paid);
  if (compareDecimal(amount, balance) > 0)
    return { ok: false, message: `amount ${normalizeDecimal(amount)} is more than the balance ${balance}` };
  const after = normalizeDecimal(addDecimal(paid, amount));
  return { ok: true, paid: after, state: compareDecimal(after, total) >= 0 ? 'PAID' : 'PARTIALLY_PAID' };
}
