/**
 * The DMS search bench's miss cases (dms-search.bench.ts; docs/dms.md "Search answer cache"): every request
 * asks a different search, rotating through more distinct searches than Keel's answer cache holds
 * (DMS_SEARCH_CACHE_MAX_ENTRIES), so every Keel request runs the search statement. wrk sends them with a
 * Lua script that picks the next path per request; the measured run starts where the warm-up stopped, so
 * no search of the warm-up is asked again before more than the cache's worth of others. The bare route
 * replays the statements one uncached Keel request sent (recorded with the cache off), the query swapped.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { RecordedStatement } from '../purchasing/bare-app';
import type { BenchDatabase } from '../lib/databases';
import { BENCH, log } from '../lib/harness';
import { listen } from '../lib/http';
import { wrk, type LoadResult } from '../lib/load';
import { getOk, recordStatements } from '../lib/recorded';
import { DMS_SEARCH_TERMS } from './dms-search-data';

/** A miss case: who searches, and the distinct searches the requests rotate through. */
export interface MissCase {
  name: string;
  user: string;
  queries: string[];
}

/** Every pair of two different bench terms, as words ("fire valve") or as a phrase ("\"fire valve\""). */
function pairs(phrase: boolean): string[] {
  const out: string[] = [];
  for (const [i, a] of DMS_SEARCH_TERMS.entries())
    for (const b of DMS_SEARCH_TERMS.slice(i + 1)) out.push(phrase ? `"${a} ${b}"` : `${a} ${b}`);
  return out;
}

/** The miss cases: the office with two words, the office with a phrase, a master with two words. */
export function missCases(): MissCase[] {
  return [
    {
      name: 'office: two words, different each request',
      user: 'superintendent@keel.demo',
      queries: pairs(false),
    },
    {
      name: 'office: a phrase, different each request',
      user: 'superintendent@keel.demo',
      queries: pairs(true),
    },
    { name: 'master: two words, different each request', user: 'master@keel.demo', queries: pairs(false) },
  ];
}

/** A wrk request script asking `paths` in turn, from the index given as the script's argument. */
function rotationLua(paths: string[]): string {
  return `local paths = {\n${paths.map((p) => `  ${JSON.stringify(p)},`).join('\n')}\n}
local i = 0
init = function(args) i = tonumber(args[1] or "0") % #paths end
request = function()
  i = i + 1
  if i > #paths then i = 1 end
  return wrk.format(nil, paths[i])
end`;
}

/** A warm-up, then the measured run starting past what the warm-up asked; wrk -t 1 -c BENCH_CONNECTIONS. */
async function measureRotation(
  base: string,
  paths: string[],
  headers: Record<string, string>,
  onMeasured: () => void = () => {},
): Promise<LoadResult> {
  const lua = rotationLua(paths);
  const run = (seconds: number, start: number) =>
    wrk(base, headers, BENCH.connections, seconds, { lua, args: [String(start)] });
  let start = 0;
  if (BENCH.warmupSeconds > 0) {
    const warm = await run(BENCH.warmupSeconds, 0);
    // Requests wrk had sent but not counted when it stopped are at most one per connection.
    start = warm.total + BENCH.connections;
  }
  onMeasured();
  const result = await run(BENCH.seconds, start);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${base}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

/** One measured miss case: both runs and Keel's cache hits and misses during its measured run. */
export interface MeasuredMiss {
  name: string;
  distinct: number;
  keel: LoadResult;
  bare: LoadResult;
  cache: { hits: number; misses: number };
}

/**
 * Measures the miss cases: records the statements of one uncached Keel request per case (`withoutCache`
 * turns the cache off around it), starts a bare app that replays them with each request's query, then
 * runs each case on the bare route and on Keel. `cacheStats` reads Keel's cache counters.
 */
export async function measureMisses(
  db: BenchDatabase,
  keelUrl: string,
  login: (email: string) => Promise<string>,
  withoutCache: <T>(fn: () => Promise<T>) => Promise<T>,
  cacheStats: () => { hits: number; misses: number },
): Promise<MeasuredMiss[]> {
  const cases = missCases();
  const recorded: { sample: string; batches: RecordedStatement[][] }[] = [];
  const headers: Record<string, string>[] = [];
  const keelPath = (q: string) => `/api/v1/dms/search?q=${encodeURIComponent(q)}&limit=10`;
  for (const c of cases) {
    headers.push({ 'x-auth-token': await login(c.user) });
    const sample = c.queries[0]!;
    const batches = await withoutCache(() =>
      recordStatements(db.driver, () => getOk(keelUrl + keelPath(sample), headers.at(-1)!)),
    );
    recorded.push({ sample, batches });
  }
  const pool = db.driver as unknown as pg.Pool;
  const bare: FastifyInstance = Fastify({ logger: false });
  for (const [i, r] of recorded.entries())
    bare.get<{ Querystring: { q: string } }>(`/miss-${i}`, async (request) => {
      const swap = (v: unknown) => (v === r.sample ? request.query.q : v);
      const rows: unknown[][] = [];
      for (const batch of r.batches) {
        const results = await Promise.all(
          batch.map((s) => pool.query({ ...s, values: s.values?.map(swap) } as pg.QueryConfig)),
        );
        for (const result of results) rows.push(result.rows);
      }
      return { data: rows };
    });
  const bareUrl = await listen(bare);
  const measured: MeasuredMiss[] = [];
  try {
    for (const [i, c] of cases.entries()) {
      const barePaths = c.queries.map((q) => `/miss-${i}?q=${encodeURIComponent(q)}`);
      log(`[PostgreSQL] ${c.name}: bare route…`);
      const bareResult = await measureRotation(bareUrl, barePaths, {});
      log(`[PostgreSQL] ${c.name}: Keel…`);
      let before = { ...cacheStats() };
      const keel = await measureRotation(keelUrl, c.queries.map(keelPath), headers[i]!, () => {
        before = { ...cacheStats() };
      });
      const after = cacheStats();
      measured.push({
        name: c.name,
        distinct: c.queries.length,
        keel,
        bare: bareResult,
        cache: { hits: after.hits - before.hits, misses: after.misses - before.misses },
      });
    }
  } finally {
    await bare.close();
  }
  return measured;
}
