import { Outbox, type OutboxOptions } from './outbox';
import { memoryStore } from './store';
import type { QueuedWrite, WriteRequest } from './types';

/** Test helpers of the queue's unit tests (outbox*.test.ts). */

export const write = (n: number, kind = 'noon-report'): WriteRequest => ({
  kind,
  label: `Report ${n}`,
  method: 'POST',
  path: '/noon-reports/',
  body: { n },
  editPath: '/reporttable',
  draft: { n: String(n) },
});

/** An outbox with a hand-driven clock, timers and link, and a server whose answers the test scripts. */
export function harness(overrides: Partial<OutboxOptions> = {}) {
  let clock = 1_000_000;
  let ids = 0;
  const timers: { at: number; run: () => void }[] = [];
  const link = { online: true };
  const calls: { key: string; body: unknown; method?: string }[] = [];
  const answers: ((entry: QueuedWrite) => Promise<unknown>)[] = [];
  const outbox = new Outbox({
    store: memoryStore(),
    newId: () => `id-${++ids}`,
    isOnline: () => link.online,
    now: () => clock,
    random: () => 0.5,
    setTimer: (run, ms) => timers.push({ at: clock + ms, run }),
    clearTimer: () => undefined,
    formWaitMs: 60_000,
    send: (entry) => {
      calls.push({ key: entry.key, body: entry.body, method: entry.method });
      const answer = answers.shift();
      return answer ? answer(entry) : Promise.resolve({ data: { saved: entry.body } });
    },
    ...overrides,
  });
  /** Moves the clock and runs the timers due. */
  const advance = async (ms: number) => {
    clock += ms;
    for (const t of timers.splice(0).filter((t) => t.at <= clock)) t.run();
    await settle(outbox);
  };
  return { outbox, link, calls, answers, advance, timers };
}

/** Waits until the sender has stopped. */
export async function settle(outbox: Outbox) {
  for (let i = 0; i < 20; i++) await outbox.kick();
}
