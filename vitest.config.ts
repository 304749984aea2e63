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
      env: { SECURE_LOCAL_STORAGE_DISABLED_KEYS: 'Canvas' },
      testTimeout: 60_000,
    },
  },
];

export default defineConfig({ test: { projects } });
