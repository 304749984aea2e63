import type { DecimalString } from '../money/decimal';
import { compareDecimal, isPositiveDecimal, maxDecimal, subDecimal } from '../money/decimal';
import type { ActionName } from '../permissions/actions';
import type { TransitionResult, TransitionSpec } from './status-machine';
import { defineMachine, refuse, transition } from './status-machine';

/** States of a requisition (DOMAIN "Purchasing"). */
export const REQUISITION_STATES = [
  'DRAFT',
  'SUBMITTED',
  'APPROVED',
  'IN_RFQ',
  'PARTIALLY_ORDERED',
  'ORDERED',
  'PARTIALLY_RECEIVED',
  'RECEIVED',
  'CLOSED',
  'CANCELLED',
] as const;
/** A requisition state. */
export type RequisitionState = (typeof REQUISITION_STATES)[number];

const requisitionTransitions = {
  submit: { from: ['DRAFT'], to: 'SUBMITTED', action: 'manage_req_status' },
  approve: { from: ['SUBMITTED'], to: 'APPROVED', action: 'moderate_requisition' },
  sendBack: { from: ['SUBMITTED'], to: 'DRAFT', action: 'moderate_requisition', label: 'send back' },
  startRfq: {
    from: ['APPROVED'],
    to: 'IN_RFQ',
    action: 'requesting_for_quotation',
    label: 'request quotations for',
  },
  close: {
    from: ['PARTIALLY_ORDERED', 'ORDERED', 'PARTIALLY_RECEIVED', 'RECEIVED'],
    to: 'CLOSED',
    action: 'manage_req_status',
  },
  cancel: {
    from: ['DRAFT', 'SUBMITTED', 'APPROVED', 'IN_RFQ'],
    to: 'CANCELLED',
    action: 'cancel_requisition',
  },
} satisfies Record<string, TransitionSpec<RequisitionState, ActionName>>;

/** An explicit requisition event. */
export type RequisitionEvent = keyof typeof requisitionTransitions;

/**
 * The explicit transitions of a requisition. Ordering and receiving states are not events: they are
 * derived from the lines' quantities by {@link nextRequisitionState}; cancelling the unordered
 * remainder of a partly ordered requisition is {@link cancelRequisition}.
 */
export const requisitionMachine = defineMachine<RequisitionState, RequisitionEvent, ActionName>({
  subject: 'a requisition',
  states: REQUISITION_STATES,
  transitions: requisitionTransitions,
});

/** Context some requisition events need. */
export interface RequisitionEventContext {
  /** Why the requisition is sent back (required by `sendBack`). */
  reason?: string | null;
}

/**
 * Applies an explicit event: the machine's check plus the event's own rule (`sendBack` needs a
 * reason). The result names the target state and the guarding action.
 */
export function applyRequisitionEvent(
  state: RequisitionState,
  event: RequisitionEvent,
  context: RequisitionEventContext = {},
): TransitionResult<RequisitionState, RequisitionEvent, ActionName> {
  const result = transition(requisitionMachine, state, event);
  if (result.ok && event === 'sendBack' && !context.reason?.trim())
    return refuse('A reason is required to send a requisition back');
  return result;
}

/** Quantities of one requisition line (decimal strings). */
export interface RequisitionLineQuantities {
  quantity: DecimalString;
  orderedQty: DecimalString;
  receivedQty: DecimalString;
  cancelledQty: DecimalString;
}

/** Derived state of a requisition line. */
export type RequisitionLineState =
  'OPEN' | 'PARTIALLY_ORDERED' | 'ORDERED' | 'PARTIALLY_RECEIVED' | 'RECEIVED' | 'CANCELLED';

/** What is still needed of a line: quantity − cancelled (never below zero). */
export function neededQty(line: RequisitionLineQuantities): DecimalString {
  return maxDecimal(subDecimal(line.quantity, line.cancelledQty), '0');
}

/** What of a line is neither ordered nor cancelled (never below zero). */
export function unorderedQty(line: RequisitionLineQuantities): DecimalString {
  return maxDecimal(subDecimal(neededQty(line), line.orderedQty), '0');
}

/**
 * Checks a line's quantities: none negative, quantity > 0, received ≤ ordered, and cancelled ≤
 * quantity − ordered (what is ordered cannot be cancelled here). Returns the problems, empty when valid.
 */
export function validateRequisitionLine(line: RequisitionLineQuantities): string[] {
  const problems: string[] = [];
  for (const field of ['quantity', 'orderedQty', 'receivedQty', 'cancelledQty'] as const)
    if (compareDecimal(line[field], '0') < 0) problems.push(`${field} must not be negative`);
  if (!isPositiveDecimal(line.quantity)) problems.push('quantity must be greater than 0');
  if (compareDecimal(line.receivedQty, line.orderedQty) > 0)
    problems.push(`receivedQty (${line.receivedQty}) must not exceed orderedQty (${line.orderedQty})`);
  if (compareDecimal(line.cancelledQty, subDecimal(line.quantity, line.orderedQty)) > 0)
    problems.push(`cancelledQty (${line.cancelledQty}) must not exceed the unordered quantity`);
  return problems;
}

/**
 * A line's state from its quantities, measured against what is needed (quantity − cancelled):
 * CANCELLED when nothing is needed, RECEIVED / PARTIALLY_RECEIVED once goods arrived, else ORDERED /
 * PARTIALLY_ORDERED / OPEN by the ordered quantity.
 */
export function deriveRequisitionLineState(line: RequisitionLineQuantities): RequisitionLineState {
  const needed = neededQty(line);
  if (!isPositiveDecimal(needed)) return 'CANCELLED';
  if (compareDecimal(line.receivedQty, needed) >= 0) return 'RECEIVED';
  if (isPositiveDecimal(line.receivedQty)) return 'PARTIALLY_RECEIVED';
  if (compareDecimal(line.orderedQty, needed) >= 0) return 'ORDERED';
  if (isPositiveDecimal(line.orderedQty)) return 'PARTIALLY_ORDERED';
  return 'OPEN';
}

/**
 * The requisition state its lines imply, ignoring fully cancelled lines: CANCELLED when every line is
 * cancelled; RECEIVED when every line is received; PARTIALLY_RECEIVED when anything arrived; ORDERED when
 * every line is ordered; PARTIALLY_ORDERED when anything is ordered; `null` when nothing is ordered yet.
 */
export function deriveRequisitionState(
  lines: readonly RequisitionLineQuantities[],
): Extract<
  RequisitionState,
  'PARTIALLY_ORDERED' | 'ORDERED' | 'PARTIALLY_RECEIVED' | 'RECEIVED' | 'CANCELLED'
> | null {
  const states = lines.map(deriveRequisitionLineState).filter((s) => s !== 'CANCELLED');
  if (states.length === 0) return lines.length === 0 ? null : 'CANCELLED';
  if (states.every((s) => s === 'RECEIVED')) return 'RECEIVED';
  if (states.some((s) => s === 'RECEIVED' || s === 'PARTIALLY_RECEIVED')) return 'PARTIALLY_RECEIVED';
  if (states.every((s) => s === 'ORDERED')) return 'ORDERED';
  if (states.some((s) => s === 'ORDERED' || s === 'PARTIALLY_ORDERED')) return 'PARTIALLY_ORDERED';
  return null;
}

/** States whose requisition follows its lines' quantities. */
export const DERIVED_REQUISITION_STATES: readonly RequisitionState[] = [
  'APPROVED',
  'IN_RFQ',
  'PARTIALLY_ORDERED',
  'ORDERED',
  'PARTIALLY_RECEIVED',
  'RECEIVED',
];

/**
 * The state after the lines' quantities changed (a purchase order placed or cancelled, goods
 * received). Only approved requisitions follow their lines; DRAFT, SUBMITTED, CLOSED and CANCELLED keep
 * their state. When an ordered requisition has nothing ordered any more, it goes back to IN_RFQ.
 */
export function nextRequisitionState(
  current: RequisitionState,
  lines: readonly RequisitionLineQuantities[],
): RequisitionState {
  if (!DERIVED_REQUISITION_STATES.includes(current)) return current;
  const derived = deriveRequisitionState(lines);
  if (derived) return derived;
  return current === 'APPROVED' || current === 'IN_RFQ' ? current : 'IN_RFQ';
}

/** States from which lines may be ordered (there is an approved, unordered remainder). */
export const ORDERABLE_REQUISITION_STATES: readonly RequisitionState[] = [
  'APPROVED',
  'IN_RFQ',
  'PARTIALLY_ORDERED',
  'PARTIALLY_RECEIVED',
];

/** Whether a purchase order may order lines of a requisition in `state`, with a message when not. */
export function canOrderRequisition(state: RequisitionState): { ok: true } | { ok: false; message: string } {
  return ORDERABLE_REQUISITION_STATES.includes(state)
    ? { ok: true }
    : refuse(`Cannot order lines of a requisition in state ${state}`);
}

/** The outcome of {@link cancelRequisition}. */
export type CancelRequisitionResult<L extends RequisitionLineQuantities> =
  | { ok: true; to: RequisitionState; action: 'cancel_requisition'; lines: L[] }
  | { ok: false; message: string };

/**
 * Cancels what is not ordered yet (cancel_requisition). Before anything is ordered the whole
 * requisition becomes CANCELLED; once partly ordered, every line's unordered remainder is cancelled
 * and the state is derived again (ORDERED, PARTIALLY_RECEIVED or RECEIVED). A fully ordered, closed or
 * cancelled requisition is refused. Returns the lines with their new `cancelledQty`.
 */
export function cancelRequisition<L extends RequisitionLineQuantities>(
  state: RequisitionState,
  lines: readonly L[],
): CancelRequisitionResult<L> {
  const cancelled = lines.map((line) => ({
    ...line,
    cancelledQty: subDecimal(line.quantity, maxDecimal(line.orderedQty, '0')),
  }));
  const anythingOrdered = lines.some((line) => isPositiveDecimal(line.orderedQty));
  if (!anythingOrdered) {
    const result = transition(requisitionMachine, state, 'cancel');
    if (!result.ok) return result;
    return { ok: true, to: 'CANCELLED', action: 'cancel_requisition', lines: cancelled };
  }
  if (!ORDERABLE_REQUISITION_STATES.includes(state))
    return refuse(`Cannot cancel a requisition in state ${state}`);
  if (lines.every((line) => !isPositiveDecimal(unorderedQty(line))))
    return refuse('Nothing left to cancel: every line of the requisition is ordered');
  const remainder = lines.map((line) =>
    isPositiveDecimal(unorderedQty(line))
      ? { ...line, cancelledQty: subDecimal(line.quantity, line.orderedQty) }
      : line,
  );
  return {
    ok: true,
    to: nextRequisitionState(state, remainder),
    action: 'cancel_requisition',
    lines: remainder,
  };
}
