import { roundMoney } from '../money/currency';
import {
  compareDecimal,
  mulDecimal,
  normalizeDecimal,
  roundDecimal,
  sumDecimals,
  type DecimalString,
} from '../money/decimal';

/** Decimals of a unit price converted into the PO's currency (the scale unit prices are stored with). */
export const CONVERTED_PRICE_SCALE = 4;

/**
 * A bill's unit price in the PO's currency: × the rate of one unit of the bill's currency in the PO's
 * currency (the bill date's rate), rounded half up to {@link CONVERTED_PRICE_SCALE} decimals; the price
 * itself when both currencies are the same (rate 1).
 */
export function convertUnitPrice(unitPrice: DecimalString, rate: DecimalString = '1'): DecimalString {
  if (compareDecimal(rate, '1') === 0) return unitPrice;
  return normalizeDecimal(roundDecimal(mulDecimal(unitPrice, rate), CONVERTED_PRICE_SCALE, 'half-up'));
}

/**
 * What posting adds to a PO's billed amount (in the PO's currency): the bill's lines of that PO at the
 * bill's rate into the PO's currency, rounded to the PO currency's minor unit. A reversal takes off the
 * same amount (same lines, same stored rate).
 */
export function billedInOrderCurrency(
  lineTotals: readonly DecimalString[],
  rate: DecimalString,
  orderCurrency: string,
): DecimalString {
  return roundMoney(mulDecimal(sumDecimals(lineTotals), rate), orderCurrency);
}
