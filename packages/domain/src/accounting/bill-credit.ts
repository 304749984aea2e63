import { currencyExponent } from '../money/currency';
import {
  addDecimal,
  compareDecimal,
  isPositiveDecimal,
  normalizeDecimal,
  parseDecimal,
  subDecimal,
  sumDecimals,
  type DecimalString,
} from '../money/decimal';
import type { VendorBillState } from './bill';

/** A bill line as a credit note sees it (bill currency). */
export interface CreditableBillLine {
  id: string;
  lineTotal: DecimalString;
  /** Credited by earlier notes. */
  creditedAmount: DecimalString;
}

/** The plan of one credit note: the amount per line and their sum. */
export interface BillCreditPlan {
  lines: { billLineId: string; amount: DecimalString }[];
  total: DecimalString;
}

/**
 * A partial (or whole) credit note of a posted bill: `request` names lines and amounts (bill currency,
 * at most the currency's decimals, > 0, at most what is left uncredited on the line — 400 naming
 * `lines.N.amount` / `lines.N.billLineId`); no request credits everything left on every line. The note's
 * total may not exceed the bill's open amount (total − paid − credited): what was paid is not credited.
 */
export function planBillCredit(input: {
  currency: string;
  lines: readonly CreditableBillLine[];
  open: DecimalString;
  request?: readonly { billLineId: string; amount: DecimalString }[] | undefined;
}): { ok: true; plan: BillCreditPlan } | { ok: false; field: string; message: string } {
  const left = (l: CreditableBillLine) => subDecimal(l.lineTotal, l.creditedAmount);
  const byId = new Map(input.lines.map((l) => [l.id, l]));
  const decimals = currencyExponent(input.currency);
  const lines: BillCreditPlan['lines'] = [];
  if (!input.request || input.request.length === 0) {
    for (const l of input.lines)
      if (isPositiveDecimal(left(l))) lines.push({ billLineId: l.id, amount: left(l) });
  } else {
    const seen = new Set<string>();
    for (const [i, r] of input.request.entries()) {
      const line = byId.get(r.billLineId);
      if (!line || seen.has(r.billLineId))
        return {
          ok: false,
          field: `lines.${i}.billLineId`,
          message: line ? 'this line is credited twice in the note' : 'no line of this bill',
        };
      seen.add(r.billLineId);
      if (!isPositiveDecimal(r.amount))
        return { ok: false, field: `lines.${i}.amount`, message: 'the amount must be greater than 0' };
      if (parseDecimal(normalizeDecimal(r.amount)).scale > decimals)
        return {
          ok: false,
          field: `lines.${i}.amount`,
          message: `${input.currency} amounts have at most ${decimals} decimals`,
        };
      if (compareDecimal(r.amount, left(line)) > 0)
        return {
          ok: false,
          field: `lines.${i}.amount`,
          message: `only ${left(line)} is left to credit on this line`,
        };
      lines.push({ billLineId: line.id, amount: r.amount });
    }
  }
  const total = sumDecimals(lines.map((l) => l.amount));
  if (!isPositiveDecimal(total))
    return { ok: false, field: 'lines', message: 'nothing is left to credit on this bill' };
  if (compareDecimal(total, input.open) > 0)
    return {
      ok: false,
      field: 'lines',
      message: `the credit ${total} is more than the ${input.open} still open (paid amounts are not credited)`,
    };
  return { ok: true, plan: { lines, total } };
}

/**
 * The bill's state after credits: REVERSED once everything is credited; PAID once payments and credits
 * cover the total; else as it was (POSTED / PARTIALLY_PAID). Only a posted, not fully paid bill is credited.
 */
export function billStateAfterCredit(
  state: VendorBillState,
  total: DecimalString,
  paid: DecimalString,
  credited: DecimalString,
): VendorBillState {
  if (compareDecimal(credited, total) >= 0) return 'REVERSED';
  if (compareDecimal(addDecimal(paid, credited), total) >= 0) return 'PAID';
  return state;
}

/** States a credit note may be written against. */
export const CREDITABLE_BILL_STATES: readonly VendorBillState[] = ['POSTED', 'PARTIALLY_PAID'];
