/**
 * `npm run bench:satellite -w @keel/bench`: a new user's first look and each module's first screen
 * over an emulated satellite link (issue 12; docs/bundle-budget-and-first-load.md). Chromium's network
 * emulation through CDP gives 256 kbit/s down, 64 kbit/s up and 700 ms latency; bytes are CDP's
 * `Network.loadingFinished` encodedDataLength (what crossed the link, headers included).
 *
 *   cold  a fresh browser profile: the login page, login → dashboard, then every sidebar entry in
 *         turn, opened from the sidebar (its code and its first data over the link);
 *   warm  a second tab of the same profile (HTTP cache and session kept): the dashboard, then every
 *         sidebar entry again (code from the cache, data over the link).
 *
 * Targets: first load (login page + dashboard) ≤ 600 kB and login → dashboard ≤ 10 s cold; each later
 * screen ≤ 60 kB and ≤ 3 s warm. It starts the real server (apps/server/src/server.ts) on a fresh
 * PGlite folder serving the built web app: build it first (`npm run build -w @keel/web`).
 *
 * Settings (environment): KEEL_WEB_DIST (default apps/web/dist), BENCH_PORT (4180), BENCH_USER
 * (admin: every module), BENCH_SCREENS (a comma list of paths instead of the whole sidebar).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { figureLine, kB, onSatelliteLink, waitForScreen, type Transfer } from '../e2e/support/satellite';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../e2e/support/env';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = path.resolve(process.env.KEEL_WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const USER = (process.env.BENCH_USER ?? 'admin') as DemoUser;
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = { firstLoadBytes: 600_000, loginSeconds: 10, screenBytes: 60_000, screenSeconds: 3 };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const log = (line: string) => process.stdout.write(`${line}\n`);

/** The environment minus DATABASE_URL, so a developer's PostgreSQL setting cannot leak in. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/** Starts Keel on a fresh PGlite folder (embedded) and waits until it answers. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...withoutDatabaseUrl(process.env),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      KEEL_DATA_DIR: dataDir,
      KEEL_WEB_DIST: WEB_DIST,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    const up = await fetch(`${BASE}/api/v1/access/actions/`).then(
      () => true,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not answer within 180 s');
}

interface Figure {
  name: string;
  transfer: Transfer;
  seconds: number;
}

/** Opens each path from the sidebar (client-side navigation) and measures it. */
async function visitScreens(
  page: Page,
  screens: readonly string[],
  meter: Awaited<ReturnType<typeof onSatelliteLink>>,
) {
  const figures: Figure[] = [];
  for (const screen of screens) {
    meter.reset();
    const started = Date.now();
    await page.locator(`nav a[href="${screen}"]`).first().click();
    await page.waitForURL((url) => url.pathname === screen, { timeout: 60_000 });
    await waitForScreen(page, meter);
    figures.push({ name: screen, transfer: meter.transfer(), seconds: (Date.now() - started - 500) / 1000 });
  }
  return figures;
}

/** Cold: a fresh profile logs in, lands on the dashboard and opens every screen. */
async function coldRun(browser: Browser) {
  // The service worker's precache runs in its own target, out of the page's CDP session: blocked
  // here, so the figures are what the app itself fetches (docs/bundle-budget-and-first-load.md).
  const context = await browser.newContext({ baseURL: BASE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const meter = await onSatelliteLink(page);
  let started = Date.now();
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).waitFor({ timeout: 180_000 });
  await waitForScreen(page, meter);
  const login: Figure = {
    name: 'login page',
    transfer: meter.transfer(),
    seconds: (Date.now() - started - 500) / 1000,
  };

  meter.reset();
  await page.getByLabel('Email', { exact: true }).fill(DEMO_USERS[USER]);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  started = Date.now();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ })
    .waitFor({ timeout: 180_000 });
  await waitForScreen(page, meter);
  const dashboard: Figure = {
    name: 'login → dashboard',
    transfer: meter.transfer(),
    seconds: (Date.now() - started - 500) / 1000,
  };

  const listed = await page
    .locator('nav a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '/'));
  const screens = process.env.BENCH_SCREENS
    ? process.env.BENCH_SCREENS.split(',').map((s) => s.trim())
    : [...new Set(listed)].filter((p) => p !== '/');
  const figures = await visitScreens(page, screens, meter);
  return { context, login, dashboard, screens, figures };
}

/** Warm: a second tab of the same profile opens the dashboard and every screen again. */
async function warmRun(context: Awaited<ReturnType<Browser['newContext']>>, screens: readonly string[]) {
  const page = await context.newPage();
  const meter = await onSatelliteLink(page);
  const started = Date.now();
  await page.goto('/', { waitUntil: 'commit' });
  await page
    .getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ })
    .waitFor({ timeout: 180_000 });
  await waitForScreen(page, meter);
  const dashboard: Figure = {
    name: 'dashboard (reload)',
    transfer: meter.transfer(),
    seconds: (Date.now() - started - 500) / 1000,
  };
  const figures = await visitScreens(page, screens, meter);
  return { dashboard, figures };
}

const mark = (ok: boolean) => (ok ? 'yes' : 'NO');

async function main() {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} has no index.html: build the web app first (npm run build -w @keel/web)`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keel-bench-satellite-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    log(
      `Satellite link: 256 kbit/s down, 64 kbit/s up, 700 ms latency; user ${USER}; load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const cold = await coldRun(browser);
    const warm = await warmRun(cold.context, cold.screens);

    const firstLoad = cold.login.transfer.bytes + cold.dashboard.transfer.bytes;
    log('\nCold cache (a new user):');
    log(`  ${figureLine(cold.login.name, cold.login.transfer, cold.login.seconds)}`);
    log(`  ${figureLine(cold.dashboard.name, cold.dashboard.transfer, cold.dashboard.seconds)}`);
    log(
      `  first load ${kB(firstLoad)} (target ≤ ${kB(TARGETS.firstLoadBytes)}: ${mark(firstLoad <= TARGETS.firstLoadBytes)}), ` +
        `login → dashboard ${cold.dashboard.seconds.toFixed(1)} s (target ≤ ${TARGETS.loginSeconds} s: ${mark(cold.dashboard.seconds <= TARGETS.loginSeconds)})`,
    );
    log(`  warm ${figureLine(warm.dashboard.name, warm.dashboard.transfer, warm.dashboard.seconds)}`);

    const width = Math.max(...cold.screens.map((s) => s.length), 'screen'.length);
    const line = (cells: string[]) =>
      `  ${cells[0]!.padEnd(width)}  ${cells
        .slice(1)
        .map((c) => c.padStart(10))
        .join('  ')}`;
    log("\nEach module's first screen, opened from the sidebar (target warm: ≤ 60 kB and ≤ 3 s):");
    log(line(['screen', 'cold kB', 'cold s', 'warm kB', 'warm s', 'target']));
    let met = 0;
    cold.screens.forEach((screen, i) => {
      const c = cold.figures[i]!;
      const w = warm.figures[i]!;
      const ok = w.transfer.bytes <= TARGETS.screenBytes && w.seconds <= TARGETS.screenSeconds;
      if (ok) met += 1;
      log(
        line([
          screen,
          (c.transfer.bytes / 1000).toFixed(1),
          c.seconds.toFixed(1),
          (w.transfer.bytes / 1000).toFixed(1),
          w.seconds.toFixed(1),
          mark(ok),
        ]),
      );
    });
    log(`\n${met} of ${cold.screens.length} screens within the warm target.`);
    await cold.context.close();
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
