import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from '../lib/load';

/*
 * Load over a mix of pages rather than one URL (the compression bench, docs/at-sea-transfer.md): the API
 * keeps compressed answers by ETag, so asking for one page over and over would measure cache hits only.
 * Each request picks its page by a Zipf law (rank r with weight 1/r: a fleet opens the first pages of a
 * list far more often than the deep ones) from a seeded generator, a new seed per run, so a measured run
 * does not replay its warm-up's sequence. autocannon runs in its own process (as in lib/load.ts); its
 * `setupRequest` gives each request its path.
 */

const require = createRequire(import.meta.url);
const AUTOCANNON_MODULE = require.resolve('autocannon');

/** The pages of a list: `base` with each sort at each offset, most read first (first pages, default sort). */
export function listPages(base: string, limit: number, pages: number, sorts: string[]): string[] {
  const paths: string[] = [];
  for (let page = 0; page < pages; page += 1)
    for (const sort of sorts) paths.push(`${base}?limit=${limit}&offset=${page * limit}&sort=${sort}`);
  return paths;
}

const CHILD = `
const fs = require('node:fs');
const autocannon = require(process.env.AUTOCANNON_MODULE);
const o = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
let state = o.seed >>> 0 || 1;
const random = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296);
const cumulative = [];
let sum = 0;
for (let r = 1; r <= o.paths.length; r++) cumulative.push((sum += 1 / r));
const pick = () => {
  const x = random() * sum;
  let lo = 0, hi = cumulative.length - 1;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (cumulative[mid] < x) lo = mid + 1; else hi = mid; }
  return o.paths[lo];
};
autocannon({
  url: o.origin, connections: o.connections, duration: o.seconds, headers: o.headers,
  requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pick() }) }],
}, (error, r) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(JSON.stringify({ rps: r.requests.average, total: r.requests.total, p50: r.latency.p50,
    p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts }) + '\\n');
});
`;

let seq = 0;

/** One run of `seconds` over `paths` (Zipf-weighted by position) at `connections`, on `origin`. */
export function measureMix(
  origin: string,
  paths: string[],
  headers: Record<string, string>,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  seq += 1;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'keel-mix-')), 'run.json');
  writeFileSync(file, JSON.stringify({ origin, paths, headers, seed: 7919 * seq, ...options }));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', CHILD, file],
      { env: { ...process.env, AUTOCANNON_MODULE }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`autocannon (page mix) failed: ${error.message}\n${stderr}`));
        const r = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
          rps: number;
          total: number;
          p50: number;
          p99: number;
          non2xx: number;
          errors: number;
        };
        resolve({
          requestsPerSecond: r.rps,
          p50: r.p50,
          p99: r.p99,
          total: r.total,
          non2xx: r.non2xx,
          errors: r.errors,
        });
      },
    );
  });
}
