import type { ActionName } from '../permissions/actions';
import type { TransitionResult, TransitionSpec } from '../purchasing/status-machine';
import { allowedEvents, defineMachine, transition } from '../purchasing/status-machine';

/**
 * States of a document change request (DOMAIN.md): SUBMITTED → UNDER_REVIEW → APPROVED →
 * IMPLEMENTED (linked to the revision it produced), or REJECTED with a reason.
 */
export const DCR_STATES = ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IMPLEMENTED', 'REJECTED'] as const;
/** A DCR state. */
export type DcrState = (typeof DCR_STATES)[number];

/** States in which a DCR still waits for a decision or its implementation. */
export const OPEN_DCR_STATES = [
  'SUBMITTED',
  'UNDER_REVIEW',
  'APPROVED',
] as const satisfies readonly DcrState[];

/** The MUI palette colour of each DCR state. */
export const DCR_STATE_COLORS: Record<DcrState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  SUBMITTED: 'default',
  UNDER_REVIEW: 'info',
  APPROVED: 'warning',
  IMPLEMENTED: 'success',
  REJECTED: 'error',
};

const dcrTransitions = {
  'start-review': {
    from: ['SUBMITTED'],
    to: 'UNDER_REVIEW',
    action: 'approve_documents',
    label: 'start the review of',
  },
  approve: { from: ['SUBMITTED', 'UNDER_REVIEW'], to: 'APPROVED', action: 'approve_documents' },
  reject: { from: ['SUBMITTED', 'UNDER_REVIEW'], to: 'REJECTED', action: 'approve_documents' },
  implement: { from: ['APPROVED'], to: 'IMPLEMENTED', action: 'manage_documents' },
} satisfies Record<string, TransitionSpec<DcrState, ActionName>>;

/** A DCR event (the `action` of `POST /dms/dcrs/:id/transition`). */
export type DcrEvent = keyof typeof dcrTransitions;
/** Every DCR event. */
export const DCR_EVENTS = [
  'start-review',
  'approve',
  'reject',
  'implement',
] as const satisfies readonly DcrEvent[];

/** The DCR machine. */
export const dcrMachine = defineMachine<DcrState, DcrEvent, ActionName>({
  subject: 'a change request',
  states: DCR_STATES,
  transitions: dcrTransitions,
});

/** Applies an event to a DCR's state (a 409 message when refused). */
export function applyDcrEvent(
  state: DcrState,
  event: DcrEvent,
): TransitionResult<DcrState, DcrEvent, ActionName> {
  return transition(dcrMachine, state, event);
}

/** The events allowed from `state`. */
export function allowedDcrEvents(state: DcrState): DcrEvent[] {
  return allowedEvents(dcrMachine, state);
}

/**
 * The input rules of a DCR decision: rejecting needs a reason; implementing names the revision it
 * produced, which must belong to the DCR's document. Returns the field and message of a 400, or null.
 */
export function checkDcrTransitionInput(
  event: DcrEvent,
  input: {
    reason?: string | undefined;
    revisionId?: string | undefined | null;
    revisionDocumentId?: string | null;
    dcrDocumentId: string;
  },
): { field: string; message: string } | null {
  if (event === 'reject' && !input.reason?.trim())
    return { field: 'reason', message: 'a reason is required to reject a change request' };
  if (event === 'implement') {
    if (!input.revisionId)
      return { field: 'revisionId', message: 'name the revision that implements the change' };
    if (input.revisionDocumentId !== undefined && input.revisionDocumentId !== input.dcrDocumentId)
      return { field: 'revisionId', message: "the revision must belong to the change request's document" };
  }
  return null;
}
