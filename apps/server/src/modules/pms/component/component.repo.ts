import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Component, ComponentTreeItem } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { updateAtVersion } from '../../../lib/record-repo';
import type { ComponentScope } from './component-access';
import { shapedRows, shapedStatement } from '../../../db/shaped-statements';
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

/** A tree node's columns under the API's names (`ComponentTreeItem`), with its number of children. */
const NODE_COLUMNS = sql.raw(
  [
    'c.id',
    'c.parent_id AS "parentId"',
    'c.kind',
    'c.code',
    'c.name',
    'c.critical',
    'c.version',
    '(SELECT count(*)::int FROM pms_components k WHERE k.parent_id = c.id) AS "childCount"',
  ].join(', '),
);

/** The owner condition of a tree on the alias `c`, its value a placeholder `owner`. */
const ownerOf = (scope: ComponentScope) =>
  scope.shipId
    ? sql`c.ship_id = ${sql.placeholder('owner')}::uuid`
    : sql`c.catalogue_id = ${sql.placeholder('owner')}::uuid AND c.ship_id IS NULL`;
const ownerValue = (scope: ComponentScope) => scope.shipId ?? scope.catalogueId!;

/**
 * One level of a tree (lazy reading): the top level (`parentId` null) or a node's children, each with
 * its number of children (one index probe of `pms_components_parent_idx` per node). A statement per
 * shape run without the query builder (`db/shaped-statements.ts`; proof: pms-tree-rows.integration.test.ts).
 */
export function selectTreeLevel(
  db: DbOrTx,
  scope: ComponentScope,
  parentId: string | null,
): Promise<ComponentTreeItem[]> {
  const statement = shapedStatement(
    `pms_tree_level_${scope.shipId ? 'ship' : 'catalogue'}_${parentId === null ? 'top' : 'children'}`,
    () =>
      sql`SELECT ${NODE_COLUMNS} FROM pms_components c WHERE ${ownerOf(scope)} AND ${
        parentId === null ? sql`c.parent_id IS NULL` : sql`c.parent_id = ${sql.placeholder('parent')}::uuid`
      }`,
  );
  return shapedRows<ComponentTreeItem>(db, statement, {
    owner: ownerValue(scope),
    ...(parentId === null ? {} : { parent: parentId }),
  });
}

/**
 * A search of a tree in SQL: the hits (code, name, maker, model or serial containing `pattern`, and/or
 * critical), at most `limit`, and every ancestor of them (a recursive walk up), each with its number of
 * children. `matched` marks the hits. A statement per shape, sent unnamed (planned with its pattern).
 */
export function searchTree(
  db: DbOrTx,
  scope: ComponentScope,
  search: { pattern: string | null; critical: boolean },
  limit: number,
): Promise<(ComponentTreeItem & { matched: boolean })[]> {
  const text = search.pattern !== null;
  const statement = shapedStatement(
    `pms_tree_search_${scope.shipId ? 'ship' : 'catalogue'}_${text}_${search.critical}`,
    () => {
      const pattern = sql.placeholder('pattern');
      const matches = text
        ? sql` AND (c.code ILIKE ${pattern} OR c.name ILIKE ${pattern} OR c.maker ILIKE ${pattern}
          OR c.model ILIKE ${pattern} OR c.serial ILIKE ${pattern})`
        : sql``;
      return sql`
    WITH RECURSIVE hits AS (
      SELECT c.id, c.parent_id FROM pms_components c WHERE ${ownerOf(scope)}${matches}${
        search.critical ? sql` AND c.critical` : sql``
      } LIMIT ${sql.placeholder('limit')}
    ), up AS (
      SELECT id, parent_id FROM hits
      UNION
      SELECT p.id, p.parent_id FROM pms_components p JOIN up ON p.id = up.parent_id
    )
    SELECT ${NODE_COLUMNS}, EXISTS (SELECT 1 FROM hits h WHERE h.id = c.id) AS matched
    FROM pms_components c WHERE c.id IN (SELECT id FROM up)`;
    },
    { named: false },
  );
  return shapedRows(db, statement, {
    owner: ownerValue(scope),
    limit,
    ...(text ? { pattern: search.pattern } : {}),
  });
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
