import { currencyExponent, roundMoney } from '../money/currency';
import type { DecimalString } from '../money/decimal';
import {
  compareDecimal,
  formatScaled,
  isDecimalString,
  parseDecimal,
  subDecimal,
  sumDecimals,
} from '../money/decimal';

/**
 * Checks a monthly split of a yearly budget: twelve non-negative amounts, at most the currency's
 * decimals, adding up exactly to the budget amount. Returns the problems, empty when valid.
 */
export function validateMonthlyDistribution(
  amount: DecimalString,
  months: readonly DecimalString[],
  currency: string,
): string[] {
  if (months.length !== 12) return [`A budget is split into 12 months, not ${months.length}`];
  const exponent = currencyExponent(currency);
  const problems: string[] = [];
  months.forEach((month, i) => {
    if (!isDecimalString(month) || compareDecimal(month, '0') < 0)
      problems.push(`Month ${i + 1}: must be an amount of 0 or more`);
    else if (compareDecimal(roundMoney(month, currency), month) !== 0)
      problems.push(`Month ${i + 1}: ${currency} amounts have at most ${exponent} decimals`);
  });
  if (problems.length > 0) return problems;
  const sum = sumDecimals(months);
  if (compareDecimal(sum, amount) !== 0)
    problems.push(
      `The months add up to ${roundMoney(sum, currency)}, not the budget amount ${roundMoney(amount, currency)} (difference ${roundMoney(subDecimal(amount, sum), currency)})`,
    );
  return problems;
}

/**
 * Splits a yearly amount into 12 months in the currency's minor units, the months summing exactly to
 * the amount: any remainder goes one minor unit at a time to the first months.
 */
export function distributeEvenly(amount: DecimalString, currency: string): DecimalString[] {
  const exponent = currencyExponent(currency);
  const { units } = parseDecimal(roundMoney(amount, currency));
  if (units < 0n) throw new Error('A budget amount must not be negative');
  const base = units / 12n;
  const remainder = Number(units % 12n);
  return Array.from({ length: 12 }, (_, i) =>
    formatScaled({ units: base + (i < remainder ? 1n : 0n), scale: exponent }),
  );
}
