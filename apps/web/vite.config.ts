import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { keelServiceWorker } from './src/sw/pwa-plugin';

/**
 * Leaves MUI's CSS-variables theming (`createThemeWithVars`, `CssVarsProvider`, the colour-scheme
 * script: ~7 kB gzipped) out of the build. Keel's theme is a plain `createTheme({ palette })` (no
 * `cssVariables`, no `colorSchemes`), for which MUI's `createTheme` and `ThemeProvider` take the
 * "no vars" path only, but both import the other path statically, so it rode in the entry
 * (docs/bundle-budget-and-first-load.md). The stub throws if a theme ever asks for CSS variables,
 * so such a change fails at once instead of drawing unstyled screens. Build only: tests and the dev
 * server use MUI as it is.
 */
function withoutMuiCssVariables(): Plugin {
  const stub = '\0keel:mui-without-css-variables';
  const importer = /[\\/]@mui[\\/]material[\\/]styles[\\/](?:createTheme|ThemeProvider)\.mjs$/;
  return {
    name: 'keel-mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, from) {
      if (!from || !importer.test(from)) return null;
      return /^\.\/(?:createThemeWithVars|ThemeProviderWithVars)\.mjs$/.test(source) ? stub : null;
    },
    load(id) {
      if (id !== stub) return null;
      return [
        'const unsupported = () => {',
        "  throw new Error('Keel is built without MUI CSS-variables themes (vite.config.ts: withoutMuiCssVariables)');",
        '};',
        'export default unsupported;',
        'export const CssVarsProvider = unsupported;',
      ].join('\n');
    },
  };
}

/**
 * The Keel web app. In development `/api` goes to the API server on port 3000; in production the
 * API server serves `dist/` itself. Screens are lazy routes, so each becomes its own chunk; the
 * libraries the login page needs are grouped so that a release which changes one screen keeps them
 * cached. The groups take only modules the entry loads (`$initial`): everything else stays with the
 * screens that use it, so the first load carries no screen's libraries (docs/bundle-budget-and-first-load.md;
 * `scripts/bundle-budget.mjs` reads the manifest and fails `npm test` over budget).
 */
export default defineConfig({
  plugins: [react(), withoutMuiCssVariables(), ...keelServiceWorker()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
              tags: ['$initial'],
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|styled-engine|utils|private-theming|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|stylis|clsx)[\\/]/,
              priority: 20,
              tags: ['$initial'],
            },
            {
              // The parts of MUI's text fields the login page draws (LoginField): kept out of
              // `signed-in`, which would otherwise take them in as TextField's dependencies.
              name: 'fields',
              test: /node_modules[\\/]@mui[\\/]material[\\/](InputBase|OutlinedInput|FormControl|FormLabel|InputLabel|FormHelperText|InputAdornment|TextareaAutosize)[\\/]/,
              priority: 6,
            },
            {
              // Libraries every signed-in screen uses but the login page does not draw with: zod
              // (answers are checked with the domain's schemas), toasts, dayjs and MUI's inputs and
              // pop-ups (select fields, menus, tooltips). One chunk, fetched with the signed-in frame
              // while the login page waits for the user (prefetchSignedInFrame), so it is not part of
              // the JavaScript before the login page and no screen's first load carries it again.
              name: 'signed-in',
              test: /node_modules[\\/](zod|react-toastify|dayjs|@popperjs|@mui[\\/]material[\\/](Menu|MenuList|MenuItem|Popover|Popper|Modal|Grow|Fade|Backdrop|Portal|Unstable_TrapFocus|List|Tooltip|Select|NativeSelect|TextField|FilledInput|Input))[\\/]/,
              priority: 5,
            },
            {
              name: 'data',
              test: /node_modules[\\/](@tanstack|zod|dayjs|react-toastify|react-secure-storage|crypto-js|murmurhash-js)[\\/]/,
              priority: 10,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
