import { EXCHANGE_RATE_TYPES, type ExchangeRateType, type RateUse } from '@keel/domain';

/** Currencies offered first in the pair pickers (the demo's and the common trading ones). */
export const PAIR_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'NOK',
  'SGD',
  'JPY',
  'AED',
  'DKK',
  'SEK',
  'CHF',
  'PLN',
  'CNY',
  'KRW',
  'HKD',
  'INR',
] as const;

/** Words for each rate type. */
export const RATE_TYPE_LABELS: Record<ExchangeRateType, string> = {
  daily: 'Daily',
  monthly: 'Monthly',
  budget: 'Budget',
  manual: 'Manual',
};

/** `[value, label]` pairs of the rate types, for selects. */
export const RATE_TYPE_OPTIONS = EXCHANGE_RATE_TYPES.map((t) => [t, RATE_TYPE_LABELS[t]] as const);

/**
 * A stored rate (ten decimals) as people read it: trailing zeros dropped, at least four decimals
 * kept ("1.0853", "161.4200", "0.0061957300").
 */
export function formatRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}.${trimmed.padEnd(4, '0')}`;
}

/** Where a document that used a rate opens, what names it and where its copy of the rate is kept. */
export function rateUseLink(use: RateUse): { to: string; label: string; keptOn: string } {
  switch (use.entity) {
    case 'purchase_order':
      return {
        to: `/purchasing/po?po=${use.id}`,
        label: `Purchase order ${use.number}`,
        keptOn: 'the order',
      };
    case 'expense':
      return { to: `/accounting/expenses/${use.id}`, label: `Expense: ${use.number}`, keptOn: 'the expense' };
    case 'bill':
      return {
        to: `/accounting/bills/view/${use.id}`,
        label: `Vendor bill ${use.number}`,
        keptOn: 'the bill',
      };
    case 'bill_payment':
      return {
        to: `/accounting/bills/view/${use.id}`,
        label: `Payment of vendor bill ${use.number}`,
        keptOn: 'the payment',
      };
    case 'invoice':
      return {
        to: `/accounting/invoices/view/${use.id}`,
        label: `Invoice ${use.number}`,
        keptOn: 'the invoice lines',
      };
  }
}
