import {
  type ApplyCatalogue,
  type Catalogue,
  type ComponentCopyResult,
  type UpdateCatalogue,
  type CreateCatalogueInput,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, notFound, staleVersion } from '../../../lib/http-error';
import { updateAtVersion } from '../../../lib/record-repo';
import { assertCan, assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { assertTreeChange } from '../component/component-access';
import { branchNodes, copyNodes } from '../component/component-copy.engine';
import { selectTree } from '../component/component.repo';
import { COMPONENT_ENTITY, guardedTreeWrite, lockTree } from '../component/component.service';
import * as repo from './catalogue.repo';
import { pmsCatalogues } from './catalogue.table';

const ENTITY = 'pms_catalogue';

async function toViews(db: DbOrTx, only?: string): Promise<Catalogue[]> {
  // One after the other: a transaction's queries share one connection.
  const rows = await repo.selectCatalogues(db);
  const using = await repo.shipsUsingCatalogues(db);
  return rows
    .filter((r) => !only || r.row.id === only)
    .map(({ row, components }) => ({
      id: row.id,
      name: row.name,
      family: row.family,
      description: row.description,
      components,
      ships: using
        .filter((u) => u.catalogue_id === row.id)
        .map((u) => ({ id: u.ship_id, name: u.ship_name })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
    }));
}

function assertCatalogueChange(actor: Actor) {
  assertSidebar(actor, ['PMS.catalogues']);
  assertCan(actor, ['component_management']);
}

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'pms_catalogues_name_key'))
      throw badRequest('name', 'a catalogue of this name exists');
    throw error;
  }
}

/** `GET /pms/catalogues`: every catalogue (a few per ship family) with the ships using it. */
export async function listCatalogues(db: DbOrTx, actor: Actor): Promise<Catalogue[]> {
  assertSidebar(actor, ['PMS.catalogues']);
  return toViews(db);
}

/** `GET /pms/catalogues/:id`. */
export async function getCatalogue(db: DbOrTx, actor: Actor, id: string): Promise<Catalogue> {
  assertSidebar(actor, ['PMS.catalogues']);
  const [view] = await toViews(db, id);
  if (!view) throw notFound('Catalogue');
  return view;
}

/** `POST /pms/catalogues`: an empty catalogue for a ship family. */
export async function createCatalogue(
  db: Db,
  actor: Actor,
  body: Required<CreateCatalogueInput>,
): Promise<Catalogue> {
  assertCatalogueChange(actor);
  return guarded(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(pmsCatalogues).values(body).returning();
      const [view] = await toViews(tx, row!.id);
      await recordAudit(tx, actor, { action: 'create', entity: ENTITY, entityId: row!.id, after: view });
      return view!;
    }),
  );
}

/** `PATCH /pms/catalogues/:id`. */
export async function updateCatalogue(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateCatalogue,
): Promise<Catalogue> {
  assertCatalogueChange(actor);
  const { version, ...changes } = body;
  return guarded(() =>
    db.transaction(async (tx) => {
      const current = await repo.findCatalogue(tx, id, true);
      if (!current) throw notFound('Catalogue');
      if (current.version !== version) throw staleVersion('Catalogue');
      const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      if (!(await updateAtVersion(tx, pmsCatalogues, id, version, values))) throw staleVersion('Catalogue');
      const [after] = await toViews(tx, id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: ENTITY,
        entityId: id,
        before: current,
        after,
      });
      return after!;
    }),
  );
}

/**
 * `POST /pms/catalogues/:id/apply`: copies the catalogue (or the branch `componentId`) into a ship's
 * tree. Templates the ship already has a copy of are skipped, so applying again adds only what is new;
 * a copied node goes under the ship's copy of its template parent, else under `parentId`.
 */
export async function applyCatalogue(
  db: Db,
  actor: Actor,
  id: string,
  body: ApplyCatalogue,
): Promise<ComponentCopyResult> {
  const target = { shipId: body.shipId, catalogueId: null } as const;
  assertTreeChange(actor, target);
  return guardedTreeWrite(() =>
    db.transaction(async (tx) => {
      const catalogue = await repo.findCatalogue(tx, id);
      if (!catalogue) throw notFound('Catalogue');
      await lockTree(tx, target);
      const templates = await selectTree(tx, { shipId: null, catalogueId: id });
      if (body.componentId && !templates.some((t) => t.id === body.componentId))
        throw badRequest('componentId', 'not a component of this catalogue');
      const shipTree = await selectTree(tx, target);
      if (body.parentId && !shipTree.some((n) => n.id === body.parentId))
        throw badRequest('parentId', "the parent must be a component of the ship's tree");
      const copyOf = new Map(
        shipTree.filter((n) => n.sourceTemplateId).map((n) => [n.sourceTemplateId!, n.id]),
      );
      const wanted = body.componentId ? branchNodes(templates, [body.componentId]) : templates;
      const nodes = wanted.filter((t) => !copyOf.has(t.id));
      const pairs = await copyNodes(tx, {
        nodes,
        target,
        parentOf: (root) => (root.parentId && copyOf.get(root.parentId)) || body.parentId || null,
        codeOf: (n) => n.code,
        mode: 'apply',
      });
      const created = new Set(pairs.map((p) => p.fromComponentId));
      const rootIds = pairs
        .filter(
          (p) => !nodes.some((n) => n.id === p.fromComponentId && n.parentId && created.has(n.parentId)),
        )
        .map((p) => p.toComponentId);
      await recordAudit(tx, actor, {
        action: 'apply_catalogue',
        entity: COMPONENT_ENTITY,
        entityId: rootIds[0] ?? null,
        shipId: body.shipId,
        after: {
          catalogueId: id,
          catalogue: catalogue.name,
          branch: body.componentId ?? null,
          created: pairs.length,
        },
      });
      return { rootIds, created: pairs.length, skipped: wanted.length - nodes.length };
    }),
  );
}
