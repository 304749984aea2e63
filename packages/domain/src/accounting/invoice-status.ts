import type { ActionName } from '../permissions/actions';
import type { TransitionSpec } from '../purchasing/status-machine';
import { defineMachine } from '../purchasing/status-machine';

/** Stored states of a customer invoice (DOMAIN "Accounting"). OVERDUE is derived, never stored. */
export const INVOICE_STATES = ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'CREDITED', 'VOID'] as const;
/** A stored invoice state. */
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The states a list shows and filters by: the stored ones plus the derived OVERDUE. */
export const INVOICE_DISPLAY_STATES = [...INVOICE_STATES, 'OVERDUE'] as const;
/** A state as shown (OVERDUE derived from the due date). */
export type InvoiceDisplayState = (typeof INVOICE_DISPLAY_STATES)[number];

/** States in which the customer still owes money. */
export const INVOICE_OPEN_STATES: readonly InvoiceState[] = ['ISSUED', 'PARTIALLY_PAID'];

const invoiceTransitions = {
  issue: { from: ['DRAFT'], to: 'ISSUED', action: 'create_invoice' },
  payPart: {
    from: ['ISSUED', 'PARTIALLY_PAID'],
    to: 'PARTIALLY_PAID',
    action: 'create_invoice',
    label: 'record a payment on',
  },
  payFull: {
    from: ['ISSUED', 'PARTIALLY_PAID'],
    to: 'PAID',
    action: 'create_invoice',
    label: 'record a payment on',
  },
  credit: { from: ['ISSUED', 'PARTIALLY_PAID', 'PAID'], to: 'CREDITED', action: 'create_invoice' },
  // Only ISSUED: an invoice with a payment is PARTIALLY_PAID or PAID, and is credited instead.
  void: { from: ['ISSUED'], to: 'VOID', action: 'create_invoice' },
} satisfies Record<string, TransitionSpec<InvoiceState, ActionName>>;

/** An invoice event. */
export type InvoiceEvent = keyof typeof invoiceTransitions;

/**
 * Customer invoice: DRAFT → ISSUED (create_invoice, takes the gapless number) → PARTIALLY_PAID / PAID by
 * payments; ISSUED / PARTIALLY_PAID / PAID → CREDITED by a credit note; ISSUED → VOID while no payment.
 */
export const invoiceMachine = defineMachine<InvoiceState, InvoiceEvent, ActionName>({
  subject: 'an invoice',
  states: INVOICE_STATES,
  transitions: invoiceTransitions,
});

/**
 * The state to show: an open invoice (ISSUED or PARTIALLY_PAID) whose due date (`YYYY-MM-DD`) is before
 * `today` (`YYYY-MM-DD`) is OVERDUE; every other state shows as stored.
 */
export function invoiceDisplayState(
  state: InvoiceState,
  dueDate: string | null,
  today: string,
): InvoiceDisplayState {
  if (dueDate && INVOICE_OPEN_STATES.includes(state) && dueDate < today) return 'OVERDUE';
  return state;
}
