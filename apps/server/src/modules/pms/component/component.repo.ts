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

const childCount = sql<number>`(SELECT count(*)::int FROM pms_components k WHERE k.parent_id = "pms_components"."id")`;

const levelColumns = {
  id: pmsComponents.id,
  parentId: pmsComponents.parentId,
  kind: sql<ComponentTreeItem['kind']>`${pmsComponents.kind}`,
  code: pmsComponents.code,
  name: pmsComponents.name,
  critical: pmsComponents.critical,
  version: pmsComponents.version,
  childCount,
};

/**
 * One level of a tree (lazy reading): the top level (`parentId` null) or a node's children, each with
 * its number of children (one index probe of `pms_components_parent_idx` per node).
 */
export function selectTreeLevel(
  db: DbOrTx,
  scope: ComponentScope,
  parentId: string | null,
): Promise<ComponentTreeItem[]> {
  return db
    .select(levelColumns)
    .from(pmsComponents)
    .where(
      and(
        inScope(scope),
        parentId === null ? isNull(pmsComponents.parentId) : eq(pmsComponents.parentId, parentId),
      ),
    );
}

/**
 * A search of a tree in SQL: the hits (code, name, maker, model or serial containing `pattern`, and/or
 * critical), at most `limit`, and every ancestor of them (a recursive walk up), each with its number of
 * children. `matched` marks the hits.
 */
export async function searchTree(
  db: DbOrTx,
  scope: ComponentScope,
  search: { pattern: string | null; critical: boolean },
  limit: number,
): Promise<(ComponentTreeItem & { matched: boolean })[]> {
  const owner = scope.shipId
    ? sql`c.ship_id = ${scope.shipId}`
    : sql`c.catalogue_id = ${scope.catalogueId} AND c.ship_id IS NULL`;
  const text = search.pattern
    ? sql`AND (c.code ILIKE ${search.pattern} OR c.name ILIKE ${search.pattern} OR c.maker ILIKE ${search.pattern}
          OR c.model ILIKE ${search.pattern} OR c.serial ILIKE ${search.pattern})`
    : sql``;
  const critical = search.critical ? sql`AND c.critical` : sql``;
  const result = await db.execute<{
    id: string;
    parent_id: string | null;
    kind: ComponentTreeItem['kind'];
    code: string;
    name: string;
    critical: boolean;
    version: number;
    child_count: number;
    matched: boolean;
  }>(sql`
    WITH RECURSIVE hits AS (
      SELECT c.id, c.parent_id FROM pms_components c WHERE ${owner} ${text} ${critical} LIMIT ${limit}
    ), up AS (
      SELECT id, parent_id FROM hits
      UNION
      SELECT p.id, p.parent_id FROM pms_components p JOIN up ON p.id = up.parent_id
    )
    SELECT c.id, c.parent_id, c.kind, c.code, c.name, c.critical, c.version,
      (SELECT count(*)::int FROM pms_components k WHERE k.parent_id = c.id) AS child_count,
      EXISTS (SELECT 1 FROM hits h WHERE h.id = c.id) AS matched
    FROM pms_components c WHERE c.id IN (SELECT id FROM up)`);
  return result.rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    kind: r.kind,
    code: r.code,
    name: r.name,
    critical: r.critical,
    version: r.version,
    childCount: r.child_count,
    matched: r.matched,
  }));
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

/** How many jobs hang on a component (the jobs table cascades on delete: a delete must ask first). */
export async function countJobs(db: DbOrTx, id: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pms_jobs WHERE component_id = ${id}`,
  );
  return Number(result.rows[0]?.n ?? 0);
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
