import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers every package: domain and server unit tests, the server integration suite on
 * PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set, with the `*.postgres.test.ts` files that
 * need several connections at once, which the embedded PGlite cannot give), and the web component tests
 * in jsdom.
 */
const serverIntegration = (name: string, env: Record<string, string>, include: string[]) => ({
  test: {
    name,
    root: 'apps/server',
    include,
    environment: 'node',
    env,
    // Migrates and seeds one template database for the run; each file's app copies it (test/db-template.ts).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // The files run one after another in one process that imports the server once (1.6 s a file when
    // each file imported it again). Each file still builds its own app on its own copy of the database;
    // the server keeps no module state between apps but hook registrations (idempotent) and caches keyed
    // by database handle or session.
    isolate: false,
  },
});

const projects = [
  { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
  { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'], environment: 'node' } },
  {
    test: {
      name: 'server-unit',
      root: 'apps/server',
      include: ['src/**/*.test.ts'],
      exclude: ['src/**/*.integration.test.ts', 'src/**/*.postgres.test.ts'],
      environment: 'node',
      // Vitest's 5 s default was hit by the CJK PDF test (fonts subset and embedded) while the browser lane
      // loaded both cores; a safety net, not a timing assertion.
      testTimeout: 30_000,
    },
  },
  serverIntegration('server-pglite', { KEEL_TEST_DB: 'pglite' }, ['src/**/*.integration.test.ts']),
  ...(process.env.TEST_DATABASE_URL
    ? [
        serverIntegration('server-postgres', { KEEL_TEST_DB: process.env.TEST_DATABASE_URL }, [
          'src/**/*.integration.test.ts',
          'src/**/*.postgres.test.ts',
        ]),
      ]
    : []),
  {
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // One jsdom and one import of the app per worker, not per file: each file used to load MUI, the
      // router and the signed-in frame again (setup and environment were about 40% of the project's CPU).
      // Files still start clean: setup.ts unmounts, clears storage and session and restores mocks after
      // every test, and each file renders its own app with its own query client.
      isolate: false,
      env: { SECURE_LOCAL_STORAGE_DISABLED_KEYS: 'Canvas' },
      // A safety net, not a timing assertion: a whole-app render with MUI takes seconds per step on a
      // loaded 2-core CI machine (60 s was hit three times in one CI run); no test sets a lower one.
      testTimeout: 120_000,
    },
  },
];

export default defineConfig({ test: { projects } });
