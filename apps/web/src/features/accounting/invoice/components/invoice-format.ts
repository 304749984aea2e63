import { currencyExponent, formatDecimal, isCurrencyCode, type InvoiceDisplayState } from '@keel/domain';

/** An amount with thousands separators and the currency's decimals: `1,234.50`. */
export function formatAmount(amount: string, currency: string): string {
  const scale = isCurrencyCode(currency) ? currencyExponent(currency) : 2;
  return formatDecimal(amount, scale, { groupSeparator: ',' });
}

/** Words and chip colour of each state as shown (OVERDUE derived). */
export const STATE_CHIPS: Record<
  InvoiceDisplayState,
  { label: string; color: 'default' | 'info' | 'warning' | 'success' | 'error' }
> = {
  DRAFT: { label: 'Draft', color: 'default' },
  ISSUED: { label: 'Issued', color: 'info' },
  PARTIALLY_PAID: { label: 'Partly paid', color: 'warning' },
  PAID: { label: 'Paid', color: 'success' },
  OVERDUE: { label: 'Overdue', color: 'error' },
  CREDITED: { label: 'Credited', color: 'default' },
  VOID: { label: 'Void', color: 'default' },
};
