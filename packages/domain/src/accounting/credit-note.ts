import { z } from 'zod';
import { envelope, versionSchema } from '../common/page.schema';
import { currencyExponent } from '../money/currency';
import {
  addDecimal,
  compareDecimal,
  divDecimal,
  isPositiveDecimal,
  mulDecimal,
  normalizeDecimal,
  roundDecimal,
  subDecimal,
  sumDecimals,
  type DecimalString,
} from '../money/decimal';
import { decimalAmountSchema } from '../money/money.schema';

/** One credited line as sent: the invoice line and the net amount credited on it (invoice currency). */
export const creditNoteLineInputSchema = z.object({
  invoiceLineId: z.uuid('invoiceLineId must be a valid id'),
  amount: decimalAmountSchema('amount', { sign: 'positive' }),
});

/**
 * Body of `POST /accounting/invoices/:id/credit`: a reason and, for a partial credit, the lines with the
 * net amount credited on each. No `lines`: whatever is left uncredited on every line (a full credit).
 */
export const createCreditNoteSchema = z.object({
  /** Optional: a credit note is appended; parallel credits queue on the invoice row and never over-credit. */
  version: versionSchema.optional(),
  reason: z
    .string()
    .trim()
    .min(3, 'reason must say why (at least 3 characters)')
    .max(500, 'reason must be at most 500 characters'),
  lines: z.array(creditNoteLineInputSchema).min(1, 'lines must hold at least one line').max(500).optional(),
});
/** A credit note as sent. */
export type CreateCreditNote = z.output<typeof createCreditNoteSchema>;

/** A credit note as the API returns it (amounts in the invoice currency). */
export const creditNoteSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  date: z.string(),
  reason: z.string(),
  subtotal: z.string(),
  vatAmount: z.string(),
  total: z.string(),
  lines: z.array(z.object({ invoiceLineId: z.uuid(), title: z.string(), amount: z.string() })),
  createdByName: z.string(),
  createdAt: z.string(),
});
/** A credit note. */
export type CreditNote = z.infer<typeof creditNoteSchema>;
/** `{ data: creditNote }`. */
export const creditNoteResponseSchema = envelope(creditNoteSchema);

/** An invoice line with what earlier credit notes took off it (net, invoice currency). */
export interface CreditableLine {
  id: string;
  lineTotal: DecimalString;
  credited: DecimalString;
}

/** A checked credit: net per line, VAT, total, and whether the invoice is now fully credited. */
export interface PlannedCredit {
  lines: { invoiceLineId: string; amount: DecimalString }[];
  subtotal: DecimalString;
  vatAmount: DecimalString;
  total: DecimalString;
  /** Every line credited in full: the invoice becomes CREDITED. */
  full: boolean;
}

/** What is left to credit on a line: line total − credited, never below 0. */
export function creditLeft(line: Pick<CreditableLine, 'lineTotal' | 'credited'>): DecimalString {
  const left = subDecimal(line.lineTotal, line.credited);
  return isPositiveDecimal(left) ? normalizeDecimal(left) : '0';
}

/**
 * Plans a credit note on an issued invoice: each requested line must be on the invoice, named once, and
 * its amount (at most the currency's decimals) never more than is left uncredited on it; no `requested`
 * credits what is left on every line. VAT is the invoice's rate on the net, rounded half up; the credit
 * that leaves nothing uncredited takes the invoice's VAT less the VAT already credited, so the credit
 * notes of a fully credited invoice add up to its total exactly. Errors name the field (`lines.0.amount`).
 */
export function planCredit(
  invoice: {
    lines: readonly CreditableLine[];
    vatRate: DecimalString;
    vatAmount: DecimalString;
    creditedVat: DecimalString;
    currency: string;
  },
  requested: readonly { invoiceLineId: string; amount: DecimalString }[] | undefined,
): { ok: true; credit: PlannedCredit } | { ok: false; field: string; message: string } {
  const scale = currencyExponent(invoice.currency);
  const byId = new Map(invoice.lines.map((l) => [l.id, l]));
  const wanted =
    requested ??
    invoice.lines
      .map((l) => ({ invoiceLineId: l.id, amount: creditLeft(l) }))
      .filter((l) => isPositiveDecimal(l.amount));
  if (wanted.length === 0) return { ok: false, field: 'lines', message: 'nothing is left to credit' };
  const seen = new Set<string>();
  const taken = new Map<string, DecimalString>();
  for (const [i, w] of wanted.entries()) {
    const line = byId.get(w.invoiceLineId);
    if (!line)
      return { ok: false, field: `lines.${i}.invoiceLineId`, message: 'is not a line of this invoice' };
    if (seen.has(w.invoiceLineId))
      return { ok: false, field: `lines.${i}.invoiceLineId`, message: 'names a line twice' };
    seen.add(w.invoiceLineId);
    if (compareDecimal(roundDecimal(w.amount, scale), w.amount) !== 0)
      return {
        ok: false,
        field: `lines.${i}.amount`,
        message: `amount has more than ${scale} decimals for ${invoice.currency}`,
      };
    const left = creditLeft(line);
    if (compareDecimal(w.amount, left) > 0)
      return {
        ok: false,
        field: `lines.${i}.amount`,
        message: `amount ${normalizeDecimal(w.amount)} is more than the ${left} left to credit on this line`,
      };
    taken.set(w.invoiceLineId, w.amount);
  }
  const full = invoice.lines.every(
    (l) => compareDecimal(addDecimal(l.credited, taken.get(l.id) ?? '0'), l.lineTotal) >= 0,
  );
  const subtotal = roundDecimal(sumDecimals(wanted.map((w) => w.amount)), scale);
  const vatAmount = full
    ? roundDecimal(subDecimal(invoice.vatAmount, invoice.creditedVat), scale)
    : roundDecimal(divDecimal(mulDecimal(subtotal, invoice.vatRate), '100', scale + 4), scale, 'half-up');
  return {
    ok: true,
    credit: {
      lines: wanted.map((w) => ({ invoiceLineId: w.invoiceLineId, amount: normalizeDecimal(w.amount) })),
      subtotal,
      vatAmount,
      total: roundDecimal(addDecimal(subtotal, vatAmount), scale),
      full,
    },
  };
}

/**
 * The state an issued invoice takes after a credit note: CREDITED when fully credited; PAID when the
 * payments cover what is left to pay (total − credited); otherwise ISSUED or PARTIALLY_PAID as it was.
 */
export function stateAfterCredit(
  state: 'ISSUED' | 'PARTIALLY_PAID' | 'PAID',
  full: boolean,
  total: DecimalString,
  credited: DecimalString,
  paid: DecimalString,
): 'ISSUED' | 'PARTIALLY_PAID' | 'PAID' | 'CREDITED' {
  if (full) return 'CREDITED';
  if (isPositiveDecimal(paid) && compareDecimal(paid, subDecimal(total, credited)) >= 0) return 'PAID';
  return state;
}
