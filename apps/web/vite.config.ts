import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The Keel web app. In development `/api` goes to the API server on port 3000; in production the
 * API server serves `dist/` itself. Screens are lazy routes, so each becomes its own chunk; the
 * libraries every screen needs are grouped so that a release which changes one screen keeps them cached.
 */
export default defineConfig({
  plugins: [react()],
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
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|styled-engine|utils|private-theming|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|stylis|clsx)[\\/]/,
              priority: 20,
            },
            {
              name: 'data',
              test: /node_modules[\\/](@tanstack|zod|dayjs|react-toastify|react-secure-storage|crypto-js|murmurhash-js)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
