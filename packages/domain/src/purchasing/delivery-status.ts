import type { DecimalString } from '../money/decimal';
import { addDecimal, compareDecimal, isDecimalString, isPositiveDecimal, subDecimal } from '../money/decimal';
import type { ActionName } from '../permissions/actions';
import type { TransitionResult, TransitionSpec } from './status-machine';
import { defineMachine, refuse, transition } from './status-machine';

/** States of a delivery (DOMAIN "Purchasing"). */
export const DELIVERY_STATES = [
  'PLANNED',
  'IN_TRANSIT',
  'AT_AGENT',
  'RECEIVED',
  'PARTIAL',
  'CANCELLED',
] as const;
/** A delivery state. */
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const notReceived: DeliveryState[] = ['PLANNED', 'IN_TRANSIT', 'AT_AGENT'];

const deliveryTransitions = {
  dispatch: { from: ['PLANNED', 'AT_AGENT'], to: 'IN_TRANSIT', action: 'manage_delivery' },
  arriveAtAgent: {
    from: ['PLANNED', 'IN_TRANSIT'],
    to: 'AT_AGENT',
    action: 'manage_delivery',
    label: 'record arrival at the agent of',
  },
  receive: { from: [...notReceived, 'PARTIAL'], to: 'RECEIVED', action: 'manage_delivery_report' },
  receivePartially: {
    from: [...notReceived, 'PARTIAL'],
    to: 'PARTIAL',
    action: 'manage_delivery_report',
    label: 'record a partial receipt of',
  },
  cancel: { from: notReceived, to: 'CANCELLED', action: 'manage_delivery' },
} satisfies Record<string, TransitionSpec<DeliveryState, ActionName>>;

/** A delivery event. */
export type DeliveryEvent = keyof typeof deliveryTransitions;

/**
 * PLANNED → IN_TRANSIT / AT_AGENT (manage_delivery; an agent may forward goods on, AT_AGENT →
 * IN_TRANSIT) → RECEIVED / PARTIAL by the receipt (manage_delivery_report; a later receipt of a
 * partial delivery keeps it PARTIAL or completes it), or CANCELLED while not received (manage_delivery).
 */
export const deliveryMachine = defineMachine<DeliveryState, DeliveryEvent, ActionName>({
  subject: 'a delivery',
  states: DELIVERY_STATES,
  transitions: deliveryTransitions,
});

/** One line of a receipt (decimal quantities). */
export interface ReceiptLine {
  expected: DecimalString;
  received: DecimalString;
  rejected: DecimalString;
  /** Why goods were rejected; required when `rejected` > 0. */
  rejectReason?: string | null;
  /** Set when more arrived than expected and the receiver reports it as over-delivery. */
  overDelivery?: boolean;
}

/** A problem of one receipt line: its index, the field and the message. */
export interface ReceiptProblem {
  line: number;
  field: keyof ReceiptLine;
  message: string;
}

/**
 * Checks a receipt: quantities are non-negative decimals; received + rejected ≤ expected unless the
 * line is flagged as over-delivery; rejected goods need a reason.
 */
export function validateReceipt(lines: readonly ReceiptLine[]): ReceiptProblem[] {
  const problems: ReceiptProblem[] = [];
  lines.forEach((line, index) => {
    const fields = ['expected', 'received', 'rejected'] as const;
    const bad = fields.filter((f) => !isDecimalString(line[f]) || compareDecimal(line[f], '0') < 0);
    for (const field of bad)
      problems.push({
        line: index,
        field,
        message: `Line ${index + 1}: ${field} must be a quantity of 0 or more`,
      });
    if (bad.length > 0) return;
    const counted = addDecimal(line.received, line.rejected);
    if (!line.overDelivery && compareDecimal(counted, line.expected) > 0)
      problems.push({
        line: index,
        field: 'received',
        message: `Line ${index + 1}: received ${line.received} + rejected ${line.rejected} exceeds the ${line.expected} expected; flag it as over-delivery`,
      });
    if (isPositiveDecimal(line.rejected) && !line.rejectReason?.trim())
      problems.push({
        line: index,
        field: 'rejectReason',
        message: `Line ${index + 1}: a reason is required for rejected goods`,
      });
  });
  return problems;
}

/** RECEIVED when every line's accepted quantity reaches what was expected, else PARTIAL. */
export function receiptOutcome(
  lines: readonly ReceiptLine[],
): Extract<DeliveryState, 'RECEIVED' | 'PARTIAL'> {
  return lines.every((l) => compareDecimal(l.received, l.expected) >= 0) ? 'RECEIVED' : 'PARTIAL';
}

/** The outcome of {@link receiveDelivery}. */
export type ReceiveDeliveryResult =
  | TransitionResult<DeliveryState, DeliveryEvent, ActionName>
  | { ok: false; message: string; problems: ReceiptProblem[] };

/**
 * Records a receipt (manage_delivery_report): the lines must be valid, and the delivery becomes
 * RECEIVED or PARTIAL by {@link receiptOutcome} if the machine allows that from `state`.
 */
export function receiveDelivery(state: DeliveryState, lines: readonly ReceiptLine[]): ReceiveDeliveryResult {
  if (lines.length === 0) return refuse('A receipt needs at least one line');
  const problems = validateReceipt(lines);
  if (problems.length > 0) return { ok: false, message: problems.map((p) => p.message).join('; '), problems };
  return transition(
    deliveryMachine,
    state,
    receiptOutcome(lines) === 'RECEIVED' ? 'receive' : 'receivePartially',
  );
}

/** The outcome of {@link validateTransfer}. */
export type TransferCheck = { ok: true; remaining: DecimalString } | { ok: false; message: string };

/**
 * Whether `requested` may be moved on from a party that received `receivedAtSource` and already passed
 * on `alreadyTransferred`: never more than was received. `remaining` is what is left after it.
 */
export function validateTransfer(
  receivedAtSource: DecimalString,
  alreadyTransferred: DecimalString,
  requested: DecimalString,
): TransferCheck {
  if (!isDecimalString(requested) || !isPositiveDecimal(requested))
    return refuse('The quantity to transfer must be greater than 0');
  const available = subDecimal(receivedAtSource, alreadyTransferred);
  if (compareDecimal(requested, available) > 0)
    return refuse(
      `Cannot transfer ${requested}: only ${compareDecimal(available, '0') > 0 ? available : '0'} of the ${receivedAtSource} received remain (${alreadyTransferred} already transferred)`,
    );
  return { ok: true, remaining: subDecimal(available, requested) };
}

/** A supply window: calendar dates `YYYY-MM-DD`, or ISO timestamps. */
export interface SupplyWindow {
  from: string;
  to: string;
}

/** Ok when the window is two valid dates with from ≤ to; else a message naming the fields. */
export function validateSupplyWindow(window: SupplyWindow): { ok: true } | { ok: false; message: string } {
  const from = Date.parse(window.from);
  const to = Date.parse(window.to);
  if (Number.isNaN(from)) return refuse('Supply window: from must be a date (YYYY-MM-DD)');
  if (Number.isNaN(to)) return refuse('Supply window: to must be a date (YYYY-MM-DD)');
  if (from > to) return refuse(`Supply window: from (${window.from}) must be on or before to (${window.to})`);
  return { ok: true };
}
