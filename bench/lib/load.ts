import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** The autocannon CLI, run in its own process so the load generator does not share the server's event loop. */
const AUTOCANNON = require.resolve('autocannon/autocannon.js');

/** What one load run measured. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** The load generator: wrk (C, epoll) or autocannon (Node.js). */
export type LoadTool = 'wrk' | 'autocannon';

function findWrk(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'wrk');
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

let installTried = false;

/**
 * `BENCH_LOAD` (wrk | autocannon) or, by default, wrk when it is installed (Debian's `wrk`; as root the bench
 * installs it with apt once). On two cores the load generator shares the CPU with the server and PostgreSQL:
 * autocannon, itself a Node.js process, takes most of a core at these rates, wrk a fraction of one, so wrk
 * leaves the CPU to what is measured. Both keep 50 connections busy and time every answer.
 */
export function loadTool(): LoadTool {
  const wanted = process.env.BENCH_LOAD;
  if (wanted === 'autocannon') return 'autocannon';
  if (!findWrk() && !installTried && process.getuid?.() === 0) {
    installTried = true;
    for (const step of [['install'], ['update'], ['install']]) {
      try {
        const args = step[0] === 'install' ? ['install', '-y', '-qq', 'wrk'] : ['update', '-qq'];
        execFileSync('apt-get', args, { stdio: 'ignore', timeout: 300_000 });
        if (findWrk()) break;
      } catch {
        // No package list yet (the update step follows), or no network: autocannon below.
      }
    }
  }
  if (findWrk()) return 'wrk';
  if (wanted === 'wrk') throw new Error('BENCH_LOAD=wrk but wrk is not installed (apt-get install wrk)');
  return 'autocannon';
}

function run(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${path.basename(file)} failed: ${error.message}\n${stderr}`));
      resolve(stdout);
    });
  });
}

function lastJsonLine<T>(stdout: string, who: string): T {
  const line = stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new Error(`${who} printed no JSON result:\n${stdout}`);
  }
}

async function autocannon(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const args = [AUTOCANNON, '-j', '-c', String(connections), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const r = lastJsonLine<{
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }>(await run(process.execPath, args), 'autocannon');
  return {
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** wrk's report as one JSON line (its `done` hook), latencies in microseconds. */
const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"duration":%d,"p50":%d,"p99":%d,"status":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
`;
/** The Lua files written so far, by their text (the report alone, or a request script with it). */
const wrkScripts = new Map<string, string>();

function wrkScriptFile(lua: string): string {
  let file = wrkScripts.get(lua);
  if (!file) {
    file = path.join(mkdtempSync(path.join(os.tmpdir(), 'keel-bench-')), 'script.lua');
    writeFileSync(file, lua);
    wrkScripts.set(lua, file);
  }
  return file;
}

/**
 * One wrk run (one thread, `connections`, `seconds`) with the report hook; `requests` adds a Lua script of
 * its own (its `init`/`request` functions, e.g. a rotation of paths) and the arguments it gets after `--`.
 */
export async function wrk(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  requests?: { lua: string; args: string[] },
): Promise<LoadResult> {
  const wrkScript = wrkScriptFile(requests ? `${requests.lua}\n${WRK_REPORT}` : WRK_REPORT);
  const args = [
    '-t',
    '1',
    '-c',
    String(connections),
    '-d',
    `${seconds}s`,
    '--timeout',
    '10s',
    '-s',
    wrkScript,
  ];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  if (requests) args.push('--', ...requests.args);
  const r = lastJsonLine<{
    requests: number;
    duration: number;
    p50: number;
    p99: number;
    status: number;
    errors: number;
  }>(await run(findWrk()!, args), 'wrk');
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    requestsPerSecond: r.requests / (r.duration / 1e6),
    p50: ms(r.p50),
    p99: ms(r.p99),
    total: r.requests,
    non2xx: r.status,
    errors: r.errors,
  };
}

/** A short warm-up (results thrown away), then the measured run, with {@link loadTool}. */
export async function measure(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  const generate = loadTool() === 'wrk' ? wrk : autocannon;
  if (options.warmupSeconds > 0) await generate(url, headers, options.connections, options.warmupSeconds);
  return generate(url, headers, options.connections, options.seconds);
}
