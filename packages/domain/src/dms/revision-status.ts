import type { ActionName } from '../permissions/actions';
import type { TransitionResult, TransitionSpec } from '../purchasing/status-machine';
import { allowedEvents, defineMachine, transition } from '../purchasing/status-machine';

/**
 * States of a controlled document's revision (DOMAIN.md "Documents (DMS)"): DRAFT → IN_REVIEW →
 * APPROVED → EFFECTIVE → SUPERSEDED → OBSOLETE; a reviewer may send a revision back to DRAFT.
 */
export const REVISION_STATES = [
  'DRAFT',
  'IN_REVIEW',
  'APPROVED',
  'EFFECTIVE',
  'SUPERSEDED',
  'OBSOLETE',
] as const;
/** A revision state. */
export type RevisionState = (typeof REVISION_STATES)[number];

/** States of a revision being worked on (at most one per document, enforced by a partial unique index). */
export const OPEN_REVISION_STATES = [
  'DRAFT',
  'IN_REVIEW',
  'APPROVED',
] as const satisfies readonly RevisionState[];
/** States listed under "Obsolete" (never shown to ships as current). */
export const WITHDRAWN_REVISION_STATES = [
  'SUPERSEDED',
  'OBSOLETE',
] as const satisfies readonly RevisionState[];

/** The MUI palette colour of each revision state. */
export const REVISION_STATE_COLORS: Record<
  RevisionState,
  'default' | 'info' | 'warning' | 'success' | 'secondary' | 'error'
> = {
  DRAFT: 'default',
  IN_REVIEW: 'info',
  APPROVED: 'warning',
  EFFECTIVE: 'success',
  SUPERSEDED: 'secondary',
  OBSOLETE: 'error',
};

const revisionTransitions = {
  submit: { from: ['DRAFT'], to: 'IN_REVIEW', action: 'manage_documents', label: 'submit' },
  approve: { from: ['IN_REVIEW'], to: 'APPROVED', action: 'approve_documents' },
  reject: { from: ['IN_REVIEW', 'APPROVED'], to: 'DRAFT', action: 'approve_documents' },
  'make-effective': {
    from: ['APPROVED'],
    to: 'EFFECTIVE',
    action: 'approve_documents',
    label: 'make effective',
  },
  /** Done by the system when another revision of the document becomes effective. */
  supersede: { from: ['EFFECTIVE'], to: 'SUPERSEDED', action: null, actors: ['system'] },
  obsolete: {
    from: ['EFFECTIVE', 'SUPERSEDED'],
    to: 'OBSOLETE',
    action: 'approve_documents',
    label: 'withdraw',
  },
} satisfies Record<string, TransitionSpec<RevisionState, ActionName>>;

/** A revision event (the `action` of `POST /dms/revisions/:id/transition`, plus the system's supersede). */
export type RevisionEvent = keyof typeof revisionTransitions;

/** The events a user may ask for; `supersede` happens only inside make-effective. */
export const REVISION_USER_EVENTS = ['submit', 'approve', 'reject', 'make-effective', 'obsolete'] as const;
/** A user revision event. */
export type RevisionUserEvent = (typeof REVISION_USER_EVENTS)[number];

/** The revision machine. Every transition names the action that guards it. */
export const revisionMachine = defineMachine<RevisionState, RevisionEvent, ActionName>({
  subject: 'a revision',
  states: REVISION_STATES,
  transitions: revisionTransitions,
});

/** Applies an event to a revision's state (a 409 message when the machine does not list it). */
export function applyRevisionEvent(
  state: RevisionState,
  event: RevisionEvent,
): TransitionResult<RevisionState, RevisionEvent, ActionName> {
  return transition(revisionMachine, state, event);
}

/** The user events allowed from `state` (what the UI may offer). */
export function allowedRevisionEvents(state: RevisionState): RevisionUserEvent[] {
  return allowedEvents(revisionMachine, state).filter((e): e is RevisionUserEvent => e !== 'supersede');
}

/**
 * The rules a transition has beyond the machine: a reason to reject or withdraw. Returns the field and
 * message of a 400, or null when the input is complete.
 */
export function checkRevisionTransitionInput(
  event: RevisionUserEvent,
  input: { reason?: string | undefined },
): { field: string; message: string } | null {
  if ((event === 'reject' || event === 'obsolete') && !input.reason?.trim())
    return {
      field: 'reason',
      message: `a reason is required to ${event === 'reject' ? 'reject' : 'withdraw'}`,
    };
  return null;
}

/**
 * What making a revision effective does to the document's revisions: the one made effective becomes
 * EFFECTIVE and the one that was effective (if any) SUPERSEDED — exactly one effective revision per
 * document afterwards. Pure: the server applies the same plan in one transaction.
 */
export function planMakeEffective(
  revisions: readonly { id: string; state: RevisionState }[],
  revisionId: string,
): { ok: true; supersede: string[] } | { ok: false; message: string } {
  const target = revisions.find((r) => r.id === revisionId);
  if (!target) return { ok: false, message: 'Revision not found on this document' };
  const result = applyRevisionEvent(target.state, 'make-effective');
  if (!result.ok) return result;
  return { ok: true, supersede: revisions.filter((r) => r.state === 'EFFECTIVE').map((r) => r.id) };
}

/** True when at most one revision is EFFECTIVE (the database's partial unique index holds the same rule). */
export function hasAtMostOneEffective(revisions: readonly { state: RevisionState }[]): boolean {
  return revisions.filter((r) => r.state === 'EFFECTIVE').length <= 1;
}
