import type { DecimalString } from '../money/decimal';
import {
  addDecimal,
  movePointDecimal,
  mulDecimal,
  normalizeDecimal,
  roundDecimal,
  subDecimal,
} from '../money/decimal';

/** Decimals kept of a combined discount percentage (the quote_lines column is NUMERIC(7, 4)). */
export const DISCOUNT_SCALE = 4;

/**
 * A line discount combined with the quote's overall discount, both in percent: the line's net is
 * price × (1 − line%) × (1 − quote%), so the combined percent is a + b − a·b/100 (10% and 5% give
 * 14.5%, not 15%). Rounded half-even to {@link DISCOUNT_SCALE} decimals.
 */
export function combineDiscounts(linePercent: DecimalString, quotePercent: DecimalString): DecimalString {
  const product = movePointDecimal(mulDecimal(linePercent, quotePercent), -2);
  return normalizeDecimal(
    roundDecimal(subDecimal(addDecimal(linePercent, quotePercent), product), DISCOUNT_SCALE),
  );
}
