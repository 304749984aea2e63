import { describe, expect, it } from 'vitest';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { readAll } from './read-all';

/** Two reads that record when they start and end; the first takes longer. */
function recorder() {
  const events: string[] = [];
  const read = (name: string, ms: number) => async () => {
    events.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    events.push(`end ${name}`);
    return name.length;
  };
  return { events, reads: [read('first', 20), read('second!', 1)] as const };
}

describe('readAll', () => {
  it('runs the reads at once on a database handle and keeps their order in the result', async () => {
    const { events, reads } = recorder();
    expect(await readAll({} as DbOrTx, reads)).toEqual([5, 7]);
    expect(events).toEqual(['start first', 'start second!', 'end second!', 'end first']);
  });

  it('runs them one after another inside a transaction (one connection)', async () => {
    const { events, reads } = recorder();
    const tx = Object.create(PgTransaction.prototype) as DbOrTx;
    expect(await readAll(tx, reads)).toEqual([5, 7]);
    expect(events).toEqual(['start first', 'end first', 'start second!', 'end second!']);
  });
});
