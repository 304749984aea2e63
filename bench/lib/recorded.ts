import type { Driver } from './databases';
import type { RecordedStatement } from '../purchasing/bare-app';

/**
 * Records the statements one Keel request sends through the pool, grouped by the ones in flight
 * together (the bare route replays them in the same grouping).
 */
export async function recordStatements(
  driver: Driver,
  fn: () => Promise<unknown>,
): Promise<RecordedStatement[][]> {
  const original = driver.query;
  const batches: RecordedStatement[][] = [];
  let inFlight = 0;
  driver.query = function (this: unknown, ...args: never[]) {
    const [first, values] = args as unknown as [string | RecordedStatement, unknown[] | undefined];
    const statement =
      typeof first === 'string' ? { text: first, values } : { ...first, ...(values ? { values } : {}) };
    if (inFlight === 0 || batches.length === 0) batches.push([]);
    batches[batches.length - 1]!.push(statement);
    inFlight += 1;
    const result = original.apply(this, args) as Promise<unknown>;
    return result.finally(() => {
      inFlight -= 1;
    });
  };
  try {
    await fn();
  } finally {
    driver.query = original;
  }
  return batches;
}

/** GETs `url` and returns the body; anything but a 200 throws with the answer. */
export async function getOk(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text}`);
  return text;
}
