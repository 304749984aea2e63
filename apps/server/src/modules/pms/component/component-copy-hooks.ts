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

const hooks = new Map<string, { hook: ComponentCopyHook; order: number }>();

/**
 * Registers a copy hook under `name` (the same name again replaces it). The jobs and spare-parts
 * modules register theirs at the top level of a file their routes import (contracts.md). Hooks run by
 * `order` (lower first), then in registration order: the jobs hook runs after the spare parts' so a
 * job's required parts find the copied parts whatever the import order.
 */
export function registerComponentCopyHook(name: string, hook: ComponentCopyHook, order = 0): void {
  hooks.set(name, { hook, order });
}

/** Runs every registered hook inside the copy's transaction, by order then registration order. */
export async function runComponentCopyHooks(tx: Tx, ctx: ComponentCopyContext): Promise<void> {
  if (ctx.pairs.length === 0) return;
  const ordered = [...hooks.values()].sort((a, b) => a.order - b.order);
  for (const { hook } of ordered) await hook(tx, ctx);
}
