import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { keelServiceWorker } from './src/sw/pwa-plugin';

/**
 * The Keel web app. In development `/api` goes to the API server on port 3000; in production the
 * API server serves `dist/` itself. Screens are lazy routes, so each becomes its own chunk; the
 * libraries the login page needs are grouped so that a release which changes one screen keeps them
 * cached. The groups take only modules the entry loads (`$initial`): everything else stays with the
 * screens that use it, so the first load carries no screen's libraries (docs/bundle-budget-and-first-load.md;
 * `scripts/bundle-budget.mjs` reads the manifest and fails `npm test` over budget).
 */
export default defineConfig({
  plugins: [react(), ...keelServiceWorker()],
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
