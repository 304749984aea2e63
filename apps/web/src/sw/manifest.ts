import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (`/manifest.webmanifest`, written by vite-plugin-pwa, its `<link>` added to
 * index.html): a crew can install Keel on a bridge PC or a tablet and open it like an app, offline
 * too (docs/offline-reads.md). The icons are drawn from public/favicon.svg by scripts/make-icons.mjs.
 */
export const KEEL_MANIFEST: Partial<ManifestOptions> = {
  name: 'Keel',
  short_name: 'Keel',
  description: 'Fleet management: maintenance, purchasing, noon reports and certificates, at sea and ashore.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#037BA0',
  background_color: '#ffffff',
  icons: [
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: '/icons/keel-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/keel-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/keel-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
