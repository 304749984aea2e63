import type { Tx } from '../../../db/client';

/** A reading just stored (after the counter was brought up to it). */
export interface CounterReadingEvent {
  counterId: string;
  componentId: string;
  shipId: string | null;
  hours: number;
  readingOn: string;
}

/** A module's reaction to a new reading (e.g. the jobs module recomputing due-by-hours). */
export type CounterReadingHook = (tx: Tx, event: CounterReadingEvent) => Promise<void>;

const hooks = new Map<string, CounterReadingHook>();

/** Registers a reading hook under `name` (the same name again replaces it). */
export function registerCounterReadingHook(name: string, hook: CounterReadingHook): void {
  hooks.set(name, hook);
}

/** Runs every registered hook inside the reading's transaction. */
export async function runCounterReadingHooks(tx: Tx, event: CounterReadingEvent): Promise<void> {
  for (const hook of hooks.values()) await hook(tx, event);
}
