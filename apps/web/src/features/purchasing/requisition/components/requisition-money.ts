import { currencyExponent, formatDecimal, isCurrencyCode, isDecimalString } from '@keel/domain';

/** "USD 12,000.00"; an empty string for no amount. */
export function formatEstimate(amount: string | null, currency: string | null): string {
  if (amount === null) return '';
  if (!currency || !isCurrencyCode(currency) || !isDecimalString(amount))
    return `${currency ?? ''} ${amount}`.trim();
  return `${currency} ${formatDecimal(amount, currencyExponent(currency), { groupSeparator: ',' })}`;
}

/** A quantity without trailing zeros, grouped ("1,250.5"). */
export function formatQuantity(value: string): string {
  if (!isDecimalString(value)) return value;
  const [whole = '0', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = fraction?.replace(/0+$/, '');
  return trimmed ? `${grouped}.${trimmed}` : grouped;
}
