import { sql } from 'drizzle-orm';
import {
  COMPONENT_SEARCH_LIMIT,
  componentMoveProblem,
  type Component,
  type ComponentTreeQuery,
  type ComponentTreeResponse,
  type CreateComponent,
  type MoveComponent,
  type UpdateComponent,
} from '@keel/domain';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { containsPattern } from '../../../lib/list-query';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { assertTreeChange, assertTreeRead, scopeOf, type ComponentScope } from './component-access';
import * as repo from './component.repo';

/** The audit entity of a component. */
export const COMPONENT_ENTITY = 'pms_component';

/** The scope of a stored row. */
export function scopeOfRow(row: { shipId: string | null; catalogueId: string | null }): ComponentScope {
  return scopeOf(row.shipId, row.catalogueId);
}

/**
 * Serialises the tree writes of one ship or catalogue (a transaction-scoped advisory lock), so two
 * moves at once cannot build a cycle together and a copy sees the codes the other one took.
 */
export async function lockTree(tx: Tx, scope: ComponentScope): Promise<void> {
  const key = scope.shipId ?? scope.catalogueId;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`pms_tree:${key}`}))`);
}

/** Turns the database's refusals into answers that say what happened. */
export async function guardedTreeWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (
      isUniqueViolation(error, 'pms_components_ship_code_key') ||
      isUniqueViolation(error, 'pms_components_catalogue_code_key')
    )
      throw badRequest('code', 'this code is already used in this tree');
    if (isForeignKeyViolation(error))
      throw conflict('The component is still referenced (jobs, spare parts or children)');
    throw error;
  }
}

/**
 * `GET /pms/ships/:shipId/components` and `/pms/catalogues/:id/components`: one level (`parent`), a
 * search (`q`, `critical`: the hits and their ancestors, searched in SQL) or the whole tree.
 */
export async function getTree(
  db: DbOrTx,
  actor: Actor,
  scope: ComponentScope,
  query: ComponentTreeQuery,
): Promise<ComponentTreeResponse> {
  assertTreeRead(actor, scope);
  const q = query.q?.trim();
  const critical = query.critical === 'true';
  if (q || critical) {
    const rows = await repo.searchTree(
      db,
      scope,
      { pattern: q ? containsPattern(q) : null, critical },
      COMPONENT_SEARCH_LIMIT + 1,
    );
    const hits = rows.filter((r) => r.matched);
    const truncated = hits.length > COMPONENT_SEARCH_LIMIT;
    const dropped = truncated ? hits[hits.length - 1]!.id : null;
    const kept = rows.filter((r) => r.id !== dropped || rows.some((o) => o.parentId === r.id));
    return {
      data: kept.map(({ matched: _m, ...node }) => node),
      matched: kept.filter((r) => r.matched && r.id !== dropped).map((r) => r.id),
      ...(truncated ? { truncated } : {}),
    };
  }
  if (query.parent) {
    const rows = await repo.selectTreeLevel(db, scope, query.parent === 'root' ? null : query.parent);
    return { data: rows, matched: [] };
  }
  const rows = await repo.selectTreeNodes(db, scope);
  return { data: rows.map(repo.toTreeItem), matched: [] };
}

/** Loads a component after the read check of its tree (404 when unknown). */
export async function loadComponent(db: DbOrTx, actor: Actor, id: string) {
  const row = await repo.findComponent(db, id);
  if (!row) throw notFound('Component');
  assertTreeRead(actor, scopeOfRow(row));
  return row;
}

/** `GET /pms/components/:id`. */
export async function getComponent(db: DbOrTx, actor: Actor, id: string): Promise<Component> {
  return repo.toComponentView(await loadComponent(db, actor, id));
}

/** Checks that `parentId` is a node of the same tree and may hold a node of `kind`. */
async function checkParent(tx: DbOrTx, scope: ComponentScope, parentId: string | null, kind: string) {
  if (!parentId) return;
  const parent = await repo.findComponent(tx, parentId);
  if (!parent || parent.shipId !== scope.shipId || parent.catalogueId !== scope.catalogueId)
    throw badRequest('parentId', 'the parent must be a component of the same tree');
  if (kind === 'category' && parent.kind === 'component')
    throw badRequest('parentId', 'a category cannot be placed under a component');
}

/** `POST /pms/components`: a node in a ship's tree or a catalogue's. */
export async function createComponent(db: Db, actor: Actor, body: CreateComponent): Promise<Component> {
  const scope = scopeOf(body.shipId, body.catalogueId);
  assertTreeChange(actor, scope);
  return guardedTreeWrite(() =>
    db.transaction(async (tx) => {
      await lockTree(tx, scope);
      await checkParent(tx, scope, body.parentId, body.kind);
      const [row] = await repo.insertComponents(tx, [
        {
          shipId: scope.shipId,
          catalogueId: scope.catalogueId,
          parentId: body.parentId,
          kind: body.kind,
          code: body.code,
          name: body.name,
          critical: body.critical,
          maker: body.maker,
          model: body.model,
          serial: body.serial,
          notes: body.notes,
        },
      ]);
      const view = repo.toComponentView({ ...row!, counterCount: 0 });
      await recordAudit(tx, actor, {
        action: 'create',
        entity: COMPONENT_ENTITY,
        entityId: view.id,
        shipId: scope.shipId,
        after: view,
      });
      return view;
    }),
  );
}

/** Locks a component for a write: 404, change check, 409 when stale. */
async function lockForWrite(tx: Tx, actor: Actor, id: string, version: number) {
  const current = await repo.findComponent(tx, id, true);
  if (!current) throw notFound('Component');
  const scope = scopeOfRow(current);
  assertTreeChange(actor, scope);
  if (current.version !== version) throw staleVersion('Component');
  return { current, scope };
}

/** `PATCH /pms/components/:id`: changed fields with the version read. */
export async function updateComponent(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateComponent,
): Promise<Component> {
  const { version, ...changes } = body;
  return guardedTreeWrite(() =>
    db.transaction(async (tx) => {
      const { current, scope } = await lockForWrite(tx, actor, id, version);
      if (changes.kind === 'category' && current.kind !== 'category') {
        await checkParent(tx, scope, current.parentId, 'category');
      }
      if (changes.kind === 'component' && current.kind === 'category') {
        const tree = await repo.selectTree(tx, scope);
        if (tree.some((n) => n.parentId === id && n.kind === 'category'))
          throw badRequest('kind', 'a category that holds categories cannot become a component');
      }
      const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      const updated = await repo.updateComponentRow(tx, id, version, values);
      if (!updated) throw staleVersion('Component');
      const after = repo.toComponentView({ ...updated, counterCount: current.counterCount });
      await recordAudit(tx, actor, {
        action: 'update',
        entity: COMPONENT_ENTITY,
        entityId: id,
        shipId: scope.shipId,
        before: repo.toComponentView(current),
        after,
      });
      return after;
    }),
  );
}

/** `POST /pms/components/:id/move`: a new parent in the same tree, never inside its own subtree. */
export async function moveComponent(
  db: Db,
  actor: Actor,
  id: string,
  body: MoveComponent,
): Promise<Component> {
  return guardedTreeWrite(() =>
    db.transaction(async (tx) => {
      const { current, scope } = await lockForWrite(tx, actor, id, body.version);
      await lockTree(tx, scope);
      const tree = await repo.selectTree(tx, scope);
      const problem = componentMoveProblem(
        tree.map((n) => ({
          id: n.id,
          code: n.code,
          parentId: n.parentId,
          kind: n.kind as Component['kind'],
        })),
        id,
        body.parentId,
      );
      if (problem) throw badRequest('parentId', problem);
      const updated = await repo.updateComponentRow(tx, id, body.version, { parentId: body.parentId });
      if (!updated) throw staleVersion('Component');
      const after = repo.toComponentView({ ...updated, counterCount: current.counterCount });
      await recordAudit(tx, actor, {
        action: 'move',
        entity: COMPONENT_ENTITY,
        entityId: id,
        shipId: scope.shipId,
        before: { parentId: current.parentId },
        after: { parentId: body.parentId },
      });
      return after;
    }),
  );
}

/** `DELETE /pms/components/:id?version=`: a node without children (its counters go with it). */
export async function deleteComponent(db: Db, actor: Actor, id: string, version: number): Promise<void> {
  await guardedTreeWrite(() =>
    db.transaction(async (tx) => {
      const { current, scope } = await lockForWrite(tx, actor, id, version);
      if ((await repo.countChildren(tx, id)) > 0)
        throw conflict('Move or delete the sub-components first: this component has children');
      const jobs = await repo.countJobs(tx, id);
      // Jobs would go with it (and their history): refused, never silently.
      if (jobs > 0)
        throw conflict(
          `Move or delete its jobs first: this component has ${jobs} job${jobs === 1 ? '' : 's'}`,
        );
      if (!(await repo.deleteComponentRow(tx, id, version))) throw staleVersion('Component');
      await recordAudit(tx, actor, {
        action: 'delete',
        entity: COMPONENT_ENTITY,
        entityId: id,
        shipId: scope.shipId,
        before: repo.toComponentView(current),
      });
    }),
  );
}
