import type { Money } from '../money/currency';
import {
  CurrencyMismatchError,
  DEFAULT_MONEY_ROUNDING,
  currencyExponent,
  roundMoney,
} from '../money/currency';
import type { DecimalString } from '../money/decimal';
import { formatSmall, parseSmall, roundUnitsSmall } from '../money/decimal-small';
import {
  addDecimal,
  compareDecimal,
  isPositiveDecimal,
  maxDecimal,
  mulDecimal,
  subDecimal,
  sumDecimals,
} from '../money/decimal';
import type { PurchaseOrderState } from './purchase-order-status';
import type { RequisitionState } from './requisition-status';

/** A requisition line with its estimated unit price (in the committed currency). */
export interface CommittedRequisitionLine {
  quantity: DecimalString;
  orderedQty: DecimalString;
  cancelledQty: DecimalString;
  estimatedUnitPrice: DecimalString;
}

/** A requisition as the committed sum sees it. */
export interface CommittedRequisition {
  id: string;
  shipId: string;
  categoryId: string;
  state: RequisitionState;
  lines: readonly CommittedRequisitionLine[];
}

/** A purchase order as the committed sum sees it; `total` in the committed currency. */
export interface CommittedPurchaseOrder {
  id: string;
  shipId: string;
  categoryId: string;
  state: PurchaseOrderState;
  total: Money;
}

/** Vendor bill states (DOMAIN "Accounting"). */
export type BillState = 'DRAFT' | 'POSTED' | 'PARTIALLY_PAID' | 'PAID' | 'CANCELLED' | 'REVERSED';

/** A vendor bill (or its part for one ship and category). */
export interface CommittedBill {
  id: string;
  shipId: string;
  categoryId: string;
  state: BillState;
  amount: Money;
  purchaseOrderId?: string | null;
}

/** An expense; one recorded from a bill points to it with `billId`. */
export interface CommittedExpense {
  id: string;
  shipId: string;
  categoryId: string;
  amount: Money;
  billId?: string | null;
}

/** Everything committed in a period, already converted to `currency`. */
export interface CommittedInput {
  currency: string;
  requisitions?: readonly CommittedRequisition[];
  purchaseOrders?: readonly CommittedPurchaseOrder[];
  bills?: readonly CommittedBill[];
  expenses?: readonly CommittedExpense[];
}

/** The committed amount of one ship and expense category, by source; `total` is their exact sum. */
export interface CommittedAmount {
  shipId: string;
  categoryId: string;
  currency: string;
  /** Estimated amount of the approved, not yet ordered part of requisitions. */
  requisitions: DecimalString;
  /** The unbilled remainder of live purchase orders. */
  purchaseOrders: DecimalString;
  /** Posted bills and expenses. */
  actual: DecimalString;
  total: DecimalString;
}

/** Requisition states whose unordered remainder is committed (approved, not closed or cancelled). */
export const COMMITTED_REQUISITION_STATES: readonly RequisitionState[] = [
  'APPROVED',
  'IN_RFQ',
  'PARTIALLY_ORDERED',
  'ORDERED',
  'PARTIALLY_RECEIVED',
  'RECEIVED',
];

/**
 * Purchase order states whose unbilled remainder is committed: every live order not yet fully billed.
 * A requisition line's `orderedQty` is expected to count the lines of orders in these states, so that
 * the requisition stops counting exactly when the order starts.
 */
export const COMMITTED_PURCHASE_ORDER_STATES: readonly PurchaseOrderState[] = [
  'DRAFT',
  'PENDING_APPROVAL',
  'APPROVED',
  'SENT',
  'CONFIRMED',
  'PARTIALLY_DELIVERED',
  'DELIVERED',
];

/** Bill states that count as actual spending. */
export const ACTUAL_BILL_STATES: readonly BillState[] = ['POSTED', 'PARTIALLY_PAID', 'PAID'];

function uniqueById<T extends { id: string }>(items: readonly T[] | undefined): T[] {
  const byId = new Map<string, T>();
  for (const item of items ?? []) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/**
 * Committed = approved requisitions not yet ordered (their estimated amounts) + purchase orders not yet
 * billed (their unbilled remainder) + actual bills and expenses, each counted once: an ordered quantity
 * leaves the requisition for the order; a billed amount leaves the order for the bill; an expense
 * recorded from a counted bill is not counted again; a record listed twice counts once. Amounts must
 * already be in `currency` (convert them first); another currency throws.
 */
export function computeCommitted(input: CommittedInput): CommittedAmount[] {
  const { currency } = input;
  const totals = new Map<string, CommittedAmount>();
  const entry = (shipId: string, categoryId: string): CommittedAmount => {
    const key = `${shipId}\u0000${categoryId}`;
    let found = totals.get(key);
    if (!found) {
      const zero = roundMoney('0', currency);
      found = {
        shipId,
        categoryId,
        currency,
        requisitions: zero,
        purchaseOrders: zero,
        actual: zero,
        total: zero,
      };
      totals.set(key, found);
    }
    return found;
  };
  const inCurrency = (money: Money): DecimalString => {
    if (money.currency !== currency) throw new CurrencyMismatchError(currency, money.currency);
    return money.amount;
  };

  for (const req of uniqueById(input.requisitions)) {
    if (!COMMITTED_REQUISITION_STATES.includes(req.state)) continue;
    const estimates = req.lines.map((line) => {
      const unordered = subDecimal(subDecimal(line.quantity, line.cancelledQty), line.orderedQty);
      return mulDecimal(maxDecimal(unordered, '0'), line.estimatedUnitPrice);
    });
    const target = entry(req.shipId, req.categoryId);
    target.requisitions = addDecimal(target.requisitions, roundMoney(sumDecimals(estimates), currency));
  }

  const bills = uniqueById(input.bills).filter((bill) => ACTUAL_BILL_STATES.includes(bill.state));
  const billedByOrder = new Map<string, DecimalString>();
  for (const bill of bills) {
    const amount = inCurrency(bill.amount);
    const target = entry(bill.shipId, bill.categoryId);
    target.actual = addDecimal(target.actual, amount);
    if (bill.purchaseOrderId)
      billedByOrder.set(
        bill.purchaseOrderId,
        addDecimal(billedByOrder.get(bill.purchaseOrderId) ?? '0', amount),
      );
  }

  for (const order of uniqueById(input.purchaseOrders)) {
    if (!COMMITTED_PURCHASE_ORDER_STATES.includes(order.state)) continue;
    const unbilled = maxDecimal(subDecimal(inCurrency(order.total), billedByOrder.get(order.id) ?? '0'), '0');
    const target = entry(order.shipId, order.categoryId);
    target.purchaseOrders = addDecimal(target.purchaseOrders, unbilled);
  }

  const countedBills = new Set(bills.map((bill) => bill.id));
  for (const expense of uniqueById(input.expenses)) {
    if (expense.billId && countedBills.has(expense.billId)) continue;
    const target = entry(expense.shipId, expense.categoryId);
    target.actual = addDecimal(target.actual, inCurrency(expense.amount));
  }

  return [...totals.values()].map((t) => {
    const parts = [t.requisitions, t.purchaseOrders, t.actual].map((a) => roundMoney(a, currency));
    const [requisitions = '0', purchaseOrders = '0', actual = '0'] = parts;
    return { ...t, requisitions, purchaseOrders, actual, total: roundMoney(sumDecimals(parts), currency) };
  });
}

/** Sums already kept per source for one ship, category and currency (the trigger-kept commitments). */
export type CommittedSums = Omit<CommittedAmount, 'total'>;

/**
 * {@link computeCommitted} for amounts that arrive summed per source: the same result it gives for one
 * approved requisition, one live order and one posted bill carrying those sums (the budget test proves it
 * on random amounts), without building them. Each source is rounded to the currency's minor unit once, an
 * order's remainder is never negative, and the total is the sum of the rounded parts.
 */
export function committedFromSums(sums: CommittedSums): CommittedAmount {
  const small = committedFromSmallSums(sums);
  if (small) return small;
  const { currency } = sums;
  const requisitions = roundMoney(sums.requisitions, currency);
  const purchaseOrders = roundMoney(maxDecimal(sums.purchaseOrders, '0'), currency);
  const actual = roundMoney(sums.actual, currency);
  return {
    shipId: sums.shipId,
    categoryId: sums.categoryId,
    currency,
    requisitions,
    purchaseOrders,
    actual,
    total: roundMoney(addDecimal(addDecimal(requisitions, purchaseOrders), actual), currency),
  };
}

/**
 * {@link committedFromSums} on safe integers (`decimal-small.ts`): each sum is parsed once, rounded to
 * the currency's minor unit as `roundMoney` rounds it, and formatted once, instead of a parse and a format
 * per step. Digit for digit what the decimal-string steps give; `undefined` (take those steps) when a sum
 * has more than 15 digits or a result would leave the safe range.
 */
function committedFromSmallSums(sums: CommittedSums): CommittedAmount | undefined {
  const r = parseSmall(sums.requisitions);
  const p = parseSmall(sums.purchaseOrders);
  const a = parseSmall(sums.actual);
  if (!r || !p || !a) return undefined;
  const { currency } = sums;
  const exponent = currencyExponent(currency);
  const halfUp = DEFAULT_MONEY_ROUNDING === 'half-up';
  const requisitions = roundUnitsSmall(r, exponent, halfUp);
  // max(remainder, 0) before rounding: a negative remainder counts as nothing.
  const purchaseOrders = p.units < 0 ? 0 : roundUnitsSmall(p, exponent, halfUp);
  const actual = roundUnitsSmall(a, exponent, halfUp);
  if (requisitions === undefined || purchaseOrders === undefined || actual === undefined) return undefined;
  const total = requisitions + purchaseOrders + actual;
  if (!Number.isSafeInteger(total)) return undefined;
  return {
    shipId: sums.shipId,
    categoryId: sums.categoryId,
    currency,
    requisitions: formatSmall(requisitions, exponent),
    purchaseOrders: formatSmall(purchaseOrders, exponent),
    actual: formatSmall(actual, exponent),
    total: formatSmall(total, exponent),
  };
}

/** A budget of one ship and expense category for the period; the highest revision counts. */
export interface BudgetLine {
  shipId: string;
  categoryId: string;
  amount: Money;
  revision?: number;
}

/** One entry of the over-budget view. */
export type OverBudgetEntry =
  | {
      kind: 'over';
      shipId: string;
      categoryId: string;
      currency: string;
      budget: DecimalString;
      committed: DecimalString;
      /** committed − budget. */
      excess: DecimalString;
    }
  | {
      kind: 'error';
      shipId: string;
      categoryId: string;
      currency: string;
      committed: DecimalString;
      message: string;
    };

/**
 * The over-budget view: every ship/category whose committed amount exceeds its budget. A committed
 * amount with no budget for its category, several budgets of the same revision, or a budget in another
 * currency is reported as an `error` entry — never passed silently.
 */
export function overBudget(
  budgets: readonly BudgetLine[],
  committed: readonly Pick<CommittedAmount, 'shipId' | 'categoryId' | 'currency' | 'total'>[],
): OverBudgetEntry[] {
  // Budgets by ship, then category: no key string is built per budget or per item.
  const byShip = new Map<string, Map<string, BudgetLine[]>>();
  for (const budget of budgets) {
    let byCategory = byShip.get(budget.shipId);
    if (!byCategory) byShip.set(budget.shipId, (byCategory = new Map()));
    const list = byCategory.get(budget.categoryId);
    if (list) list.push(budget);
    else byCategory.set(budget.categoryId, [budget]);
  }
  const entries: OverBudgetEntry[] = [];
  for (const item of committed) {
    const { shipId, categoryId, currency } = item;
    const candidates = byShip.get(shipId)?.get(categoryId);
    if (!candidates) {
      if (isPositiveDecimal(item.total))
        entries.push(
          overBudgetError(
            item,
            `No budget for category ${categoryId} on ship ${shipId}, but ${item.total} ${currency} is committed`,
          ),
        );
      continue;
    }
    // The highest revision counts; more than one budget of that revision is an error.
    let top = -Infinity;
    for (const b of candidates) top = Math.max(top, b.revision ?? 0);
    let budget: BudgetLine | undefined;
    let current = 0;
    for (const b of candidates)
      if ((b.revision ?? 0) === top) {
        budget ??= b;
        current += 1;
      }
    if (!budget || current > 1) {
      entries.push(
        overBudgetError(
          item,
          `Several budgets (revision ${top}) for category ${categoryId} on ship ${shipId}`,
        ),
      );
      continue;
    }
    if (budget.amount.currency !== currency) {
      entries.push(
        overBudgetError(
          item,
          `The budget of category ${categoryId} on ship ${shipId} is in ${budget.amount.currency}, the committed amount in ${currency}`,
        ),
      );
      continue;
    }
    if (compareDecimal(item.total, budget.amount.amount) > 0)
      entries.push({
        kind: 'over',
        shipId,
        categoryId,
        currency,
        budget: budget.amount.amount,
        committed: item.total,
        excess: roundMoney(subDecimal(item.total, budget.amount.amount), currency),
      });
  }
  return entries;
}

function overBudgetError(
  item: Pick<CommittedAmount, 'shipId' | 'categoryId' | 'currency' | 'total'>,
  message: string,
): OverBudgetEntry {
  const { shipId, categoryId, currency } = item;
  return { kind: 'error', shipId, categoryId, currency, committed: item.total, message };
}
