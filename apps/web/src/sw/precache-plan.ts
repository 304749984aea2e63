import { isOfflineScreenCode } from './offline-routes';

/** What the build knows of one output chunk (a subset of Rollup's / Rolldown's `OutputChunk`). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** Absolute path of the module the chunk stands for (a lazy screen), if any. */
  facadeModuleId: string | null;
  /** Chunks it imports statically: they load with it. */
  imports: readonly string[];
  /** CSS files it brings in. */
  css: readonly string[];
}

/**
 * The files the service worker precaches: `index.html`, the entry with everything it loads, and each
 * lazy screen kept for offline use (offline-routes.ts) with everything it loads. Other screens are not
 * downloaded ahead — over a satellite link that would cost every first visit — but their files are kept
 * once opened (the worker's cache-first route for `/assets/`).
 */
export function precachePlan(chunks: readonly BuiltChunk[], root: string): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const prefix = root.endsWith('/') ? root : `${root}/`;
  const plan = new Set<string>(['index.html']);
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || plan.has(fileName)) return;
    plan.add(fileName);
    chunk.css.forEach((css) => plan.add(css));
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks) {
    const source = chunk.facadeModuleId?.startsWith(prefix)
      ? chunk.facadeModuleId.slice(prefix.length)
      : null;
    if (chunk.isEntry || (source && isOfflineScreenCode(source))) visit(chunk.fileName);
  }
  return plan;
}
