#!/usr/bin/env node
/**
 * `npm test`: every check of the repository, in two lanes that run side by side.
 *
 *   checks   typecheck (tsc over every workspace) → `vitest run` of the domain, scripts, server unit,
 *            server integration on PGlite and web component projects
 *   setup    first: Debian's chromium and poppler-utils present (apt-get install as root when missing)
 *   browser  lint (ESLint, import-direction rules included) → format (Prettier --check) → build web →
 *            bundle budget (scripts/bundle-budget.mjs, issue 12) → e2e (Playwright against the real
 *            server on a fresh PGlite) → `vitest run` of the server integration on PostgreSQL (when
 *            TEST_DATABASE_URL is set, as `.ci/run` does)
 *
 * Each lane stops at its first failure; the other one runs to its end. A table with each step's
 * duration and result is printed at the end, also on failure; the exit code is 1 if any step failed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { laneOutput } from './lane-output.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });

/** Runs a command with its output prefixed by the lane's name; resolves with its exit code. */
function run(io, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
      env: { ...process.env, FORCE_COLOR: '0', ...options.env },
    });
    children.add(child);
    child.stdout.on('data', (chunk) => io.out.write(chunk));
    child.stderr.on('data', (chunk) => io.err.write(chunk));
    child.on('error', (error) => {
      io.err.write(`${command}: ${error.message}\n`);
      io.err.flush();
      children.delete(child);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      io.out.flush();
      io.err.flush();
      children.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const npm = (io, ...args) => run(io, 'npm', args);

/** Debian packages the tests use: Chromium for the browser specs, poppler's pdftotext to read PDFs back. */
const DEBIAN_TOOLS = [
  { path: CHROMIUM, pkg: 'chromium' },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];

/** Installs the missing DEBIAN_TOOLS with apt-get as root (else fails with the command to run). */
async function ensureDebianTools(io) {
  const missing = DEBIAN_TOOLS.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return 0;
  const packages = missing.map((tool) => tool.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    io.err.write(
      `The tests need Debian's ${packages.join(', ')} (${missing.map((t) => t.path).join(', ')}).\n` +
        `Install as root with:  apt-get update && apt-get install -y ${packages.join(' ')}\nthen run npm test again.\n`,
    );
    io.err.flush();
    return 1;
  }
  io.note(
    `missing ${missing.map((t) => t.path).join(', ')}; installing ${packages.join(', ')} with apt-get…`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run(io, 'apt-get', ['update'], { env });
  if (update !== 0) return update;
  const install = await run(io, 'apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    env,
  });
  if (install !== 0) return install;
  const still = missing.filter((tool) => !existsSync(tool.path));
  if (still.length > 0) {
    io.err.write(`apt-get ran but ${still.map((t) => t.path).join(', ')} still missing.\n`);
    io.err.flush();
    return 1;
  }
  return 0;
}

const vitestLocal = ['domain', 'scripts', 'server-unit', 'server-pglite', 'web'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const projectArgs = (names) => names.flatMap((name) => ['--project', name]);

/**
 * Two lanes run side by side (the machine has two cores, and neither lane keeps both busy: the
 * integration projects run one file at a time, the browser specs wait on the page). Each lane stops at
 * its first failure; the other lane finishes, so one run reports everything that failed.
 */
const lanes = [
  {
    name: 'checks',
    steps: [
      { name: 'typecheck', run: (io) => npm(io, 'run', 'typecheck') },
      {
        name: 'vitest (domain, units, PGlite, web)',
        run: (io) => run(io, 'npx', ['vitest', 'run', ...projectArgs(vitestLocal)]),
      },
    ],
  },
  {
    name: 'browser',
    steps: [
      // Lint and format run here, not after the typecheck: with Chromium beside it (its browser and GPU
      // processes run at nice -8) the checks lane was the long one (docs/testing-and-ci.md, session 12).
      { name: 'lint', run: (io) => npm(io, 'run', 'lint') },
      { name: 'format', run: (io) => npm(io, 'run', 'format:check') },
      { name: 'build web', run: (io) => npm(io, 'run', 'build', '-w', '@keel/web') },
      {
        name: 'bundle budget',
        run: (io) => run(io, 'node', ['scripts/bundle-budget.mjs', 'apps/web/dist']),
      },
      { name: 'e2e (Playwright)', run: (io) => npm(io, 'test', '-w', '@keel/e2e') },
      ...(withPostgres
        ? [
            {
              name: 'vitest (PostgreSQL)',
              run: (io) => run(io, 'npx', ['vitest', 'run', '--project', 'server-postgres']),
            },
          ]
        : []),
    ],
  },
];

/** Runs a lane's steps in order until one fails; returns their results. */
async function runLane(lane) {
  const io = laneOutput(lane.name);
  const results = [];
  let failed = false;
  for (const step of lane.steps) {
    if (failed) {
      results.push({ name: `${lane.name}: ${step.name}`, seconds: null, result: 'skipped' });
      continue;
    }
    io.note(`\u25b6 ${step.name}`);
    io.takeTail();
    const t0 = Date.now();
    const code = await step.run(io);
    const seconds = (Date.now() - t0) / 1000;
    failed = code !== 0;
    io.note(`${failed ? '\u2717' : '\u2713'} ${step.name} (${seconds.toFixed(1)} s)`);
    results.push({
      name: `${lane.name}: ${step.name}`,
      seconds,
      result: failed ? `FAILED (exit ${code})` : 'passed',
      ...(failed ? { tail: io.takeTail() } : {}),
    });
  }
  return { results, failed };
}

const started = Date.now();
// Before the lanes: both use these tools (PDF tests in the checks lane, Chromium in the browser lane).
const tools = await runLane({
  name: 'setup',
  steps: [{ name: 'Debian tools present', run: ensureDebianTools }],
});
const outcomes = tools.failed ? [tools] : [tools, ...(await Promise.all(lanes.map(runLane)))];
const results = outcomes.flatMap((o) => o.results);
const failed = outcomes.some((o) => o.failed);
const total = (Date.now() - started) / 1000;
const width = Math.max(...results.map((r) => r.name.length), 'step'.length, 'total (wall clock)'.length);
const line = (a, b, c) => `  ${a.padEnd(width)}  ${b.padStart(8)}  ${c}`;
const rows = [
  line('step', 'seconds', 'result'),
  line('-'.repeat(width), '-------', '------'),
  ...results.map((r) => line(r.name, r.seconds === null ? '-' : r.seconds.toFixed(1), r.result)),
  line('-'.repeat(width), '-------', '------'),
  line('total (wall clock)', total.toFixed(1), failed ? 'FAILED' : 'passed'),
];
for (const r of results.filter((x) => x.tail))
  process.stdout.write(
    `\nThe last ${r.tail.length} lines of the failed step "${r.name}":\n${r.tail.map((t) => `  | ${t}`).join('\n')}\n`,
  );
process.stdout.write(`\nnpm test summary\n${rows.join('\n')}\n\n`);
process.exit(failed ? 1 : 0);
