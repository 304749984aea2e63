import type { ActionName } from '../permissions/actions';
import type { TransitionResult, TransitionSpec } from '../purchasing/status-machine';
import { defineMachine, transition } from '../purchasing/status-machine';
import { daysBetween, type IsoDate } from './due-date';
import type { JobDueStatus } from './due-status';

/** States of a maintenance job (spec §3): PENDING (warning colour), WORKING (info), DONE (success). */
export const JOB_STATES = ['PENDING', 'WORKING', 'DONE'] as const;
/** A job state. */
export type JobState = (typeof JOB_STATES)[number];

/** The MUI palette colour of each job state (spec §3). */
export const JOB_STATE_COLORS: Record<JobState, 'warning' | 'info' | 'success'> = {
  PENDING: 'warning',
  WORKING: 'info',
  DONE: 'success',
};

const jobTransitions = {
  start: { from: ['PENDING'], to: 'WORKING', action: 'job_management' },
  complete: { from: ['PENDING', 'WORKING'], to: 'DONE', action: 'job_management' },
} satisfies Record<string, TransitionSpec<JobState, ActionName>>;

/** An explicit job event. */
export type JobEvent = keyof typeof jobTransitions;

/**
 * PENDING → WORKING → DONE; a pending job may be completed without being started. Overdue is not a
 * state (see `jobDueState`) and never blocks completion.
 */
export const jobMachine = defineMachine<JobState, JobEvent, ActionName>({
  subject: 'a job',
  states: JOB_STATES,
  transitions: jobTransitions,
});

/**
 * The state a job shows. A recurring job stays DONE after its completion until its next cycle opens
 * (its tolerance window starts, or it is overdue); from then on it is PENDING again. A one-off job (no
 * interval) stays DONE.
 */
export function effectiveJobState(stored: JobState, due: JobDueStatus, recurring: boolean): JobState {
  if (stored !== 'DONE' || !recurring) return stored;
  return due === 'IN_WINDOW' || due === 'OVERDUE' ? 'PENDING' : 'DONE';
}

/** Applies an event to the job's effective state (409 message when refused). */
export function applyJobEvent(
  state: JobState,
  event: JobEvent,
): TransitionResult<JobState, JobEvent, ActionName> {
  return transition(jobMachine, state, event);
}

/** States of a postponement request. */
export const POSTPONEMENT_STATES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;
/** A postponement state. */
export type PostponementState = (typeof POSTPONEMENT_STATES)[number];

/**
 * Checks a postponement request: a reason, a job with a calendar due date, a new date after it, and no
 * other request waiting. The new date is where the calendar due moves once approved.
 */
export function checkPostponementRequest(input: {
  reason: string;
  currentDueOn: IsoDate | null;
  newDueOn: IsoDate;
  openRequest: boolean;
}): { ok: true } | { ok: false; field: string; message: string } {
  if (!input.reason.trim()) return { ok: false, field: 'reason', message: 'a reason is required' };
  if (input.openRequest)
    return { ok: false, field: 'newDueOn', message: 'a postponement is already waiting for approval' };
  if (input.currentDueOn === null)
    return { ok: false, field: 'newDueOn', message: 'the job has no calendar due date to postpone' };
  if (daysBetween(input.currentDueOn, input.newDueOn) <= 0)
    return {
      ok: false,
      field: 'newDueOn',
      message: `must be after the current due date ${input.currentDueOn}`,
    };
  return { ok: true };
}

/**
 * Who may decide a postponement: an office user (a role with job_management given on every ship, or an
 * administrator) who did not ask for it. Returns the refusal message, or null when allowed.
 */
export function postponementDecisionRefusal(input: {
  state: PostponementState;
  deciderId: string;
  requesterId: string | null;
  deciderIsOffice: boolean;
}): string | null {
  if (input.state !== 'REQUESTED') return `The postponement is already ${input.state}`;
  if (!input.deciderIsOffice) return 'Only an office user with job_management may decide a postponement';
  if (input.deciderId === input.requesterId) return 'You cannot decide your own postponement request';
  return null;
}
