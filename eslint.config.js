// @ts-check
/**
 * One flat ESLint config for the whole monorepo.
 *
 * Besides typescript-eslint's recommended rules (and react-hooks for the web app) it enforces the
 * import direction of ARCHITECTURE.md rule 12:
 *   - packages/domain imports no app and no I/O library (drizzle-orm, pg, fastify, react, node:*, …);
 *   - apps/web and apps/server never import each other;
 *   - a web feature (apps/web/src/features/<a>/…) never imports another feature;
 *   - a server module (apps/server/src/modules/<a>/…) never imports another module's `*.repo.ts`
 *     (it goes through that module's service).
 * Bare package names are checked with `no-restricted-imports`; file paths with
 * `import-x/no-restricted-paths`, whose zones are computed from the folders present at lint time, so a
 * new feature or module is covered without touching this file.
 */
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The sub-folders of `dir` (relative to the repo root); none when it does not exist yet. */
function subfolders(dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

const WEB_FEATURES = 'apps/web/src/features';
const SERVER_MODULES = 'apps/server/src/modules';

/** A web feature may import only its own folder among the features. */
const featureZones = subfolders(WEB_FEATURES).map((feature) => ({
  target: `./${WEB_FEATURES}/${feature}`,
  from: `./${WEB_FEATURES}`,
  except: [`./${feature}`],
  message: `A web feature must not import another feature ("${feature}" may use only its own files, shared components and lib; routes compose features).`,
}));

/** A server module may not reach into another module's repository. */
const moduleZones = subfolders(SERVER_MODULES).map((module) => ({
  target: `${root}/${SERVER_MODULES}/${module}/**/*`,
  from: `${root}/${SERVER_MODULES}/!(${module})/**/*.repo.ts`,
  message: `Module "${module}" must use another module through its service, never its repo.`,
}));

const ioPackages = [
  'drizzle-orm',
  'drizzle-kit',
  'pg',
  '@electric-sql/pglite',
  'fastify',
  'react',
  'react-dom',
  'nodemailer',
  'exceljs',
  'ws',
];

/** What packages/domain may not import: apps, I/O libraries and Node built-ins. */
const domainRestrictions = {
  paths: [
    ...ioPackages.map((name) => ({ name, message: 'packages/domain is pure: no I/O libraries.' })),
    ...builtinModules
      .filter((m) => !m.startsWith('_'))
      .map((name) => ({ name, message: 'packages/domain is pure: no Node built-ins.' })),
    { name: '@keel/server', message: 'packages/domain must not import an app.' },
    { name: '@keel/web', message: 'packages/domain must not import an app.' },
  ],
  patterns: [
    { group: ['node:*'], message: 'packages/domain is pure: no Node built-ins.' },
    {
      group: [...ioPackages.map((name) => `${name}/*`), '@fastify/*', '@mui/*', '@tanstack/*'],
      message: 'packages/domain is pure: no I/O or UI libraries.',
    },
    {
      group: ['@keel/server/*', '@keel/web/*', '**/apps/*'],
      message: 'packages/domain must not import an app.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/drizzle/**',
      '**/data/**',
      '**/.test-data/**',
      '**/coverage/**',
      '**/.scratch/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `let { a, b } = …` where only `a` is reassigned cannot be split without noise.
      'prefer-const': ['error', { destructuring: 'all' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './packages/domain',
              from: './apps',
              message: 'packages/domain must not import an app.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app must not import the server.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server must not import the web app.',
            },
            ...featureZones,
            ...moduleZones,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: { 'no-restricted-imports': ['error', domainRestrictions] },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@keel/server', message: 'The web app must not import the server.' }],
          patterns: [{ group: ['@keel/server/*'], message: 'The web app must not import the server.' }],
        },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@keel/web', message: 'The server must not import the web app.' }],
          patterns: [{ group: ['@keel/web/*'], message: 'The server must not import the web app.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Playwright callbacks passed to page.evaluate run in the browser.
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
