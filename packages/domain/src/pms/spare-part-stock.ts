import {
  addDecimal,
  compareDecimal,
  isPositiveDecimal,
  negateDecimal,
  normalizeDecimal,
  subDecimal,
  type DecimalString,
} from '../money/decimal';

/**
 * Kinds of stock ledger entries (DOMAIN "Planned maintenance"): a receipt adds, a use takes away, an
 * adjustment sets a counted figure (with a reason), a transfer moves stock between two ships — one
 * `transfer_out` row on the sending ship and one `transfer_in` row on the receiving one.
 */
export const STOCK_ENTRY_KINDS = ['receipt', 'use', 'adjustment', 'transfer_out', 'transfer_in'] as const;
/** A stock ledger entry kind. */
export type StockEntryKind = (typeof STOCK_ENTRY_KINDS)[number];
/** Words of each kind, for the ledger history. */
export const STOCK_ENTRY_KIND_LABELS: Readonly<Record<StockEntryKind, string>> = {
  receipt: 'Receipt',
  use: 'Used',
  adjustment: 'Adjustment',
  transfer_out: 'Transferred out',
  transfer_in: 'Transferred in',
};

/** The result of applying a movement to a balance: the new balance, or why it cannot be applied. */
export type StockMovement =
  { ok: true; change: DecimalString; balance: DecimalString } | { ok: false; message: string };

/**
 * The signed change of a movement of `quantity` (always positive): receipts and transfers in add,
 * uses and transfers out take away. An adjustment's quantity is the counted balance, so its change is
 * `quantity - balance` (see {@link applyStockMovement}).
 */
export function signedChange(
  kind: StockEntryKind,
  quantity: DecimalString,
  balance: DecimalString,
): DecimalString {
  switch (kind) {
    case 'receipt':
    case 'transfer_in':
      return normalizeDecimal(quantity);
    case 'use':
    case 'transfer_out':
      return negateDecimal(normalizeDecimal(quantity));
    case 'adjustment':
      return subDecimal(quantity, balance);
  }
}

/**
 * Applies a movement to the balance on board. The balance never goes below zero: a use or transfer out of
 * more than is held is refused with a message naming what is held; an adjustment to the same figure is
 * refused as it changes nothing.
 */
export function applyStockMovement(
  balance: DecimalString,
  kind: StockEntryKind,
  quantity: DecimalString,
  unit = '',
): StockMovement {
  if (kind === 'adjustment') {
    if (compareDecimal(quantity, '0') < 0)
      return { ok: false, message: 'a counted stock cannot be negative' };
  } else if (!isPositiveDecimal(quantity)) return { ok: false, message: 'quantity must be greater than 0' };
  const change = signedChange(kind, quantity, balance);
  if (kind === 'adjustment' && compareDecimal(change, '0') === 0)
    return {
      ok: false,
      message: `the stock is already ${normalizeDecimal(balance)}${unit ? ` ${unit}` : ''}`,
    };
  const next = addDecimal(balance, change);
  if (compareDecimal(next, '0') < 0)
    return {
      ok: false,
      message: `only ${normalizeDecimal(balance)}${unit ? ` ${unit}` : ''} in stock, ${normalizeDecimal(quantity)} asked`,
    };
  return { ok: true, change, balance: normalizeDecimal(next) };
}

/** True when the balance is below the minimum stock (a minimum of 0 is never undercut). */
export function isBelowMinimum(balance: DecimalString, minimum: DecimalString): boolean {
  return compareDecimal(balance, minimum) < 0;
}

/**
 * The quantity a "raise requisition" suggests: enough to bring the stock back to twice the minimum
 * (one minimum to restore the floor, one to cover use while the order travels); 0 when not below minimum.
 */
export function suggestedReorderQuantity(balance: DecimalString, minimum: DecimalString): DecimalString {
  if (!isBelowMinimum(balance, minimum)) return '0';
  return normalizeDecimal(subDecimal(addDecimal(minimum, minimum), balance));
}
