import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_SRC,
  LOGIN_SRC,
  SHELL_SRC,
  checkFonts,
  computeBudget,
  lazyRouteKeys,
  staticClosure,
} from './bundle-budget.mjs';

/*
 * A made-up build: the entry imports react and a shared chunk; login, the frame, the dashboard and
 * two screens are lazy; the frame and a screen import the `signed-in` group (the signed-in screens'
 * libraries); the pickers are a lazy part. Sizes are given, so the sums can be checked.
 */
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_shared.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_textfield.js': { file: 'assets/textfield.js', imports: ['_shared.js'] },
  '_table.js': { file: 'assets/table.js' },
  '_signed-in-Ab1_x.js': { file: 'assets/signed-in-Ab1_x.js', imports: ['_react.js'] },
  [LOGIN_SRC]: { file: 'assets/login.js', src: LOGIN_SRC, isDynamicEntry: true, imports: ['_textfield.js'] },
  [SHELL_SRC]: {
    file: 'assets/frame.js',
    src: SHELL_SRC,
    isDynamicEntry: true,
    imports: ['_textfield.js', '_signed-in-Ab1_x.js'],
  },
  [DASHBOARD_SRC]: { file: 'assets/dash.js', src: DASHBOARD_SRC, isDynamicEntry: true },
  'src/features/a/components/APage.tsx': {
    file: 'assets/a.js',
    src: 'src/features/a/components/APage.tsx',
    isDynamicEntry: true,
    imports: ['_table.js', '_shared.js', '_signed-in-Ab1_x.js'],
  },
  'src/features/b/components/BPage.tsx': {
    file: 'assets/b.js',
    src: 'src/features/b/components/BPage.tsx',
    isDynamicEntry: true,
    imports: ['_table.js'],
  },
  'src/components/pickers/pickers.tsx': {
    file: 'assets/pickers.js',
    src: 'src/components/pickers/pickers.tsx',
    isDynamicEntry: true,
  },
  'src/main.css': { file: 'assets/index.css' },
};
const SIZES = {
  'assets/index.js': 30_000,
  'assets/react.js': 90_000,
  'assets/shared.js': 40_000,
  'assets/textfield.js': 20_000,
  'assets/table.js': 15_000,
  'assets/signed-in-Ab1_x.js': 12_000,
  'assets/login.js': 3_000,
  'assets/frame.js': 25_000,
  'assets/dash.js': 4_000,
  'assets/a.js': 50_000,
  'assets/b.js': 10_000,
  'assets/pickers.js': 70_000,
};
const sizeOf = (file) => SIZES[file];
const routes = new Set(['src/features/a/components/APage.tsx', 'src/features/b/components/BPage.tsx']);
const budget = { beforeLogin: 200_000, shared: 20_000, perScreen: 60_000 };
const figure = (rows, name) => rows.find((r) => r.name === name)?.bytes;

describe('bundle budget arithmetic', () => {
  it('follows static imports transitively, each chunk once', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual([
      '_react.js',
      '_shared.js',
      'index.html',
    ]);
    expect(() => staticClosure(manifest, ['nope'])).toThrow('The manifest has no chunk "nope"');
  });

  it('adds the entry, its imports and the login chunk with imports the entry lacks', () => {
    const { rows } = computeBudget(manifest, routes, sizeOf, () => [], budget);
    expect(figure(rows, 'entry (index.html scripts)')).toBe(160_000);
    expect(figure(rows, '+ login route')).toBe(23_000);
    expect(figure(rows, 'JavaScript before the login page')).toBe(183_000);
  });

  it('counts a screen only for what the entry, the login page, the shared libraries and the frame have not loaded', () => {
    const { rows, violations } = computeBudget(manifest, routes, sizeOf, () => [], budget);
    expect(figure(rows, 'libraries shared by the signed-in screens')).toBe(12_000);
    expect(figure(rows, 'signed-in frame + dashboard')).toBe(29_000);
    expect(figure(rows, 'a · APage')).toBe(65_000);
    expect(figure(rows, 'b · BPage')).toBe(25_000);
    expect(figure(rows, '(part) components/pickers/pickers.tsx')).toBe(70_000);
    expect(violations).toEqual(['a · APage: 65.0 kB gzipped, over its budget of 60.0 kB']);
  });

  it('fails the first load over 200 kB, and the shared libraries over theirs', () => {
    expect(computeBudget(manifest, new Set(), sizeOf).violations).toEqual([]); // BUDGET: 183 ≤ 200 kB
    const over = computeBudget(manifest, new Set(), sizeOf, () => [], {
      ...budget,
      beforeLogin: 182_000,
      shared: 11_000,
    });
    expect(over.violations).toEqual([
      'JavaScript before the login page: 183.0 kB gzipped, over its budget of 182.0 kB',
      'libraries shared by the signed-in screens: 12.0 kB gzipped, over its budget of 11.0 kB',
    ]);
  });

  it('reports the shared libraries loaded before the login page, and counts them there', () => {
    const early = {
      ...manifest,
      [LOGIN_SRC]: { ...manifest[LOGIN_SRC], imports: ['_textfield.js', '_signed-in-Ab1_x.js'] },
    };
    const { rows, violations } = computeBudget(early, routes, sizeOf, () => [], budget);
    expect(figure(rows, 'JavaScript before the login page')).toBe(195_000);
    expect(figure(rows, 'libraries shared by the signed-in screens')).toBe(0);
    expect(violations).toContain(
      'assets/signed-in-Ab1_x.js (shared by the signed-in screens) is loaded before the login page',
    );
  });

  it("reports a screen's code found in the entry, by chunk and by source map", () => {
    const leaky = {
      ...manifest,
      'index.html': {
        ...manifest['index.html'],
        imports: ['_react.js', 'src/features/b/components/BPage.tsx'],
      },
    };
    const { violations } = computeBudget(leaky, new Set(), sizeOf, (file) =>
      file === 'assets/index.js' ? ['../../src/features/a/components/APage.tsx'] : [],
    );
    expect(violations).toContain('b · BPage is loaded by the entry, before the user opens it');
    expect(violations).toContain(
      'assets/index.js (entry) contains src/features/a/components/APage.tsx, a lazily loaded module',
    );
  });

  it('finds the lazy routes in routes files, leaving out those the build does not have', () => {
    const text = "lazy: lazyComponent(() => import('./components/APage'), (m) => m.APage)";
    expect([...lazyRouteKeys([{ file: 'src/features/a/routes.tsx', text }], manifest)]).toEqual([
      'src/features/a/components/APage.tsx',
    ]);
    expect([...lazyRouteKeys([{ file: 'src/features/c/routes.tsx', text }], manifest)]).toEqual([]);
  });

  it('accepts latin woff2 fonts only', () => {
    expect(
      checkFonts([
        'roboto-latin-400-normal-BqEyEoaF.woff2',
        'roboto-latin-400-normal-D27F5sTu.woff',
        'roboto-cyrillic-500-normal-CLao9AfR.woff2',
        'index.js',
      ]),
    ).toEqual([
      'font roboto-latin-400-normal-D27F5sTu.woff is not a latin woff2 file (import only the weights and subsets used)',
      'font roboto-cyrillic-500-normal-CLao9AfR.woff2 is not a latin woff2 file (import only the weights and subsets used)',
    ]);
  });
});
