import { roundMoney } from '../money/currency';
import {
  addDecimal,
  compareDecimal,
  divDecimal,
  isPositiveDecimal,
  isZeroDecimal,
  mulDecimal,
  subDecimal,
  sumDecimals,
  type DecimalString,
} from '../money/decimal';
import type { ActionName } from '../permissions/actions';
import type { PurchaseOrderState } from '../purchasing/purchase-order-status';
import { defineMachine, refuse, transition, type TransitionResult } from '../purchasing/status-machine';
import { convertUnitPrice } from './bill-currency';

/** States of a vendor bill (DOMAIN "Bill"). */
export const BILL_STATES = ['DRAFT', 'POSTED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED', 'REVERSED'] as const;
/** A vendor bill state. */
export type VendorBillState = (typeof BILL_STATES)[number];

/** People's names of the bill states. */
export const BILL_STATE_LABELS: Record<VendorBillState, string> = {
  DRAFT: 'Draft',
  POSTED: 'Posted',
  PARTIALLY_PAID: 'Partly paid',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
  REVERSED: 'Reversed',
};

/** States counted as actual spend and payable (a posted bill, paid or not). */
export const POSTED_BILL_STATES: readonly VendorBillState[] = ['POSTED', 'PARTIALLY_PAID', 'PAID'];

const billTransitions = {
  post: { from: ['DRAFT'], to: 'POSTED', action: 'manage_bill' },
  cancel: { from: ['DRAFT'], to: 'CANCELLED', action: 'manage_bill' },
  payPartially: {
    from: ['POSTED', 'PARTIALLY_PAID'],
    to: 'PARTIALLY_PAID',
    action: 'manage_bill',
    label: 'pay',
  },
  pay: { from: ['POSTED', 'PARTIALLY_PAID'], to: 'PAID', action: 'manage_bill' },
  reverse: { from: ['POSTED'], to: 'REVERSED', action: 'manage_bill' },
} as const;

/** A bill event. */
export type BillEvent = keyof typeof billTransitions;

/**
 * DRAFT → POSTED → PARTIALLY_PAID / PAID; DRAFT → CANCELLED; POSTED (nothing paid) → REVERSED by a
 * credit note. Every transition needs `manage_bill`.
 */
export const billMachine = defineMachine<VendorBillState, BillEvent, ActionName>({
  subject: 'a bill',
  states: BILL_STATES,
  transitions: billTransitions,
});

/** Applies a bill event; refuses anything the machine does not list. */
export function applyBillEvent(
  state: VendorBillState,
  event: BillEvent,
): TransitionResult<VendorBillState, BillEvent, ActionName> {
  return transition(billMachine, state, event);
}

/**
 * The vendor's invoice number as compared for duplicates: upper case, without spaces, dashes,
 * slashes, dots or underscores ("inv - 0042 / a" → "INV0042A").
 */
export function normalizeVendorInvoiceNumber(value: string): string {
  return value.toUpperCase().replace(/[\s\-‐-―_./]+/g, '');
}

/** Price tolerance of the three-way match: a per-cent and an absolute allowance per unit, both ≥ 0. */
export interface MatchTolerance {
  percent: DecimalString;
  absolute: DecimalString;
}

/** No tolerance at all. */
export const NO_TOLERANCE: MatchTolerance = { percent: '0', absolute: '0' };

/** Match status of a bill line. */
export const BILL_LINE_MATCH_STATUSES = ['MATCHED', 'OVER_BILLED', 'PRICE_VARIANCE', 'UNMATCHED'] as const;
/** A bill line's match status. */
export type BillLineMatchStatus = (typeof BILL_LINE_MATCH_STATUSES)[number];

/** A bill line with what the PO and the deliveries say about it (all decimal strings). */
export interface MatchInput {
  /** Billed on this line. */
  quantity: DecimalString;
  /** In the bill's currency. */
  unitPrice: DecimalString;
  /**
   * One unit of the bill's currency in the PO's currency (the bill date's rate); default 1 (same
   * currency). The price is compared in the PO's currency, the tolerance applies there.
   */
  rate?: DecimalString;
  /** Null for a line without a PO line (services, port costs). */
  poLine: {
    unitPrice: DecimalString;
    /** Received so far. */
    receivedQuantity: DecimalString;
    /** Billed on other posted bills (and on other lines of this bill). */
    alreadyBilledQuantity: DecimalString;
  } | null;
}

/** The outcome for one line. */
export interface LineMatch {
  status: BillLineMatchStatus;
  /** Billed beyond what was received and not yet billed (0 when none). */
  overBilledQuantity: DecimalString;
  /** Unit price above the PO price, in the PO's currency (0 when none, even within the tolerance). */
  priceDifference: DecimalString;
  /** The bill's unit price in the PO's currency (null for a line without a PO line). */
  convertedUnitPrice: DecimalString | null;
  message: string | null;
}

/** The highest unit price accepted: the PO price plus the larger of the per-cent and absolute allowances. */
export function allowedUnitPrice(poUnitPrice: DecimalString, tolerance: MatchTolerance): DecimalString {
  const byPercent = divDecimal(mulDecimal(poUnitPrice, tolerance.percent), '100', 10);
  const allowance = compareDecimal(byPercent, tolerance.absolute) >= 0 ? byPercent : tolerance.absolute;
  return addDecimal(poUnitPrice, allowance);
}

/**
 * Three-way match of one line: billed quantity ≤ received − already billed (else OVER_BILLED), unit
 * price ≤ PO price within the tolerance (else PRICE_VARIANCE); over-billing wins when both fail. The
 * price is compared in the PO's currency: a bill in another currency is converted at `line.rate`
 * ({@link convertUnitPrice}). A line without a PO line is UNMATCHED (not a mismatch: nothing to match
 * against).
 */
export function matchBillLine(line: MatchInput, tolerance: MatchTolerance = NO_TOLERANCE): LineMatch {
  if (!line.poLine)
    return {
      status: 'UNMATCHED',
      overBilledQuantity: '0',
      priceDifference: '0',
      convertedUnitPrice: null,
      message: null,
    };
  const price = convertUnitPrice(line.unitPrice, line.rate ?? '1');
  const converted = compareDecimal(line.rate ?? '1', '1') !== 0;
  const open = subDecimal(line.poLine.receivedQuantity, line.poLine.alreadyBilledQuantity);
  const over = subDecimal(line.quantity, open);
  const diff = subDecimal(price, line.poLine.unitPrice);
  const overBilledQuantity = isPositiveDecimal(over) ? over : '0';
  const priceDifference = isPositiveDecimal(diff) ? diff : '0';
  if (isPositiveDecimal(over))
    return {
      status: 'OVER_BILLED',
      overBilledQuantity,
      priceDifference,
      convertedUnitPrice: price,
      message: `billed ${line.quantity}, only ${isPositiveDecimal(open) ? open : '0'} received and not yet billed`,
    };
  if (compareDecimal(price, allowedUnitPrice(line.poLine.unitPrice, tolerance)) > 0)
    return {
      status: 'PRICE_VARIANCE',
      overBilledQuantity,
      priceDifference,
      convertedUnitPrice: price,
      message: `unit price ${converted ? `${line.unitPrice} (${price} at ${line.rate})` : price} is above the PO price ${line.poLine.unitPrice} beyond the tolerance`,
    };
  return { status: 'MATCHED', overBilledQuantity, priceDifference, convertedUnitPrice: price, message: null };
}

/** A bill matches when none of its lines is over-billed or has a price variance. */
export function billMatches(statuses: readonly BillLineMatchStatus[]): boolean {
  return statuses.every((s) => s === 'MATCHED' || s === 'UNMATCHED');
}

/**
 * Whether a bill may be posted: a mismatch needs a reason (the caller checks `manage_bill`); a duplicate
 * vendor invoice number is refused naming the earlier bill unless overridden with a reason.
 */
export function checkPostBill(input: {
  matched: boolean;
  mismatchReason?: string | null;
  duplicateOf?: string | null;
  duplicateOverrideReason?: string | null;
}): { ok: true } | { ok: false; field: string; message: string } {
  if (!input.matched && !input.mismatchReason?.trim())
    return {
      ok: false,
      field: 'mismatchReason',
      message: 'The bill does not match its POs: give a reason to post it',
    };
  if (input.duplicateOf && !input.duplicateOverrideReason?.trim())
    return {
      ok: false,
      field: 'duplicateOverrideReason',
      message: `The vendor's invoice number is already on bill ${input.duplicateOf}; give a reason to post it again`,
    };
  return { ok: true };
}

/**
 * The state after a payment of `amount` on a bill of `total` already paid `paid` (and `credited` by
 * partial credit notes): never over-pays (refused with what is still open: total − paid − credited),
 * only a posted bill is payable; PAID once payments and credits cover the total.
 */
export function applyBillPayment(
  state: VendorBillState,
  total: DecimalString,
  paid: DecimalString,
  amount: DecimalString,
  credited: DecimalString = '0',
): { ok: true; state: VendorBillState; paid: DecimalString } | { ok: false; message: string } {
  if (!isPositiveDecimal(amount)) return refuse('The amount must be greater than 0');
  const open = subDecimal(subDecimal(total, paid), credited);
  if (compareDecimal(amount, open) > 0)
    return refuse(`The payment ${amount} is more than the ${open} still open on the bill`);
  const next = addDecimal(paid, amount);
  const event: BillEvent = compareDecimal(addDecimal(next, credited), total) >= 0 ? 'pay' : 'payPartially';
  const result = applyBillEvent(state, event);
  if (!result.ok) return result;
  return { ok: true, state: result.to, paid: next };
}

/**
 * The exchange difference of a payment in base currency: the amount at the payment date's rate minus
 * the same amount at the bill's rate (positive: the bill cost more in base currency than booked).
 */
export function paymentExchangeDifference(
  amount: DecimalString,
  billRate: DecimalString,
  paymentRate: DecimalString,
  baseCurrency: string,
): { amountBase: DecimalString; bookedBase: DecimalString; difference: DecimalString } {
  const amountBase = roundMoney(mulDecimal(amount, paymentRate), baseCurrency);
  const bookedBase = roundMoney(mulDecimal(amount, billRate), baseCurrency);
  return { amountBase, bookedBase, difference: subDecimal(amountBase, bookedBase) };
}

/** A bill line total: quantity × unit price, rounded to the currency's minor unit. */
export function billLineTotal(
  quantity: DecimalString,
  unitPrice: DecimalString,
  currency: string,
): DecimalString {
  return roundMoney(mulDecimal(quantity, unitPrice), currency);
}

/** The bill total: the exact sum of its line totals. */
export function billTotal(lineTotals: readonly DecimalString[], currency: string): DecimalString {
  return roundMoney(sumDecimals(lineTotals), currency);
}

/** One PO line's quantities for {@link purchaseOrderStateAfterBilling}. */
export interface BilledLineProgress {
  quantity: DecimalString;
  deliveredQty: DecimalString;
  billedQty: DecimalString;
}

/**
 * The PO state once its posted bills changed: CLOSED when every line is fully delivered and fully
 * billed; BILLED when something is billed and every line's delivered goods are billed; else the
 * delivery state it had (a reversal takes BILLED / CLOSED back to it). Only delivery states, BILLED and
 * CLOSED follow.
 */
export function purchaseOrderStateAfterBilling(
  current: PurchaseOrderState,
  lines: readonly BilledLineProgress[],
): PurchaseOrderState {
  const following: readonly PurchaseOrderState[] = [
    'SENT',
    'CONFIRMED',
    'PARTIALLY_DELIVERED',
    'DELIVERED',
    'BILLED',
    'CLOSED',
  ];
  if (!following.includes(current) || lines.length === 0) return current;
  const delivered = lines.every((l) => compareDecimal(l.deliveredQty, l.quantity) >= 0);
  const anyDelivered = lines.some((l) => isPositiveDecimal(l.deliveredQty));
  const anyBilled = lines.some((l) => isPositiveDecimal(l.billedQty));
  if (delivered && lines.every((l) => compareDecimal(l.billedQty, l.quantity) >= 0)) return 'CLOSED';
  if (anyBilled && lines.every((l) => compareDecimal(l.billedQty, l.deliveredQty) >= 0)) return 'BILLED';
  if (delivered) return 'DELIVERED';
  if (anyDelivered) return 'PARTIALLY_DELIVERED';
  return current === 'BILLED' || current === 'CLOSED' ? 'CONFIRMED' : current;
}

/** AP/AR ageing buckets by days past due. */
export const AGEING_BUCKETS = ['current', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const;
/** An ageing bucket. */
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** People's names of the buckets. */
export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  current: 'Current',
  d1to30: '1–30 days',
  d31to60: '31–60 days',
  d61to90: '61–90 days',
  over90: '> 90 days',
};

/** The bucket of an open amount due on `dueDate` (YYYY-MM-DD) as seen on `asOf`. */
export function ageingBucket(dueDate: string, asOf: string): AgeingBucket {
  const days = Math.floor(
    (Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000,
  );
  if (days <= 0) return 'current';
  if (days <= 30) return 'd1to30';
  if (days <= 60) return 'd31to60';
  if (days <= 90) return 'd61to90';
  return 'over90';
}

/** Whether a bill in `state` due on `dueDate` is overdue on `asOf` (posted and not fully paid). */
export function isBillOverdue(state: VendorBillState, dueDate: string, asOf: string): boolean {
  return (state === 'POSTED' || state === 'PARTIALLY_PAID') && dueDate < asOf;
}

/** The open amount of a bill (total − paid − credited), zero once cancelled or reversed. */
export function billOpenAmount(
  state: VendorBillState,
  total: DecimalString,
  paid: DecimalString,
  credited: DecimalString = '0',
): DecimalString {
  if (!POSTED_BILL_STATES.includes(state)) return '0';
  const open = subDecimal(subDecimal(total, paid), credited);
  return isZeroDecimal(open) || !isPositiveDecimal(open) ? '0' : open;
}
