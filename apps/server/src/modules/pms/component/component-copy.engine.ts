import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import { pmsCounters } from '../counter/counter.table';
import type { ComponentScope } from './component-access';
import { runComponentCopyHooks, type ComponentCopyContext } from './component-copy-hooks';
import * as repo from './component.repo';

/** What to copy where: the nodes (whole branches, parents before children) and how roots are placed. */
export interface CopyPlan {
  /** Every node to copy; a node whose parent is not among them is a root of the copy. */
  nodes: repo.ComponentRow[];
  target: ComponentScope;
  /** The parent of a root in the target tree (null: top level). */
  parentOf: (root: repo.ComponentRow) => string | null;
  /** The code (and optionally name) of a node in the target tree. */
  codeOf: (node: repo.ComponentRow) => string;
  nameOf?: (node: repo.ComponentRow) => string;
  mode: ComponentCopyContext['mode'];
}

/** Parents before children, so one multi-row insert satisfies the parent key. */
function parentsFirst(nodes: repo.ComponentRow[]): repo.ComponentRow[] {
  const ids = new Set(nodes.map((n) => n.id));
  const children = new Map<string | null, repo.ComponentRow[]>();
  for (const n of nodes) {
    const key = n.parentId !== null && ids.has(n.parentId) ? n.parentId : null;
    children.set(key, [...(children.get(key) ?? []), n]);
  }
  const out: repo.ComponentRow[] = [];
  const queue = [...(children.get(null) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    out.push(next);
    queue.push(...(children.get(next.id) ?? []));
  }
  return out;
}

/**
 * The one copy engine of the PMS trees (copy, duplicate, apply a catalogue, push new templates): inserts
 * the nodes with fresh ids into the target tree, their counters (hours start at 0: another machine), then
 * the registered hooks (jobs, spare parts) in the same transaction. A ship's copy of a catalogue node
 * remembers the template and its version; a copy of a ship's node keeps the template it came from.
 * The caller holds the target tree's lock and has checked permissions. 400 naming the codes already used.
 */
export async function copyNodes(tx: Tx, plan: CopyPlan): Promise<ComponentCopyContext['pairs']> {
  const ordered = parentsFirst(plan.nodes);
  if (ordered.length === 0) return [];
  const codes = ordered.map(plan.codeOf);
  const taken = await repo.usedCodes(tx, plan.target, codes);
  if (taken.length > 0)
    throw badRequest(
      'code',
      `already used in the target tree: ${taken.slice(0, 10).join(', ')}${taken.length > 10 ? ' …' : ''}`,
    );
  const newId = new Map(ordered.map((n) => [n.id, randomUUID()]));
  const fromTemplate = plan.target.shipId !== null;
  await repo.insertComponents(
    tx,
    ordered.map((n, i) => ({
      id: newId.get(n.id)!,
      shipId: plan.target.shipId,
      catalogueId: plan.target.catalogueId,
      parentId: n.parentId !== null && newId.has(n.parentId) ? newId.get(n.parentId)! : plan.parentOf(n),
      kind: n.kind,
      code: codes[i]!,
      name: plan.nameOf?.(n) ?? n.name,
      critical: n.critical,
      maker: n.maker,
      model: n.model,
      serial: n.catalogueId ? n.serial : null,
      notes: n.notes,
      sourceTemplateId: !fromTemplate ? null : n.catalogueId ? n.id : n.sourceTemplateId,
      templateVersion: !fromTemplate ? null : n.catalogueId ? n.version : n.templateVersion,
    })),
  );
  const counters = await tx
    .select({ componentId: pmsCounters.componentId, name: pmsCounters.name })
    .from(pmsCounters)
    .where(inArray(pmsCounters.componentId, [...newId.keys()]));
  if (counters.length > 0)
    await tx
      .insert(pmsCounters)
      .values(counters.map((c) => ({ componentId: newId.get(c.componentId)!, name: c.name })));
  const pairs = ordered.map((n) => ({ fromComponentId: n.id, toComponentId: newId.get(n.id)! }));
  await runComponentCopyHooks(tx, {
    pairs,
    toShipId: plan.target.shipId,
    toCatalogueId: plan.target.catalogueId,
    mode: plan.mode,
  });
  return pairs;
}

/** The nodes of the branches under `rootIds` (inclusive) among a tree's rows. */
export function branchNodes(tree: repo.ComponentRow[], rootIds: string[]): repo.ComponentRow[] {
  const children = new Map<string, repo.ComponentRow[]>();
  for (const n of tree) if (n.parentId) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  const byId = new Map(tree.map((n) => [n.id, n]));
  const out = new Map<string, repo.ComponentRow>();
  const stack = rootIds.map((id) => byId.get(id)).filter((n): n is repo.ComponentRow => Boolean(n));
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (out.has(next.id)) continue;
    out.set(next.id, next);
    stack.push(...(children.get(next.id) ?? []));
  }
  return [...out.values()];
}
