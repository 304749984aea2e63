#!/usr/bin/env node
/**
 * `npm test`: every check of the repository, in order, stopping at the first failure.
 *
 *   1. typecheck     tsc over every workspace
 *   2. lint          ESLint (including the import-direction rules)
 *   2b. format       Prettier --check over the repository
 *   3. unit+integr.  `vitest run`: domain, server unit, server integration on PGlite (and on
 *                    PostgreSQL when TEST_DATABASE_URL is set), web component tests
 *   4. chromium      makes sure Debian's /usr/bin/chromium exists (apt-get install as root)
 *   5. build web     `npm run build -w @keel/web` (the e2e server serves it)
 *   5b. bundle budget scripts/bundle-budget.mjs over the build (issue 12: first load and screens)
 *   6. e2e           Playwright in e2e/ against the real server on a fresh PGlite
 *
 * A table with each step's duration and result is printed at the end, also on failure.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

/** Runs a command with inherited output; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const npm = (...args) => run('npm', args);

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(
      `\nChromium is missing: the end-to-end tests need Debian's package at ${CHROMIUM}.\n` +
        'Install it as root with:  apt-get update && apt-get install -y chromium\n' +
        'then run npm test again.\n\n',
    );
    return 1;
  }
  process.stdout.write(`${CHROMIUM} is missing; installing Debian's chromium package with apt-get…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update'], { env });
  if (update !== 0) return update;
  const install = await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
  if (install !== 0) return install;
  if (!existsSync(CHROMIUM)) {
    process.stderr.write(`apt-get installed chromium but ${CHROMIUM} still does not exist.\n`);
    return 1;
  }
  return 0;
}

const steps = [
  { name: 'typecheck', run: () => npm('run', 'typecheck') },
  { name: 'lint', run: () => npm('run', 'lint') },
  { name: 'format', run: () => npm('run', 'format:check') },
  {
    name: process.env.TEST_DATABASE_URL ? 'vitest (incl. PostgreSQL)' : 'vitest (PGlite only)',
    run: () => run('npx', ['vitest', 'run']),
  },
  { name: 'chromium present', run: ensureChromium },
  { name: 'build web', run: () => npm('run', 'build', '-w', '@keel/web') },
  { name: 'bundle budget', run: () => run('node', ['scripts/bundle-budget.mjs', 'apps/web/dist']) },
  { name: 'e2e (Playwright)', run: () => npm('test', '-w', '@keel/e2e') },
];

const results = [];
const started = Date.now();
let failed = false;
for (const step of steps) {
  if (failed) {
    results.push({ name: step.name, seconds: null, result: 'skipped' });
    continue;
  }
  process.stdout.write(`\n\u25b6 ${step.name}\n`);
  const t0 = Date.now();
  const code = await step.run();
  const seconds = (Date.now() - t0) / 1000;
  failed = code !== 0;
  results.push({ name: step.name, seconds, result: failed ? `FAILED (exit ${code})` : 'passed' });
}

const total = (Date.now() - started) / 1000;
const width = Math.max(...results.map((r) => r.name.length), 'step'.length, 'total'.length);
const line = (a, b, c) => `  ${a.padEnd(width)}  ${b.padStart(8)}  ${c}`;
const rows = [
  line('step', 'seconds', 'result'),
  line('-'.repeat(width), '-------', '------'),
  ...results.map((r) => line(r.name, r.seconds === null ? '-' : r.seconds.toFixed(1), r.result)),
  line('-'.repeat(width), '-------', '------'),
  line('total', total.toFixed(1), failed ? 'FAILED' : 'passed'),
];
process.stdout.write(`\nnpm test summary\n${rows.join('\n')}\n\n`);
process.exit(failed ? 1 : 0);
