import { afterEach, describe, expect, it, vi } from 'vitest';
import { every } from './every';

afterEach(() => vi.useRealTimers());

describe('every', () => {
  it('runs after each interval, skips a turn while a run is going, reports failures and stops after the run', async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    let runs = 0;
    const errors: unknown[] = [];
    const stop = every(
      1000,
      () => {
        runs += 1;
        if (runs === 3) return Promise.reject(new Error('lock lost'));
        return runs === 1 ? new Promise<void>((resolve) => (finish = resolve)) : Promise.resolve();
      },
      (e) => errors.push(e),
    );
    expect(runs).toBe(0); // not at start-up
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3000); // the first run is still going: no second one
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    expect(errors).toEqual([new Error('lock lost')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(4); // a failure does not stop the schedule
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(4);
  });
});
