import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { KEEL_MANIFEST } from './manifest';
import { precachePlan, type BuiltChunk } from './precache-plan';

/**
 * The build of the service worker (docs/offline-reads.md): vite-plugin-pwa compiles `src/sw/sw.ts` into
 * `/sw.js` and injects the precache list, which keeps only the files of {@link precachePlan} (read from
 * the bundle just written). Registration is the app's own (app/offline/register-sw.ts), with a prompt.
 */
export function keelServiceWorker(): Plugin[] {
  let plan = new Set<string>();
  let root = '';
  const planner: Plugin = {
    name: 'keel-precache-plan',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId ?? null,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      // The worker's own build also passes here: keep the app's plan.
      if (chunks.some((chunk) => chunk.fileName.startsWith('assets/'))) plan = precachePlan(chunks, root);
    },
  };
  return [
    planner,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: KEEL_MANIFEST,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [
          (entries) =>
            Promise.resolve({ manifest: entries.filter((entry) => plan.has(entry.url)), warnings: [] }),
        ],
      },
      devOptions: { enabled: false },
    }),
  ];
}
