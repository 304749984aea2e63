import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Component, ComponentTreeItem } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { updateAtVersion } from '../../../lib/record-repo';
import type { ComponentScope } from './component-access';
import { pmsComponents } from './component.table';

/** A stored component. */
export type ComponentRow = typeof pmsComponents.$inferSelect;
/** Values of a new component. */
export type NewComponent = typeof pmsComponents.$inferInsert;

const counterCount = sql<number>`(SELECT count(*)::int FROM pms_counters k WHERE k.component_id = "pms_components"."id")`;

/** The condition "belongs to this tree". */
export function inScope(scope: ComponentScope): SQL {
  return scope.shipId
    ? eq(pmsComponents.shipId, scope.shipId)
    : and(eq(pmsComponents.catalogueId, scope.catalogueId!), isNull(pmsComponents.shipId))!;
}

/** The API shape of a row (with its number of counters). */
export function toComponentView(row: ComponentRow & { counterCount: number }): Component {
  return {
    id: row.id,
    shipId: row.shipId,
    catalogueId: row.catalogueId,
    parentId: row.parentId,
    kind: row.kind as Component['kind'],
    code: row.code,
    name: row.name,
    critical: row.critical,
    maker: row.maker,
    model: row.model,
    serial: row.serial,
    notes: row.notes,
    sourceTemplateId: row.sourceTemplateId,
    templateVersion: row.templateVersion,
    counterCount: row.counterCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Every node of a tree, whole (copy, push; one indexed read). */
export function selectTree(db: DbOrTx, scope: ComponentScope) {
  return db
    .select({ row: pmsComponents, counterCount })
    .from(pmsComponents)
    .where(inScope(scope))
    .then((rows) => rows.map((r) => ({ ...r.row, counterCount: r.counterCount })));
}

/** A node of a tree read: the compact node and the fields the search looks in. */
export type TreeRow = ComponentTreeItem & {
  maker: string | null;
  model: string | null;
  serial: string | null;
};

/**
 * Every node of a tree, only the columns the tree draws and searches (one indexed read; the client
 * builds the tree and opens a node's details with `GET /pms/components/:id`).
 */
export function selectTreeNodes(db: DbOrTx, scope: ComponentScope): Promise<TreeRow[]> {
  return db
    .select({
      id: pmsComponents.id,
      parentId: pmsComponents.parentId,
      kind: sql<ComponentTreeItem['kind']>`${pmsComponents.kind}`,
      code: pmsComponents.code,
      name: pmsComponents.name,
      critical: pmsComponents.critical,
      version: pmsComponents.version,
      maker: pmsComponents.maker,
      model: pmsComponents.model,
      serial: pmsComponents.serial,
    })
    .from(pmsComponents)
    .where(inScope(scope));
}

/** The tree answer's node of a tree row. */
export const toTreeItem = (r: TreeRow): ComponentTreeItem => ({
  id: r.id,
  parentId: r.parentId,
  kind: r.kind,
  code: r.code,
  name: r.name,
  critical: r.critical,
  version: r.version,
});

/** One component with its counter count; `lock` takes a row lock for a write. */
export async function findComponent(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select({ row: pmsComponents, counterCount })
    .from(pmsComponents)
    .where(eq(pmsComponents.id, id));
  const [found] = lock ? await query.for('update', { of: pmsComponents }) : await query;
  return found ? { ...found.row, counterCount: found.counterCount } : undefined;
}

/** Inserts nodes (in batches) and returns them. */
export async function insertComponents(db: DbOrTx, values: NewComponent[]): Promise<ComponentRow[]> {
  const out: ComponentRow[] = [];
  for (let i = 0; i < values.length; i += 500)
    out.push(
      ...(await db
        .insert(pmsComponents)
        .values(values.slice(i, i + 500))
        .returning()),
    );
  return out;
}

/** Updates a component at its version; undefined when stale. */
export function updateComponentRow(db: DbOrTx, id: string, version: number, values: Partial<NewComponent>) {
  return updateAtVersion(db, pmsComponents, id, version, values);
}

/** Deletes a component at its version; false when stale. */
export async function deleteComponentRow(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(pmsComponents)
    .where(and(eq(pmsComponents.id, id), eq(pmsComponents.version, version)))
    .returning({ id: pmsComponents.id });
  return rows.length > 0;
}

/** How many children a component has. */
export async function countChildren(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pmsComponents)
    .where(eq(pmsComponents.parentId, id));
  return row?.n ?? 0;
}

/** The codes among `codes` already used in a tree. */
export async function usedCodes(db: DbOrTx, scope: ComponentScope, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: pmsComponents.code })
    .from(pmsComponents)
    .where(and(inScope(scope), inArray(pmsComponents.code, codes)));
  return rows.map((r) => r.code);
}
