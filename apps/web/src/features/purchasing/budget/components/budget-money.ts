import {
  compareDecimal,
  currencyExponent,
  formatDecimal,
  isCurrencyCode,
  isDecimalString,
  subDecimal,
  sumDecimals,
} from '@keel/domain';

/** "USD 12,000.00" (an unknown currency or amount is shown as typed). */
export function formatAmount(amount: string, currency: string): string {
  if (!isDecimalString(amount) || !isCurrencyCode(currency)) return `${currency} ${amount}`;
  return `${currency} ${formatDecimal(amount, currencyExponent(currency), { groupSeparator: ',' })}`;
}

/** How far the months are from the amount, as the editor shows it. */
export interface MonthsSummary {
  /** Sum of the months that are numbers. */
  distributed: string;
  /** Amount − distributed; null when the amount is not a number. */
  remaining: string | null;
  /** True when every month is a number and they add up exactly to the amount. */
  exact: boolean;
}

/** Sums the months exactly (decimal strings, never JS numbers) and compares them with the amount. */
export function monthsSummary(amount: string, months: readonly string[]): MonthsSummary {
  const valid = months.map((m) => m.trim()).filter(isDecimalString);
  const distributed = sumDecimals(valid.length > 0 ? valid : ['0']);
  const amountOk = isDecimalString(amount.trim());
  const remaining = amountOk ? subDecimal(amount.trim(), distributed) : null;
  return {
    distributed,
    remaining,
    exact: amountOk && valid.length === 12 && compareDecimal(distributed, amount.trim()) === 0,
  };
}
