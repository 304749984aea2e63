import type { DecimalString } from '../money/decimal';
import { compareDecimal, isPositiveDecimal } from '../money/decimal';
import type { ActionName } from '../permissions/actions';
import type { TransitionResult, TransitionSpec } from './status-machine';
import { defineMachine, refuse, transition } from './status-machine';

/** States of a purchase order (DOMAIN "Purchasing"). */
export const PURCHASE_ORDER_STATES = [
  'DRAFT',
  'PENDING_APPROVAL',
  'APPROVED',
  'SENT',
  'CONFIRMED',
  'DECLINED',
  'PARTIALLY_DELIVERED',
  'DELIVERED',
  'BILLED',
  'CLOSED',
  'CANCELLED',
] as const;
/** A purchase order state. */
export type PurchaseOrderState = (typeof PURCHASE_ORDER_STATES)[number];

/** People's names of the states, as every screen and export shows them. */
export const PURCHASE_ORDER_STATE_LABELS: Record<PurchaseOrderState, string> = {
  DRAFT: 'Draft',
  PENDING_APPROVAL: 'Pending approval',
  APPROVED: 'Approved',
  SENT: 'Sent to vendor',
  CONFIRMED: 'Confirmed',
  DECLINED: 'Declined',
  PARTIALLY_DELIVERED: 'Partly delivered',
  DELIVERED: 'Delivered',
  BILLED: 'Billed',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
};

/** States in which the vendor may deliver and bill; the delivery states are derived from here on. */
export const PURCHASE_ORDER_FULFILMENT_STATES: readonly PurchaseOrderState[] = [
  'SENT',
  'CONFIRMED',
  'PARTIALLY_DELIVERED',
  'DELIVERED',
  'BILLED',
];

const delivering: PurchaseOrderState[] = ['SENT', 'CONFIRMED', 'PARTIALLY_DELIVERED'];

const purchaseOrderTransitions = {
  submit: { from: ['DRAFT'], to: 'PENDING_APPROVAL', action: 'create_purchase_order', label: 'submit' },
  approve: { from: ['PENDING_APPROVAL'], to: 'APPROVED', action: 'approve_purchase_order' },
  sendBack: { from: ['PENDING_APPROVAL'], to: 'DRAFT', action: 'approve_purchase_order', label: 'send back' },
  send: { from: ['APPROVED'], to: 'SENT', action: 'create_purchase_order' },
  confirm: { from: ['SENT'], to: 'CONFIRMED', action: 'vendor_action', actors: ['vendor', 'staff'] },
  decline: { from: ['SENT'], to: 'DECLINED', action: 'vendor_action', actors: ['vendor', 'staff'] },
  deliverPartially: {
    from: delivering,
    to: 'PARTIALLY_DELIVERED',
    action: null,
    actors: ['system'],
    label: 'record a partial delivery of',
  },
  deliver: {
    from: delivering,
    to: 'DELIVERED',
    action: null,
    actors: ['system'],
    label: 'record delivery of',
  },
  bill: { from: ['DELIVERED'], to: 'BILLED', action: null, actors: ['system'] },
  close: { from: ['BILLED'], to: 'CLOSED', action: null, actors: ['system'] },
  revert: { from: ['APPROVED', 'SENT', 'CONFIRMED'], to: 'DRAFT', action: 'revert_purchase_order' },
  cancel: {
    from: ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'SENT', 'CONFIRMED', 'DECLINED'],
    to: 'CANCELLED',
    action: 'cancel_purchase_order',
  },
} satisfies Record<string, TransitionSpec<PurchaseOrderState, ActionName>>;

/** A purchase order event. */
export type PurchaseOrderEvent = keyof typeof purchaseOrderTransitions;

/**
 * DRAFT → PENDING_APPROVAL (create_purchase_order) → APPROVED (approve_purchase_order, see
 * `approvePurchaseOrder`) → SENT → CONFIRMED / DECLINED (the vendor, or staff with vendor_action) →
 * PARTIALLY_DELIVERED / DELIVERED → BILLED → CLOSED (derived, see {@link nextPurchaseOrderState});
 * revert (revert_purchase_order) and cancel (cancel_purchase_order) as {@link revertPurchaseOrder} and
 * {@link cancelPurchaseOrder} describe.
 */
export const purchaseOrderMachine = defineMachine<PurchaseOrderState, PurchaseOrderEvent, ActionName>({
  subject: 'a purchase order',
  states: PURCHASE_ORDER_STATES,
  transitions: purchaseOrderTransitions,
});

/** Applies an event with the machine, plus `sendBack`'s rule that a reason is given. */
export function applyPurchaseOrderEvent(
  state: PurchaseOrderState,
  event: PurchaseOrderEvent,
  context: { reason?: string | null } = {},
): TransitionResult<PurchaseOrderState, PurchaseOrderEvent, ActionName> {
  const result = transition(purchaseOrderMachine, state, event);
  if (result.ok && event === 'sendBack' && !context.reason?.trim())
    return refuse('A reason is required to send a purchase order back');
  return result;
}

/** Quantities of one purchase order line (decimal strings). */
export interface PurchaseOrderLineProgress {
  quantity: DecimalString;
  deliveredQty: DecimalString;
  billedQty: DecimalString;
}

/**
 * The state the lines imply: BILLED when every line is delivered and billed (CLOSED when, in addition,
 * `billsPaid`), DELIVERED when every line is delivered, PARTIALLY_DELIVERED when anything is, else null.
 */
export function derivePurchaseOrderState(
  lines: readonly PurchaseOrderLineProgress[],
  options: { billsPaid?: boolean } = {},
): Extract<PurchaseOrderState, 'PARTIALLY_DELIVERED' | 'DELIVERED' | 'BILLED' | 'CLOSED'> | null {
  if (lines.length === 0) return null;
  const delivered = lines.every((l) => compareDecimal(l.deliveredQty, l.quantity) >= 0);
  const billed = lines.every((l) => compareDecimal(l.billedQty, l.quantity) >= 0);
  if (delivered && billed) return options.billsPaid ? 'CLOSED' : 'BILLED';
  if (delivered) return 'DELIVERED';
  return lines.some((l) => isPositiveDecimal(l.deliveredQty)) ? 'PARTIALLY_DELIVERED' : null;
}

/**
 * The state after deliveries or bills changed the lines. Only a sent order follows its lines (SENT,
 * CONFIRMED and the delivery states); other states are kept.
 */
export function nextPurchaseOrderState(
  current: PurchaseOrderState,
  lines: readonly PurchaseOrderLineProgress[],
  options: { billsPaid?: boolean } = {},
): PurchaseOrderState {
  if (!PURCHASE_ORDER_FULFILMENT_STATES.includes(current)) return current;
  return derivePurchaseOrderState(lines, options) ?? current;
}

/** Whether goods may be received against an order in `state`, with a message when not. */
export function canReceiveAgainstPurchaseOrder(
  state: PurchaseOrderState,
): { ok: true } | { ok: false; message: string } {
  return PURCHASE_ORDER_FULFILMENT_STATES.includes(state) && state !== 'BILLED'
    ? { ok: true }
    : refuse(`Cannot receive goods against a purchase order in state ${state}`);
}

/** The outcome of {@link revertPurchaseOrder}. */
export type RevertPurchaseOrderResult =
  | {
      ok: true;
      to: 'DRAFT';
      action: 'revert_purchase_order';
      /** The new revision number. */
      revision: number;
      /** Approvals given so far no longer count. */
      clearApprovals: true;
      /** The vendor's public link to the old revision must be revoked. */
      revokeVendorLink: true;
    }
  | { ok: false; message: string };

/**
 * Takes an APPROVED, SENT or CONFIRMED order back to DRAFT (revert_purchase_order) as a new revision:
 * approvals are cleared and the vendor's link revoked.
 */
export function revertPurchaseOrder(state: PurchaseOrderState, revision: number): RevertPurchaseOrderResult {
  const result = transition(purchaseOrderMachine, state, 'revert');
  if (!result.ok) return result;
  return {
    ok: true,
    to: 'DRAFT',
    action: 'revert_purchase_order',
    revision: revision + 1,
    clearApprovals: true,
    revokeVendorLink: true,
  };
}

/**
 * Cancels an order (cancel_purchase_order) only while nothing is delivered or billed: the machine's
 * states, and no line with a delivered or billed quantity.
 */
export function cancelPurchaseOrder(
  state: PurchaseOrderState,
  lines: readonly PurchaseOrderLineProgress[],
): TransitionResult<PurchaseOrderState, PurchaseOrderEvent, ActionName> {
  const result = transition(purchaseOrderMachine, state, 'cancel');
  if (!result.ok) return result;
  if (lines.some((l) => isPositiveDecimal(l.deliveredQty) || isPositiveDecimal(l.billedQty)))
    return refuse('Cannot cancel a purchase order once goods are delivered or billed');
  return result;
}

/** The money-bearing fields of a purchase order, compared by {@link editVoidsApproval}. */
export interface PurchaseOrderMoneyFields {
  currency: string;
  freight: DecimalString;
  portCharges: DecimalString;
  /** The rate snapshot to the base currency, when the order keeps one. */
  exchangeRate?: DecimalString | null;
  lines: readonly {
    id: string;
    quantity: DecimalString;
    unitPrice: DecimalString;
    discount?: DecimalString;
  }[];
}

function sameDecimal(a: DecimalString | null | undefined, b: DecimalString | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  return compareDecimal(a, b) === 0;
}

/**
 * True when an edit changes money: currency, freight, port charges, the rate snapshot, or any line's
 * quantity, unit price or discount, or a line added or removed. Decimals compare by value
 * (`"10.0"` equals `"10"`).
 */
export function editVoidsApproval(
  before: PurchaseOrderMoneyFields,
  after: PurchaseOrderMoneyFields,
): boolean {
  if (before.currency !== after.currency) return true;
  if (!sameDecimal(before.freight, after.freight) || !sameDecimal(before.portCharges, after.portCharges))
    return true;
  if (!sameDecimal(before.exchangeRate, after.exchangeRate)) return true;
  if (before.lines.length !== after.lines.length) return true;
  const old = new Map(before.lines.map((l) => [l.id, l]));
  return after.lines.some((line) => {
    const previous = old.get(line.id);
    return (
      !previous ||
      !sameDecimal(previous.quantity, line.quantity) ||
      !sameDecimal(previous.unitPrice, line.unitPrice) ||
      !sameDecimal(previous.discount ?? '0', line.discount ?? '0')
    );
  });
}

/** The outcome of {@link planPurchaseOrderEdit}. */
export type PurchaseOrderEditPlan =
  { ok: true; to: PurchaseOrderState; voidsApproval: boolean } | { ok: false; message: string };

/**
 * What an edit does. In DRAFT anything goes. A money edit in PENDING_APPROVAL or APPROVED voids the
 * approvals given and (re)starts approval in PENDING_APPROVAL. Once the vendor has the order (SENT,
 * CONFIRMED, DECLINED and later), money is changed only by reverting to a new revision. Closed and
 * cancelled orders are not edited.
 */
export function planPurchaseOrderEdit(
  state: PurchaseOrderState,
  before: PurchaseOrderMoneyFields,
  after: PurchaseOrderMoneyFields,
): PurchaseOrderEditPlan {
  if (state === 'CLOSED' || state === 'CANCELLED')
    return refuse(`Cannot edit a purchase order in state ${state}`);
  const moneyChanged = editVoidsApproval(before, after);
  if (!moneyChanged) return { ok: true, to: state, voidsApproval: false };
  if (state === 'DRAFT') return { ok: true, to: 'DRAFT', voidsApproval: false };
  if (state === 'PENDING_APPROVAL' || state === 'APPROVED')
    return { ok: true, to: 'PENDING_APPROVAL', voidsApproval: true };
  return refuse(
    `Cannot change the amounts of a purchase order in state ${state}; revert it to draft as a new revision first`,
  );
}
