import {
  BILL_STATE_LABELS,
  currencyExponent,
  formatDecimal,
  isCurrencyCode,
  type BillLineMatchStatus,
  type VendorBillState,
} from '@keel/domain';

/** An amount with its currency's decimals and thousands separators. */
export function money(amount: string, currency: string): string {
  return formatDecimal(amount, isCurrencyCode(currency) ? currencyExponent(currency) : 2, {
    groupSeparator: ',',
  });
}

/** Chip colour of each state. */
export const STATE_COLOR: Record<VendorBillState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  DRAFT: 'default',
  POSTED: 'info',
  PARTIALLY_PAID: 'warning',
  PAID: 'success',
  CANCELLED: 'default',
  REVERSED: 'error',
};

/** Words of a line's match status. */
export const MATCH_LABELS: Record<BillLineMatchStatus, string> = {
  MATCHED: 'Matched',
  OVER_BILLED: 'Over-billed',
  PRICE_VARIANCE: 'Price variance',
  UNMATCHED: 'No PO',
};

/** Chip colour of a line's match status. */
export const MATCH_COLOR: Record<BillLineMatchStatus, 'success' | 'error' | 'warning' | 'default'> = {
  MATCHED: 'success',
  OVER_BILLED: 'error',
  PRICE_VARIANCE: 'warning',
  UNMATCHED: 'default',
};

export { BILL_STATE_LABELS };
