import {
  renameBranchCode,
  type ComponentCopyResult,
  type CopyComponent,
  type DuplicateComponent,
} from '@keel/domain';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import {
  assertTreeChange,
  assertTreeRead,
  sameScope,
  scopeOf,
  type ComponentScope,
} from './component-access';
import { branchNodes, copyNodes } from './component-copy.engine';
import * as repo from './component.repo';
import { COMPONENT_ENTITY, guardedTreeWrite, lockTree, scopeOfRow } from './component.service';

async function copyBranch(
  db: Db,
  actor: Actor,
  id: string,
  target: ComponentScope | null,
  parentId: string | null | 'same',
  code: string,
  name: string | undefined,
  mode: 'copy' | 'duplicate',
): Promise<ComponentCopyResult> {
  return guardedTreeWrite(() =>
    db.transaction(async (tx) => {
      const source = await repo.findComponent(tx, id);
      if (!source) throw notFound('Component');
      const sourceScope = scopeOfRow(source);
      assertTreeRead(actor, sourceScope);
      const to = target ?? sourceScope;
      assertTreeChange(actor, to);
      await lockTree(tx, to);
      const parent = parentId === 'same' ? source.parentId : parentId;
      if (parent) {
        const row = await repo.findComponent(tx, parent);
        if (!row || !sameScope(scopeOfRow(row), to))
          throw badRequest('parentId', 'the parent must be a component of the target tree');
        if (source.kind === 'category' && row.kind === 'component')
          throw badRequest('parentId', 'a category cannot be placed under a component');
      }
      const nodes = branchNodes(await repo.selectTree(tx, sourceScope), [id]);
      const pairs = await copyNodes(tx, {
        nodes,
        target: to,
        parentOf: () => parent,
        codeOf: (n) => renameBranchCode(n.code, source.code, code),
        nameOf: (n) => (n.id === id && name ? name : n.name),
        mode,
      });
      const rootId = pairs[0]!.toComponentId;
      await recordAudit(tx, actor, {
        action: mode,
        entity: COMPONENT_ENTITY,
        entityId: rootId,
        shipId: to.shipId,
        after: { from: id, fromCode: source.code, code, created: pairs.length },
      });
      return { rootIds: [rootId], created: pairs.length, skipped: 0 };
    }),
  );
}

/** `POST /pms/components/:id/copy`: the branch copied under a parent of this or another tree. */
export function copyComponent(db: Db, actor: Actor, id: string, body: CopyComponent) {
  if (body.targetShipId && body.targetCatalogueId)
    throw badRequest('targetShipId', 'give either targetShipId or targetCatalogueId');
  const target =
    body.targetShipId || body.targetCatalogueId ? scopeOf(body.targetShipId, body.targetCatalogueId) : null;
  return copyBranch(db, actor, id, target, body.parentId, body.code, body.name, 'copy');
}

/** `POST /pms/components/:id/duplicate`: the branch copied beside the original with a new code. */
export function duplicateComponent(db: Db, actor: Actor, id: string, body: DuplicateComponent) {
  return copyBranch(db, actor, id, null, 'same', body.code, body.name, 'duplicate');
}
