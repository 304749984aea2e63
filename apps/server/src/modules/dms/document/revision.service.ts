import { and, eq, sql } from 'drizzle-orm';
import {
  applyRevisionEvent,
  checkRevisionTransitionInput,
  createRevisionFieldsSchema,
  reviewDueFor,
  type DocumentDetail,
  type RevisionState,
  type RevisionTransition,
} from '@keel/domain';
import type { Readable } from 'node:stream';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import type { FileStorage } from '../../../plugins/storage';
import { assertCan, assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import { todayUtc } from '../../fleet/certificate/certificate-view';
import { notify } from '../../notifications/notify';
import { DMS_ISM, assertDmsAction, dmsReaderShips } from '../dms-access';
import type { DmsUpload } from '../dms-upload';
import { dmsDcrs } from '../dcr/dcr.table';
import { noticeAcknowledgementsDue } from './acknowledgement.service';
import * as repo from './document.repo';
import { DOCUMENT_ENTITY, getDocument, searchTitleOf } from './document.service';
import { dmsRevisions } from './document.table';
import { sniffDmsFile, storageMimesFor } from './dms-file-type';
import { extractText } from './text-extract';

/** The web path of a document in the ISM manual. */
export const documentLink = (documentId: string) => `/dms/ism?doc=${documentId}`;

/** Active users who hold `action` through any role (candidates for DMS notices). */
export async function usersWithDmsAction(tx: DbOrTx, action: string): Promise<string[]> {
  const result = await tx.execute<{ id: string }>(sql`
    SELECT DISTINCT ur.user_id AS id FROM user_roles ur
    JOIN roles r ON r.id = ur.role_id JOIN users u ON u.id = ur.user_id AND u.active
    WHERE ${action} = ANY(r.actions) ORDER BY 1`);
  return result.rows.map((r) => r.id);
}

/**
 * `POST /dms/documents/:id/revisions`: a new DRAFT revision with its file (PDF, Word or Excel,
 * recognised from the bytes, at most 25 MiB), its sha256 and the text extracted for search. One open
 * revision per document (409 otherwise); a DCR named must be an approved request on this document.
 */
export async function createRevision(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  documentId: string,
  upload: DmsUpload,
): Promise<DocumentDetail> {
  assertDmsAction(actor, 'manage_documents');
  const fields = createRevisionFieldsSchema.parse(upload.fields);
  if (!upload.file) throw badRequest('file', 'a file is required');
  const document = await repo.findDocument(db, documentId);
  if (!document) throw notFound('Document');
  const contentType = sniffDmsFile(upload.file.content);
  const text = await extractText(upload.file.content, contentType);
  const stored = await storage.put(upload.file.content, upload.file.fileName, storageMimesFor(contentType));
  try {
    await db.transaction(async (tx) => {
      const doc = await repo.lockDocument(tx, documentId);
      if (!doc) throw notFound('Document');
      if (fields.dcrId) {
        const [dcr] = await tx.select().from(dmsDcrs).where(eq(dmsDcrs.id, fields.dcrId));
        if (!dcr || dcr.documentId !== documentId)
          throw badRequest('dcrId', 'no such change request on this document');
        if (dcr.state !== 'APPROVED') throw badRequest('dcrId', 'the change request is not approved');
      }
      const [row] = await tx
        .insert(dmsRevisions)
        .values({
          documentId,
          revision: fields.revision,
          reviewDue: fields.reviewDue ?? null,
          changeNote: fields.changeNote,
          dcrId: fields.dcrId ?? null,
          fileName: stored.originalName,
          contentType,
          size: stored.size,
          sha256: stored.sha256,
          storageKey: stored.key,
          docTitle: searchTitleOf(doc),
          extractedText: text,
          createdById: actor.id,
        })
        .returning({ id: dmsRevisions.id });
      await recordAudit(tx, actor, {
        action: 'upload',
        entity: DOCUMENT_ENTITY,
        entityId: documentId,
        after: {
          revisionId: row!.id,
          revision: fields.revision,
          state: 'DRAFT',
          fileName: stored.originalName,
          sha256: stored.sha256,
          changeNote: fields.changeNote,
        },
      });
    });
  } catch (error) {
    await storage.remove(stored.key).catch(() => undefined);
    if (isUniqueViolation(error, 'dms_revisions_one_open_idx'))
      throw conflict('The document has a revision in progress already; finish or reject it first');
    if (isUniqueViolation(error, 'dms_revisions_document_revision_key'))
      throw conflict(`Revision ${fields.revision} of this document exists already`);
    throw error;
  }
  return getDocument(db, actor, documentId);
}

/**
 * `POST /dms/revisions/:id/transition`: submit, approve, reject, make effective or withdraw, through
 * the revision machine (409 naming the state otherwise), with the version read (409 when stale).
 * Make-effective supersedes the effective revision in the same transaction, under a lock on the
 * document; the partial unique index `dms_revisions_one_effective_idx` refuses a second effective
 * revision even if two requests raced past the lock (409).
 */
export async function transitionRevision(
  db: Db,
  actor: Actor,
  revisionId: string,
  body: RevisionTransition,
): Promise<DocumentDetail> {
  assertSidebar(actor, [DMS_ISM]);
  const documentId = await db
    .transaction(async (tx) => {
      const peek = await repo.findRevision(tx, revisionId);
      if (!peek || dmsReaderShips(actor) !== null) throw notFound('Revision');
      const doc = await repo.lockDocument(tx, peek.documentId);
      const rev = await repo.findRevision(tx, revisionId);
      if (!doc || !rev) throw notFound('Revision');
      const result = applyRevisionEvent(rev.state as RevisionState, body.action);
      if (!result.ok) throw conflict(result.message);
      if (result.action) assertCan(actor, [result.action]);
      const invalid = checkRevisionTransitionInput(body.action, body);
      if (invalid) throw badRequest(invalid.field, invalid.message);
      if (rev.version !== body.version) throw staleVersion('The revision');
      const now = new Date();
      const values: Partial<typeof dmsRevisions.$inferInsert> = { state: result.to };
      let superseded: string[] = [];
      switch (body.action) {
        case 'approve':
          Object.assign(values, { approvedById: actor.id, approvedAt: now, rejectionReason: null });
          break;
        case 'reject':
          Object.assign(values, { rejectionReason: body.reason, approvedById: null, approvedAt: null });
          break;
        case 'make-effective': {
          const effectiveDate = body.effectiveDate ?? todayUtc(now);
          Object.assign(values, {
            effectiveDate,
            reviewDue: reviewDueFor(effectiveDate, rev.reviewDue, doc.reviewIntervalMonths),
          });
          const old = await tx
            .update(dmsRevisions)
            .set({
              state: 'SUPERSEDED',
              withdrawnAt: now,
              updatedAt: now,
              version: sql`${dmsRevisions.version} + 1`,
            })
            .where(and(eq(dmsRevisions.documentId, doc.id), eq(dmsRevisions.state, 'EFFECTIVE')))
            .returning({ id: dmsRevisions.id, revision: dmsRevisions.revision });
          superseded = old.map((o) => o.revision);
          break;
        }
        case 'obsolete':
          if (rev.state === 'EFFECTIVE') values.withdrawnAt = now;
          break;
        case 'submit':
          values.rejectionReason = null;
          break;
      }
      const [updated] = await tx
        .update(dmsRevisions)
        .set({ ...values, updatedAt: now, version: sql`${dmsRevisions.version} + 1` })
        .where(and(eq(dmsRevisions.id, rev.id), eq(dmsRevisions.version, body.version)))
        .returning();
      if (!updated) throw staleVersion('The revision');
      await recordAudit(tx, actor, {
        action: body.action,
        entity: DOCUMENT_ENTITY,
        entityId: doc.id,
        before: { revisionId: rev.id, revision: rev.revision, state: rev.state },
        after: {
          revisionId: rev.id,
          revision: rev.revision,
          state: result.to,
          ...(body.reason ? { reason: body.reason } : {}),
          ...(updated.effectiveDate
            ? { effectiveDate: updated.effectiveDate, reviewDue: updated.reviewDue }
            : {}),
          ...(superseded.length ? { superseded } : {}),
        },
      });
      await noticeRevision(tx, actor, doc, updated, body);
      return doc.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'dms_revisions_one_effective_idx'))
        throw conflict('Another revision of this document became effective at the same moment; reload it');
      throw error;
    });
  return getDocument(db, actor, documentId);
}

async function noticeRevision(
  tx: DbOrTx,
  actor: Actor,
  doc: repo.DocumentRow,
  rev: repo.RevisionRow,
  body: RevisionTransition,
): Promise<void> {
  const base = { entity: DOCUMENT_ENTITY, entityId: doc.id, shipId: null, link: documentLink(doc.id) };
  const what = `${doc.number} ${doc.title}, revision ${rev.revision}`;
  if (body.action === 'submit' || body.action === 'approve')
    await notify(tx, actor, {
      ...base,
      kind: 'approval_requested',
      recipientIds: await usersWithDmsAction(tx, 'approve_documents'),
      title:
        body.action === 'submit'
          ? `Document to review: ${what}`
          : `Document approved, to make effective: ${what}`,
    });
  else if (body.action === 'reject' && rev.createdById)
    await notify(tx, actor, {
      ...base,
      kind: 'sent_back',
      recipientIds: [rev.createdById],
      title: `Revision sent back: ${what}`,
      ...(body.reason ? { body: body.reason } : {}),
    });
  else if (body.action === 'make-effective') await noticeAcknowledgementsDue(tx, actor, doc, rev, null);
}

/** A revision's file to stream: office DMS users any revision, ship readers only effective ones of theirs. */
export async function openRevisionFile(
  db: DbOrTx,
  storage: FileStorage,
  actor: Actor,
  revisionId: string,
): Promise<{ stream: Readable; fileName: string; contentType: string; size: number; sha256: string }> {
  const rev = await loadRevisionForRead(db, actor, revisionId);
  return {
    stream: await storage.open(rev.storageKey),
    fileName: rev.fileName,
    contentType: rev.contentType,
    size: rev.size,
    sha256: rev.sha256,
  };
}

/**
 * Loads a revision the actor may read (404 otherwise): office DMS users any; ship readers only an
 * EFFECTIVE revision of a document distributed to one of their ships. Obsolete revisions also need
 * DMS.obsolete.
 */
export async function loadRevisionForRead(
  db: DbOrTx,
  actor: Actor,
  revisionId: string,
): Promise<repo.RevisionRow> {
  const rev = await repo.findRevision(db, revisionId);
  const ships = dmsReaderShips(actor);
  if (!rev) throw notFound('Revision');
  if (ships === null) {
    if (rev.state === 'SUPERSEDED' || rev.state === 'OBSOLETE') assertSidebar(actor, ['DMS.obsolete']);
    else assertSidebar(actor, [DMS_ISM]);
    return rev;
  }
  assertSidebar(actor, [DMS_ISM]);
  if (rev.state !== 'EFFECTIVE' || !(await repo.isDistributedToAny(db, rev.documentId, ships)))
    throw notFound('Revision');
  return rev;
}
