import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers every package: domain and server unit tests, the server integration suite on
 * PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set), and the web component tests in jsdom.
 */
const serverIntegration = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.integration.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

const projects = [
  { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
  {
    test: {
      name: 'server-unit',
      root: 'apps/server',
      include: ['src/**/*.test.ts'],
      exclude: ['src/**/*.integration.test.ts'],
      environment: 'node',
    },
  },
  serverIntegration('server-pglite', { KEEL_TEST_DB: 'pglite' }),
  ...(process.env.TEST_DATABASE_URL
    ? [serverIntegration('server-postgres', { KEEL_TEST_DB: process.env.TEST_DATABASE_URL })]
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
