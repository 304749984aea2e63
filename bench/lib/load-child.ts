import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOADER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'load-data.ts');

/**
 * Runs `load-data.ts` (migrate, seed, load) in a child Node process against `url`, passing its progress
 * lines to `log`, and returns what it printed last (its result, JSON). The seeded files go to `filesDir`,
 * where the measured app's storage then finds them.
 */
export function loadInChildProcess<T>(
  kind: 'noon' | 'purchasing' | 'pms' | 'invoices' | 'bills',
  url: string,
  filesDir: string,
  settings: Record<string, number>,
  log: (line: string) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', LOADER, kind, url, filesDir, JSON.stringify(settings)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let last = '';
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (last) log(last);
        last = line;
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`load-data.ts ${kind} exited with ${code}`));
      try {
        resolve(JSON.parse(last) as T);
      } catch {
        reject(new Error(`load-data.ts ${kind} printed no result: ${last}`));
      }
    });
  });
}
