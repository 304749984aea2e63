import { eq, sql } from 'drizzle-orm';
import { compareManualOrder, planSiblingMove, type DmsTreeNode, type MoveTreeItem } from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest, notFound, staleVersion } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { assertDmsAction } from '../dms-access';
import { CHAPTER_ENTITY, DOCUMENT_ENTITY, dmsTree } from './document.service';
import { dmsChapters, dmsDocuments } from './document.table';

/** A sibling as ordering reads it. */
type SiblingRow = { id: string; number: string; sort_order: number; version: number };

/**
 * Locks and reads the siblings of the moved row (the chapters under the same parent, or the documents
 * of the same chapter), in id order so two moves in one parent queue instead of deadlocking.
 */
async function lockSiblings(tx: DbOrTx, body: MoveTreeItem): Promise<SiblingRow[] | undefined> {
  if (body.kind === 'chapter') {
    const [row] = await tx
      .select({ parentId: dmsChapters.parentId })
      .from(dmsChapters)
      .where(eq(dmsChapters.id, body.id));
    if (!row) return undefined;
    const result = await tx.execute<SiblingRow>(sql`
      SELECT id, number, sort_order, version FROM dms_chapters
      WHERE parent_id IS NOT DISTINCT FROM ${row.parentId}::uuid ORDER BY id FOR UPDATE`);
    return result.rows;
  }
  const [row] = await tx
    .select({ chapterId: dmsDocuments.chapterId })
    .from(dmsDocuments)
    .where(eq(dmsDocuments.id, body.id));
  if (!row) return undefined;
  const result = await tx.execute<SiblingRow>(sql`
    SELECT id, number, sort_order, version FROM dms_documents
    WHERE chapter_id = ${row.chapterId}::uuid ORDER BY id FOR UPDATE`);
  return result.rows;
}

/**
 * `POST /dms/tree/move` (manage_documents): moves a chapter or a document one place up or down among
 * its siblings and renumbers them 10, 20, 30… in one transaction. The moved row's `version` must be
 * current (else 409); every renumbered row gets a new version (a form still holding the old sort
 * order cannot write it back). One audit row (`move`) on the moved record. Answers the new tree.
 */
export async function moveTreeItem(db: Db, actor: Actor, body: MoveTreeItem): Promise<DmsTreeNode[]> {
  assertDmsAction(actor, 'manage_documents');
  const noun = body.kind === 'chapter' ? 'chapter' : 'document';
  await db.transaction(async (tx) => {
    const rows = await lockSiblings(tx, body);
    const moved = rows?.find((r) => r.id === body.id);
    // Gone, or moved to another parent between the two reads: the caller's view is stale either way.
    if (!rows) throw notFound(body.kind === 'chapter' ? 'Chapter' : 'Document');
    if (!moved || Number(moved.version) !== body.version) throw staleVersion(`The ${noun}`);
    const siblings = rows.map((r) => ({ ...r, sortOrder: Number(r.sort_order) }));
    const plan = planSiblingMove(siblings, body.id, body.direction);
    if (!plan)
      throw badRequest('direction', `the ${noun} is already ${body.direction === 'up' ? 'first' : 'last'}`);
    const table = body.kind === 'chapter' ? dmsChapters : dmsDocuments;
    for (const { row, sortOrder } of plan.changed)
      await tx
        .update(table)
        .set({ sortOrder, version: sql`${table.version} + 1`, updatedAt: new Date() })
        .where(eq(table.id, row.id));
    await recordAudit(tx, actor, {
      action: 'move',
      entity: body.kind === 'chapter' ? CHAPTER_ENTITY : DOCUMENT_ENTITY,
      entityId: body.id,
      before: {
        position: [...siblings].sort(compareManualOrder).findIndex((r) => r.id === body.id) + 1,
      },
      after: { position: plan.order.findIndex((r) => r.id === body.id) + 1, direction: body.direction },
    });
  });
  return dmsTree(db, actor);
}
