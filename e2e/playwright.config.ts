import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_JWT_SECRET } from './support/env';

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the real Keel server,
 * started with `tsx` on a fresh embedded PGlite database (demo data seeded at first start).
 * The web app must be built first (`npm run build -w @keel/web`; `npm test` and `npm run test:e2e` do it).
 */
const port = Number(process.env.E2E_PORT ?? 3999);
const dataDir = path.join(os.tmpdir(), `keel-e2e-${port}`);

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // One retry: a spec that passes only on its retry is listed as flaky by name (docs/testing-and-ci.md).
  retries: 1,
  forbidOnly: true,
  // Safety nets, not timing assertions: in `npm test` the specs share two cores with the Vitest lane, and a
  // whole flow of a spec (log in, open, fill, save, check) took over 30 s there (customers, bunker suppliers).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // The offline service worker answers the page's reads, which `page.route` cannot see, and downloads its
    // precache in every new context: specs run without it, except offline-reads.spec.ts, which allows it.
    serviceWorkers: 'block',
    // The pages honour the system's reduced-motion setting (app/theme/theme.ts): no spinner, ripple or fade
    // is animated, which halved the browser's own CPU (its compositor drew every animation frame in
    // software) and leaves more of the two cores to the Vitest lane beside it.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh data folder each run: migrations and the demo seed run at start-up.
    // DATABASE_URL is removed so a developer's PostgreSQL setting cannot leak into the run.
    command: `rm -rf '${dataDir}' && exec env -u DATABASE_URL npx tsx ../apps/server/src/server.ts`,
    // A protected route answers 401 without a token, which Playwright counts as "up".
    url: `http://127.0.0.1:${port}/api/v1/access/actions/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      KEEL_DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      ACCESS_TOKEN_TTL: '900',
      LOG_LEVEL: 'warn',
      // No simulated sensor data unless a spec turns it on (docs/conning-data.md).
      KEEL_SIMULATOR: process.env.KEEL_SIMULATOR ?? 'off',
    },
  },
});
