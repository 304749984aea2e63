/**
 * A small, generic status machine: a record's states and its explicit transitions, each naming the
 * states it starts from, the state it leads to and the permission action that guards it
 * (ARCHITECTURE rule 4). Anything not listed is refused with a message naming the state and the event.
 */

/** Who performs a transition: staff (checked against `action`), the vendor on the public page, or the system. */
export type TransitionActor = 'staff' | 'vendor' | 'system';

/** One transition of a machine. */
export interface TransitionSpec<S extends string, A extends string> {
  /** States the transition may start from. */
  from: readonly S[];
  /** The state it leads to. */
  to: S;
  /** The per-ship action a staff member needs; `null` when no staff action applies (vendor or system). */
  action: A | null;
  /** Who may perform it; `['staff']` when omitted. */
  actors?: readonly TransitionActor[];
  /** Verb phrase used in messages ("send back"); the event name in words when omitted. */
  label?: string;
}

/** The definition passed to {@link defineMachine}. */
export interface MachineDefinition<S extends string, E extends string, A extends string> {
  /** The record with its article, used in messages: "a requisition", "an RFQ". */
  subject: string;
  /** Every state, in display order. */
  states: readonly S[];
  /** Every event and its transition. */
  transitions: { readonly [K in E]: TransitionSpec<S, A> };
}

/** A checked, frozen machine. */
export interface Machine<S extends string, E extends string, A extends string> extends MachineDefinition<
  S,
  E,
  A
> {
  /** Every event name. */
  events: readonly E[];
}

/** The outcome of {@link transition}. */
export type TransitionResult<S extends string, E extends string, A extends string> =
  | { ok: true; event: E; from: S; to: S; action: A | null; actors: readonly TransitionActor[] }
  | { ok: false; message: string };

/** "sendBack" → "send back". */
function words(event: string): string {
  return event.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The verb phrase of an event, as used in messages. */
export function eventLabel<S extends string, E extends string, A extends string>(
  machine: MachineDefinition<S, E, A>,
  event: E,
): string {
  return machine.transitions[event].label ?? words(event);
}

/**
 * Checks and freezes a machine: every `from` and `to` must be one of `states`, and every transition
 * must start somewhere. Throws on a malformed definition (a programming error).
 */
export function defineMachine<S extends string, E extends string, A extends string>(
  definition: MachineDefinition<S, E, A>,
): Machine<S, E, A> {
  const states = new Set<string>(definition.states);
  const events = Object.keys(definition.transitions) as E[];
  for (const event of events) {
    const spec = definition.transitions[event];
    if (spec.from.length === 0)
      throw new Error(`Transition ${event} of ${definition.subject} starts nowhere`);
    for (const state of [...spec.from, spec.to])
      if (!states.has(state))
        throw new Error(`Transition ${event} of ${definition.subject} names unknown state ${state}`);
  }
  return Object.freeze({ ...definition, events: Object.freeze(events) });
}

/**
 * Applies `event` to a record in `state`: the target state and the guarding action when the machine
 * lists it, else a message such as "Cannot approve a requisition in state DRAFT".
 */
export function transition<S extends string, E extends string, A extends string>(
  machine: Machine<S, E, A>,
  state: S,
  event: E,
): TransitionResult<S, E, A> {
  if (!Object.hasOwn(machine.transitions, event))
    return { ok: false, message: `Unknown action "${event}" for ${machine.subject}` };
  if (!machine.states.includes(state))
    return { ok: false, message: `Unknown state "${state}" of ${machine.subject}` };
  const spec = machine.transitions[event];
  if (!spec.from.includes(state))
    return {
      ok: false,
      message: `Cannot ${eventLabel(machine, event)} ${machine.subject} in state ${state}`,
    };
  return { ok: true, event, from: state, to: spec.to, action: spec.action, actors: spec.actors ?? ['staff'] };
}

/** The events allowed from `state`, in definition order (what the UI may offer). */
export function allowedEvents<S extends string, E extends string, A extends string>(
  machine: Machine<S, E, A>,
  state: S,
): E[] {
  return machine.events.filter((event) => machine.transitions[event].from.includes(state));
}

/** A refusal in the shape of {@link TransitionResult}. */
export function refuse(message: string): { ok: false; message: string } {
  return { ok: false, message };
}
