import { z } from 'zod';
import {
  isPositiveDecimal,
  maxDecimal,
  minDecimal,
  normalizeDecimal,
  subDecimal,
  type DecimalString,
} from '../money/decimal';
import { priceInvoiceLine } from './invoice-totals';

/**
 * What a vendor credited on a bill line after the line was put on a customer invoice, and how much of it the
 * invoice has not passed on to the customer yet (docs/accounting-bills.md "Credited after invoicing").
 */
export const invoiceVendorCreditSchema = z.object({
  /** Credited by the vendor after invoicing, in the bill's currency. */
  credited: z.string(),
  /** The bill's currency. */
  currency: z.string(),
  /** The same priced as the line was (its rate and markup), in the invoice currency. */
  creditedInInvoiceCurrency: z.string(),
  /** Of that, what the invoice's own credit notes have not credited on the line yet (invoice currency). */
  toPassOn: z.string(),
});
/** A vendor credit on an invoice line's source. */
export type InvoiceVendorCredit = z.infer<typeof invoiceVendorCreditSchema>;

/**
 * The vendor credit an invoice line has not passed on: `credited` (bill currency, taken off the bill line
 * after it was invoiced) priced as the line was — its stored rate and markup (`priceInvoiceLine`) — then
 * less what the invoice's credit notes already credited on the line, never below 0 nor above what is left
 * on the line (so the amount is always one the credit-note rules accept).
 */
export function vendorCreditToPassOn(input: {
  credited: DecimalString;
  currency: string;
  exchangeRate: DecimalString;
  markupPercent: DecimalString;
  invoiceCurrency: string;
  lineTotal: DecimalString;
  /** Net already credited on the line by the invoice's credit notes. */
  lineCredited: DecimalString;
}): InvoiceVendorCredit {
  const priced = priceInvoiceLine(
    {
      amount: input.credited,
      currency: input.currency,
      exchangeRate: input.exchangeRate,
      markupPercent: input.markupPercent,
    },
    input.invoiceCurrency,
  ).lineTotal;
  const left = maxDecimal(subDecimal(input.lineTotal, input.lineCredited), '0');
  const toPassOn = minDecimal(maxDecimal(subDecimal(priced, input.lineCredited), '0'), left);
  return {
    credited: normalizeDecimal(input.credited),
    currency: input.currency,
    creditedInInvoiceCurrency: priced,
    toPassOn: isPositiveDecimal(toPassOn) ? toPassOn : '0',
  };
}
