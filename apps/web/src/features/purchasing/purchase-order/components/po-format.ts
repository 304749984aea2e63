import {
  PART_TYPE,
  PURCHASE_ORDER_STATE_LABELS,
  currencyExponent,
  formatDecimal,
  isCurrencyCode,
  isDecimalString,
} from '@keel/domain';
import { formatDate } from '../../../../lib/format';

/** People's names of the states (from the domain, shared with the exports). */
export const PO_STATE_LABELS = PURCHASE_ORDER_STATE_LABELS;

/** Names of the part types (an alternative is anything but Genuine). */
export const PART_TYPE_LABELS: Record<number, string> = Object.fromEntries(
  Object.entries(PART_TYPE).map(([name, value]) => [value, name]),
);

/** "USD 12,000.00" (an unknown currency or amount is shown as typed). */
export function formatAmount(amount: string, currency: string): string {
  if (!isDecimalString(amount) || !isCurrencyCode(currency)) return `${currency} ${amount}`;
  return `${currency} ${formatDecimal(amount, currencyExponent(currency), { groupSeparator: ',' })}`;
}

/** "2026/12/01 – 2026/12/08", or what is known of the window. */
export function formatWindow(from: string | null, to: string | null): string {
  const f = (d: string | null) => (d ? formatDate(d) : '…');
  if (!from && !to) return 'To be agreed';
  return `${f(from)} – ${f(to)}`;
}
