import { eq, sql } from 'drizzle-orm';
import type {
  Chapter,
  CreateChapter,
  CreateDocument,
  DmsTreeNode,
  DocumentDetail,
  RevisionState,
  UpdateChapter,
  UpdateDocument,
} from '@keel/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { updateAtVersion } from '../../../lib/record-repo';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { todayUtc } from '../../fleet/certificate/certificate-view';
import { users } from '../../users/user.table';
import { DMS_ISM, assertDmsAction, dmsReaderShips } from '../dms-access';
import { checkDocumentRefs } from './document-refs';
import * as repo from './document.repo';
import { dmsChapters, dmsDocuments, dmsRevisions } from './document.table';
import { overdue, toDocumentDetail } from './document.view';

/** The activity/audit entity of a document (its revisions' history is written under it too). */
export const DOCUMENT_ENTITY = 'dms-document';
/** The audit entity of a chapter. */
export const CHAPTER_ENTITY = 'dms-chapter';

const toChapter = (c: typeof dmsChapters.$inferSelect): Chapter => ({
  id: c.id,
  number: c.number,
  title: c.title,
  parentId: c.parentId,
  sortOrder: c.sortOrder,
  version: c.version,
});

function chapterErrors(error: unknown): unknown {
  if (isUniqueViolation(error, 'dms_chapters_number_key'))
    return conflict('A chapter with this number exists already');
  if (isForeignKeyViolation(error)) return badRequest('parentId', 'no such chapter');
  return error;
}

/** `POST /dms/chapters` (manage_documents). */
export async function createChapter(db: Db, actor: Actor, body: CreateChapter): Promise<Chapter> {
  assertDmsAction(actor, 'manage_documents');
  return db
    .transaction(async (tx) => {
      const [row] = await tx.insert(dmsChapters).values(body).returning();
      await recordAudit(tx, actor, {
        action: 'create',
        entity: CHAPTER_ENTITY,
        entityId: row!.id,
        after: toChapter(row!),
      });
      return toChapter(row!);
    })
    .catch((e: unknown) => {
      throw chapterErrors(e);
    });
}

/** `PATCH /dms/chapters/:id` (manage_documents; a chapter cannot become its own ancestor). */
export async function updateChapter(db: Db, actor: Actor, id: string, body: UpdateChapter): Promise<Chapter> {
  assertDmsAction(actor, 'manage_documents');
  return db
    .transaction(async (tx) => {
      const before = await repo.findChapter(tx, id);
      if (!before) throw notFound('Chapter');
      if (body.parentId) {
        const chapters = await repo.selectChapters(tx);
        const parentOf = new Map(chapters.map((c) => [c.id, c.parentId]));
        for (let at: string | null | undefined = body.parentId; at; at = parentOf.get(at))
          if (at === id) throw badRequest('parentId', 'a chapter cannot sit inside itself');
      }
      const { version, ...values } = body;
      const row = await updateAtVersion(tx, dmsChapters, id, version, values);
      if (!row) throw staleVersion('The chapter');
      await recordAudit(tx, actor, {
        action: 'update',
        entity: CHAPTER_ENTITY,
        entityId: id,
        before: toChapter(before),
        after: toChapter(row),
      });
      return toChapter(row);
    })
    .catch((e: unknown) => {
      throw chapterErrors(e);
    });
}

function documentValues(body: CreateDocument, shipFamilies: string[]) {
  return {
    number: body.number,
    title: body.title,
    chapterId: body.chapterId,
    allShips: body.distribution.allShips,
    shipIds: [...new Set(body.distribution.shipIds)],
    shipFamilies,
    ackRanks: [...new Set(body.ackRanks)].sort((a, b) => a - b),
    reviewIntervalMonths: body.reviewIntervalMonths,
    sortOrder: body.sortOrder,
  };
}

/** The audited shape of a document. */
function documentShape(d: repo.DocumentRow) {
  return {
    number: d.number,
    title: d.title,
    chapterId: d.chapterId,
    ownerUserId: d.ownerUserId,
    distribution: { allShips: d.allShips, shipIds: d.shipIds, shipFamilies: d.shipFamilies },
    ackRanks: d.ackRanks,
    reviewIntervalMonths: d.reviewIntervalMonths,
  };
}

function documentErrors(error: unknown): unknown {
  if (isUniqueViolation(error, 'dms_documents_number_key'))
    return conflict('A document with this number exists already');
  return error;
}

/** `POST /dms/documents` (manage_documents): the document without revisions. */
export async function createDocument(db: Db, actor: Actor, body: CreateDocument): Promise<DocumentDetail> {
  assertDmsAction(actor, 'manage_documents');
  const id = await db
    .transaction(async (tx) => {
      const families = await checkDocumentRefs(tx, body);
      const [row] = await tx
        .insert(dmsDocuments)
        .values({
          ...documentValues(body, families),
          ownerUserId: body.ownerUserId ?? actor.id,
          createdById: actor.id,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'create',
        entity: DOCUMENT_ENTITY,
        entityId: row!.id,
        after: documentShape(row!),
      });
      return row!.id;
    })
    .catch((e: unknown) => {
      throw documentErrors(e);
    });
  return getDocument(db, actor, id);
}

/** `PATCH /dms/documents/:id` (manage_documents), incl. distribution; the search titles follow. */
export async function updateDocument(
  db: Db,
  actor: Actor,
  id: string,
  body: UpdateDocument,
): Promise<DocumentDetail> {
  assertDmsAction(actor, 'manage_documents');
  await db
    .transaction(async (tx) => {
      const before = await repo.findDocument(tx, id);
      if (!before) throw notFound('Document');
      const families = await checkDocumentRefs(tx, body);
      const values = {
        ...documentValues(body, families),
        ownerUserId: body.ownerUserId ?? before.ownerUserId,
      };
      const row = await updateAtVersion(tx, dmsDocuments, id, body.version, values);
      if (!row) throw staleVersion('The document');
      if (row.number !== before.number || row.title !== before.title)
        await tx
          .update(dmsRevisions)
          .set({ docTitle: `${row.number} ${row.title}` })
          .where(eq(dmsRevisions.documentId, id));
      await recordAudit(tx, actor, {
        action: 'update',
        entity: DOCUMENT_ENTITY,
        entityId: id,
        before: documentShape(before),
        after: documentShape(row),
      });
    })
    .catch((e: unknown) => {
      throw documentErrors(e);
    });
  return getDocument(db, actor, id);
}

/**
 * Loads a document the actor may read: DMS.ism_manual; an office DMS user any document; a ship reader
 * only a document distributed to one of their ships with an effective revision (else 404, so a ship
 * never learns of documents that are not its own).
 */
export async function loadDocumentForRead(db: DbOrTx, actor: Actor, id: string): Promise<repo.DocumentRow> {
  assertSidebar(actor, [DMS_ISM]);
  const row = await repo.findDocument(db, id);
  if (!row) throw notFound('Document');
  const ships = dmsReaderShips(actor);
  if (ships !== null) {
    const effective = await repo.selectRevisionsOf(db, id, true);
    if (effective.length === 0 || !(await repo.isDistributedToAny(db, id, ships))) throw notFound('Document');
  }
  return row;
}

/** `GET /dms/documents/:id`: a ship reader sees only the effective revision. */
export async function getDocument(db: DbOrTx, actor: Actor, id: string): Promise<DocumentDetail> {
  const row = await loadDocumentForRead(db, actor, id);
  const revisions = await repo.selectRevisionsOf(db, id, dmsReaderShips(actor) !== null);
  const [owner] = row.ownerUserId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.ownerUserId))
    : [];
  return toDocumentDetail(row, owner?.name ?? null, revisions);
}

/**
 * `GET /dms/tree`: chapters and documents. A ship reader gets only documents distributed to his ships
 * with an effective revision, and only the chapters that lead to them.
 */
export async function dmsTree(db: DbOrTx, actor: Actor): Promise<DmsTreeNode[]> {
  assertSidebar(actor, [DMS_ISM]);
  const ships = dmsReaderShips(actor);
  const [chapters, documents] = await Promise.all([
    repo.selectChapters(db),
    repo.selectTreeDocuments(db, ships, actor.id),
  ]);
  const today = todayUtc();
  let shown = chapters;
  if (ships !== null) {
    const parentOf = new Map(chapters.map((c) => [c.id, c.parentId]));
    const keep = new Set<string>();
    for (const d of documents)
      for (let at: string | null | undefined = d.chapter_id; at && !keep.has(at); at = parentOf.get(at))
        keep.add(at);
    shown = chapters.filter((c) => keep.has(c.id));
  }
  const nodes: DmsTreeNode[] = shown.map((c) => ({
    id: c.id,
    kind: 'chapter',
    parentId: c.parentId,
    number: c.number,
    title: c.title,
    sortOrder: c.sortOrder,
    version: c.version,
    effective: null,
    openRevision: null,
  }));
  for (const d of documents)
    nodes.push({
      id: d.id,
      kind: 'document',
      parentId: d.chapter_id,
      number: d.number,
      title: d.title,
      sortOrder: Number(d.sort_order),
      version: Number(d.version),
      ownerName: d.owner_name,
      effective: d.eff_id
        ? {
            revisionId: d.eff_id,
            revision: d.eff_revision!,
            effectiveDate: d.eff_date,
            reviewDue: d.eff_review_due,
            reviewOverdue: overdue(d.eff_review_due, today),
            fileName: d.eff_file_name!,
            contentType: d.eff_content_type!,
            sha256: d.eff_sha256!,
          }
        : null,
      openRevision:
        ships === null && d.open_id
          ? { revisionId: d.open_id, revision: d.open_revision!, state: d.open_state as RevisionState }
          : null,
      acknowledgedByMe: d.eff_id ? d.acknowledged : false,
    });
  return nodes;
}

/** Keeps the search title of a document's revisions ("number title"). */
export function searchTitleOf(doc: { number: string; title: string }): string {
  return `${doc.number} ${doc.title}`;
}

/** For tests and the bench: the number of revisions in the search index. */
export async function countRevisions(db: DbOrTx): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM dms_revisions`);
  return r.rows[0]?.n ?? 0;
}
