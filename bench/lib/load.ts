import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The autocannon CLI, run in its own process so the load generator does not share the server's event loop. */
const AUTOCANNON = require.resolve('autocannon/autocannon.js');

/** What one autocannon run measured. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

function autocannon(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const args = [AUTOCANNON, '-j', '-c', String(connections), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise<AutocannonJson>((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`autocannon failed: ${error.message}\n${stderr}`));
      const line = stdout.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line) as AutocannonJson);
      } catch {
        reject(new Error(`autocannon printed no JSON result:\n${stdout}\n${stderr}`));
      }
    });
  });
}

/** A short warm-up (results thrown away), then the measured run. */
export async function measure(
  url: string,
  headers: Record<string, string>,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await autocannon(url, headers, options.connections, options.warmupSeconds);
  const r = await autocannon(url, headers, options.connections, options.seconds);
  return {
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
