#!/usr/bin/env node
/**
 * The bundle budget of issue 12, checked by `npm test` after "build web":
 *
 *   - JavaScript before the login page (the entry, its static imports and the login route's lazy
 *     chunk with its own imports) ≤ 200 kB gzipped;
 *   - the libraries shared by the signed-in screens (Vite's `signed-in` chunk: zod, toasts, dayjs,
 *     MUI's selects and pop-ups), fetched with the frame while the login page waits, ≤ 75 kB;
 *   - the signed-in frame (the lazy MainLayout) with the dashboard ≤ 60 kB more;
 *   - every other screen (a lazy route of a `routes.tsx`) ≤ 60 kB more than what the entry, the
 *     shared libraries and the frame already loaded (its lazy chunk plus its static imports not
 *     already loaded); the
 *     other lazy parts (dashboard cards, date pickers, charts: loaded when drawn) are listed too;
 *   - no screen's code in the entry: no lazy chunk is a static import of the entry, and no lazy
 *     module's source file appears in the entry's source maps;
 *   - fonts only as latin woff2 files.
 *
 * It reads the Vite manifest (`build.manifest: true`, `.vite/manifest.json`) and gzips (level 9,
 * as Vite reports) the built files. Usage: `node scripts/bundle-budget.mjs [dist]`, dist defaulting
 * to $KEEL_WEB_DIST or apps/web/dist. Prints a table; exits 1 over budget.
 * See docs/bundle-budget-and-first-load.md.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes: issue 12's targets, and the shared libraries' (docs/bundle-budget-and-first-load.md). */
export const BUDGET = { beforeLogin: 200_000, shared: 75_000, perScreen: 60_000 };
/** Manifest keys of the `signed-in` group of vite.config.ts: the signed-in screens' shared libraries. */
export const SHARED_CHUNK = /^_signed-in-[\w-]+\.js$/;
export const LOGIN_SRC = 'src/features/auth/login/components/LoginPage.tsx';
export const SHELL_SRC = 'src/app/layout/MainLayout.tsx';
export const DASHBOARD_SRC = 'src/features/dashboard/home/components/DashboardPage.tsx';

const isJs = (file) => file.endsWith('.js');

/** Manifest keys reachable from `keys` through static imports, `keys` included. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The JavaScript files of a set of manifest keys. */
export function filesOf(manifest, keys) {
  return new Set([...keys].map((key) => manifest[key].file).filter(isJs));
}

/** Sum of `sizeOf(file)` over the files. */
export function bytesOf(files, sizeOf) {
  let total = 0;
  for (const file of files) total += sizeOf(file);
  return total;
}

/** The files of `files` not in `loaded`. */
const minus = (files, loaded) => new Set([...files].filter((f) => !loaded.has(f)));

/** A short name for a lazy module: `purchasing/requisition · RequisitionsListPage`. */
export function screenName(src) {
  const base = path.basename(src).replace(/\.[jt]sx?$/, '');
  const feature = src.match(/src\/features\/(.+?)\/(components|api)\//);
  if (feature) return `${feature[1]} · ${base}`;
  return src.replace(/^.*node_modules\//, '').replace(/^src\//, '');
}

/**
 * The manifest keys of the lazy routes: the `import('./…')` calls of the `routes.tsx` files, given
 * as `{ file, text }` with `file` relative to the web app's root (`src/features/x/routes.tsx`).
 * Imports the build does not have (a routes file not in the route tree yet) are left out.
 */
export function lazyRouteKeys(routeFiles, manifest) {
  const keys = new Set();
  for (const { file, text } of routeFiles) {
    for (const [, spec] of text.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
      const base = path.posix.join(path.posix.dirname(file), spec);
      const key = ['', '.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext).find((k) => manifest[k]);
      // A routes file the route tree does not use (yet) has no chunk in the build.
      if (key) keys.add(key);
    }
  }
  return keys;
}

/**
 * The budget over a manifest. `routeKeys` are the lazy routes' manifest keys (screens, budgeted);
 * other lazy chunks are listed without a budget. `sizeOf(file)` gives a built file's gzip size,
 * `sourcesOf(file)` the sources of its source map (an empty list when it has none). Returns the
 * rows to print, the violations (each a sentence) and notes on targets not met yet.
 */
export function computeBudget(manifest, routeKeys, sizeOf, sourcesOf = () => [], budget = BUDGET) {
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry && isJs(manifest[k].file));
  if (entries.length === 0) throw new Error('The manifest has no JavaScript entry');
  const needChunk = (src) => {
    if (!manifest[src]) throw new Error(`The manifest has no lazy chunk for ${src}`);
    return src;
  };
  const entryFiles = filesOf(manifest, staticClosure(manifest, entries));
  const loginFiles = minus(filesOf(manifest, staticClosure(manifest, [needChunk(LOGIN_SRC)])), entryFiles);
  const beforeLogin = new Set([...entryFiles, ...loginFiles]);
  const sharedKeys = Object.keys(manifest).filter((k) => SHARED_CHUNK.test(k));
  const sharedFiles = minus(filesOf(manifest, staticClosure(manifest, sharedKeys)), beforeLogin);
  const afterShared = new Set([...beforeLogin, ...sharedFiles]);
  const shellFiles = minus(filesOf(manifest, staticClosure(manifest, [needChunk(SHELL_SRC)])), afterShared);
  const afterShell = new Set([...afterShared, ...shellFiles]);
  const violations = [];
  const rows = [];
  const notes = [];
  const row = (name, files, limit, target = limit) => {
    const bytes = bytesOf(files, sizeOf);
    rows.push({ name, files: files.size, bytes, limit: target });
    if (bytes > limit) {
      violations.push(`${name}: ${kB(bytes)} gzipped, over its budget of ${kB(limit)}`);
    } else if (bytes > target) {
      notes.push(`${name}: ${kB(bytes)} gzipped, over the target of ${kB(target)} (enforced: ${kB(limit)})`);
    }
    return bytes;
  };

  const entryBytes = bytesOf(entryFiles, sizeOf);
  rows.push({ name: 'entry (index.html scripts)', files: entryFiles.size, bytes: entryBytes, limit: null });
  rows.push({
    name: '+ login route',
    files: loginFiles.size,
    bytes: bytesOf(loginFiles, sizeOf),
    limit: null,
  });
  row('JavaScript before the login page', beforeLogin, budget.beforeLogin);
  row('libraries shared by the signed-in screens', sharedFiles, budget.shared);
  for (const key of sharedKeys) {
    if (loginFiles.has(manifest[key].file) || entryFiles.has(manifest[key].file))
      violations.push(
        `${manifest[key].file} (shared by the signed-in screens) is loaded before the login page`,
      );
  }
  const dashboardFiles = minus(
    filesOf(manifest, staticClosure(manifest, [needChunk(DASHBOARD_SRC)])),
    afterShell,
  );
  row('signed-in frame + dashboard', new Set([...shellFiles, ...dashboardFiles]), budget.perScreen);

  const lazy = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && isJs(manifest[k].file))
    .filter((k) => ![LOGIN_SRC, SHELL_SRC, DASHBOARD_SRC].includes(k))
    .sort((a, b) => screenName(a).localeCompare(screenName(b)));
  for (const key of lazy.filter((k) => routeKeys.has(k))) {
    row(
      screenName(key),
      minus(filesOf(manifest, staticClosure(manifest, [key])), afterShell),
      budget.perScreen,
    );
  }
  for (const key of lazy.filter((k) => !routeKeys.has(k))) {
    row(
      `(part) ${screenName(key)}`,
      minus(filesOf(manifest, staticClosure(manifest, [key])), afterShell),
      Infinity,
    );
  }

  const lazySources = new Set(
    Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && manifest[k].src),
  );
  for (const key of lazySources) {
    if (entryFiles.has(manifest[key].file)) {
      violations.push(`${screenName(key)} is loaded by the entry, before the user opens it`);
    }
  }
  for (const file of entryFiles) {
    for (const source of sourcesOf(file)) {
      const hit = [...lazySources].find((src) => source.endsWith(`/${src}`) || source === src);
      if (hit) violations.push(`${file} (entry) contains ${hit}, a lazily loaded module`);
    }
  }
  return { rows, violations, notes };
}

/** Fonts other than latin woff2 files, as violations. */
export function checkFonts(fileNames) {
  return fileNames
    .filter((name) => /\.(woff2?|ttf|otf|eot)$/.test(name))
    .filter((name) => !/-latin-\d+-(normal|italic)-[\w-]+\.woff2$/.test(name))
    .map((name) => `font ${name} is not a latin woff2 file (import only the weights and subsets used)`);
}

/** 1000-byte kilobytes, as Vite prints them. */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The budget column: blank for figures without one, `!` before a budget exceeded. */
const budgetCell = (r) =>
  r.limit === null || r.limit === Infinity ? '' : (r.bytes > r.limit ? '! ' : '') + kB(r.limit);

/** The table of rows, one line each. */
export function formatTable(rows) {
  const width = Math.max(...rows.map((r) => r.name.length), 'chunk group'.length);
  const line = (a, b, c, d) => `  ${a.padEnd(width)}  ${b.padStart(5)}  ${c.padStart(10)}  ${d.padStart(10)}`;
  return [
    line('chunk group', 'files', 'gzipped', 'target'),
    line('-'.repeat(width), '-----', '-------', '------'),
    ...rows.map((r) => line(r.name, String(r.files), kB(r.bytes), budgetCell(r))),
  ].join('\n');
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = path.resolve(process.argv[2] ?? process.env.KEEL_WEB_DIST ?? path.join(root, 'apps/web/dist'));
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    process.stderr.write(`${manifestPath} is missing: build the web app (build.manifest: true) first.\n`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const sourcesOf = (file) => {
    const map = path.join(dist, `${file}.map`);
    return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  };
  const web = path.join(root, 'apps/web');
  const routeFiles = readdirSync(path.join(web, 'src'), { recursive: true })
    .map((f) => `src/${String(f).split(path.sep).join('/')}`)
    .filter((f) => /(^|\/)routes\.tsx?$/.test(f))
    .map((file) => ({ file, text: readFileSync(path.join(web, file), 'utf8') }));
  const routeKeys = lazyRouteKeys(routeFiles, manifest);
  const { rows, violations, notes } = computeBudget(manifest, routeKeys, sizeOf, sourcesOf);
  const assets = path.join(dist, 'assets');
  violations.push(...checkFonts(existsSync(assets) ? readdirSync(assets) : []));
  process.stdout.write(`Bundle budget of ${dist}\n${formatTable(rows)}\n`);
  if (notes.length > 0) process.stdout.write(`\nNot met yet:\n${notes.map((n) => `  - ${n}`).join('\n')}\n`);
  if (violations.length > 0) {
    process.stderr.write(`\nOver budget:\n${violations.map((v) => `  - ${v}`).join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write('\nWithin budget.\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
