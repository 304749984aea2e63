import { defineMachine, type TransitionSpec } from '../purchasing/status-machine';

/** States of a ship event: open until someone closes it with a note; a closed event can be reopened. */
export const EVENT_STATUSES = ['open', 'closed'] as const;
/** An event state. */
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Labels of the event states. */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = { open: 'Open', closed: 'Closed' };

const eventTransitions = {
  close: { from: ['open'], to: 'closed', action: null },
  reopen: { from: ['closed'], to: 'open', action: null },
} satisfies Record<string, TransitionSpec<EventStatus, never>>;

/** An event status change. */
export type EventTransition = keyof typeof eventTransitions;

/**
 * Event status machine: open → closed (close, with a closing note) → open (reopen). Both need the
 * `event` sidebar permission and the event's ship in scope; no per-ship action guards them.
 */
export const eventMachine = defineMachine<EventStatus, EventTransition, never>({
  subject: 'an event',
  states: EVENT_STATUSES,
  transitions: eventTransitions,
});
