import type { Tx } from '../../../db/client';

/** What a copy made: each source component with its new copy, and the tree the copies went to. */
export interface ComponentCopyContext {
  pairs: { fromComponentId: string; toComponentId: string }[];
  toShipId: string | null;
  toCatalogueId: string | null;
  mode: 'copy' | 'duplicate' | 'apply' | 'push';
}

/** A module's part of a copy (jobs, spare parts): copies its rows of each source onto the new component. */
export type ComponentCopyHook = (tx: Tx, ctx: ComponentCopyContext) => Promise<void>;

const hooks = new Map<string, ComponentCopyHook>();

/**
 * Registers a copy hook under `name` (the same name again replaces it). The jobs and spare-parts
 * modules register theirs at the top level of a file their routes import (contracts.md).
 */
export function registerComponentCopyHook(name: string, hook: ComponentCopyHook): void {
  hooks.set(name, hook);
}

/** Runs every registered hook inside the copy's transaction, in registration order. */
export async function runComponentCopyHooks(tx: Tx, ctx: ComponentCopyContext): Promise<void> {
  if (ctx.pairs.length === 0) return;
  for (const hook of hooks.values()) await hook(tx, ctx);
}
