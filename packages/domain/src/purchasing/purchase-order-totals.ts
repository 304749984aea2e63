import { roundMoney } from '../money/currency';
import type { DecimalString, RoundingMode } from '../money/decimal';
import { compareDecimal, movePointDecimal, mulDecimal, subDecimal, sumDecimals } from '../money/decimal';

/** The priced part of an order (or quote) line. */
export interface PricedLine {
  quantity: DecimalString;
  unitPrice: DecimalString;
  /** Discount in percent, 0 to 100; none when omitted. */
  discount?: DecimalString | null;
}

/** Thrown when a line's figures are out of range; the message names the field. */
export class LineAmountError extends Error {
  /** Creates the error. */
  constructor(message: string) {
    super(message);
    this.name = 'LineAmountError';
  }
}

/**
 * The exact net amount of a line before rounding: quantity × unit price × (1 − discount ÷ 100).
 * Throws {@link LineAmountError} for a negative quantity or price or a discount outside 0–100.
 */
export function lineNetAmount(line: PricedLine): DecimalString {
  const discount = line.discount ?? '0';
  if (compareDecimal(line.quantity, '0') < 0) throw new LineAmountError('quantity must not be negative');
  if (compareDecimal(line.unitPrice, '0') < 0) throw new LineAmountError('unitPrice must not be negative');
  if (compareDecimal(discount, '0') < 0 || compareDecimal(discount, '100') > 0)
    throw new LineAmountError('discount must be between 0 and 100 percent');
  const gross = mulDecimal(line.quantity, line.unitPrice);
  // × (100 − discount) ÷ 100 — the division by 100 only moves the point, so this stays exact.
  return movePointDecimal(mulDecimal(gross, subDecimal('100', discount)), -2);
}

/** A line's total in the order currency: {@link lineNetAmount} rounded to the currency's minor unit. */
export function lineTotal(line: PricedLine, currency: string, mode?: RoundingMode): DecimalString {
  return roundMoney(lineNetAmount(line), currency, mode);
}

/** What {@link purchaseOrderTotals} needs. */
export interface OrderAmounts {
  currency: string;
  lines: readonly PricedLine[];
  freight?: DecimalString | null;
  portCharges?: DecimalString | null;
}

/** The totals of an order, all in its currency at its minor unit. */
export interface OrderTotals {
  currency: string;
  /** Each line's rounded total, in line order. */
  lineTotals: DecimalString[];
  /** The exact sum of `lineTotals`. */
  linesTotal: DecimalString;
  freight: DecimalString;
  portCharges: DecimalString;
  /** linesTotal + freight + portCharges, exactly. */
  total: DecimalString;
}

/**
 * The order total: each line rounded to the currency, then summed exactly with freight and port charges
 * (themselves rounded to the currency), so the total always equals the sum of the amounts shown.
 */
export function purchaseOrderTotals(order: OrderAmounts, mode?: RoundingMode): OrderTotals {
  const lineTotals = order.lines.map((line) => lineTotal(line, order.currency, mode));
  const linesTotal = roundMoney(sumDecimals(lineTotals), order.currency);
  const freight = roundMoney(order.freight ?? '0', order.currency, mode);
  const portCharges = roundMoney(order.portCharges ?? '0', order.currency, mode);
  if (compareDecimal(freight, '0') < 0) throw new LineAmountError('freight must not be negative');
  if (compareDecimal(portCharges, '0') < 0) throw new LineAmountError('portCharges must not be negative');
  const total = roundMoney(sumDecimals([linesTotal, freight, portCharges]), order.currency);
  return { currency: order.currency, lineTotals, linesTotal, freight, portCharges, total };
}
