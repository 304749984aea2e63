import type { Readable } from 'node:stream';
import { ATTACHMENT_TYPES, type ActivityEntity, type RecordAttachment } from '@keel/domain';
import type { Db } from '../../db/client';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error';
import type { FileStorage } from '../../plugins/storage';
import type { Actor } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { openRecord, type OpenedRecord } from './activity-records';
import * as repo from './activity.repo';

function toView(row: repo.AttachmentRow): RecordAttachment {
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    sha256: row.sha256,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedById: row.uploadedById,
    uploadedByName: row.uploadedByName,
  };
}

function auditShape(record: OpenedRecord, row: repo.AttachmentRow) {
  return {
    recordEntity: record.entity,
    recordId: record.id,
    recordTitle: record.title,
    name: row.name,
    mime: row.mime,
    size: row.size,
    sha256: row.sha256,
  };
}

/** `GET /activity/:entity/:id/attachments`: the record's files, newest first. */
export async function listAttachments(db: Db, actor: Actor, entity: ActivityEntity, id: string) {
  await openRecord(db, actor, entity, id);
  return (await repo.listAttachments(db, entity, id)).map(toView);
}

/** An uploaded file as the route read it. */
export interface AttachmentUpload {
  content: Buffer;
  fileName: string;
}

/**
 * `POST /activity/:entity/:id/attachments`: anyone who can open the record attaches a file (PDF or
 * image recognised from the bytes, else 415; the size limit is the route's). The row and the audit
 * row are one transaction; a file stored for a write that then fails is removed again. The route
 * calls {@link openRecord} before reading the upload, so a refused upload is never stored.
 */
export async function attachFile(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  record: OpenedRecord,
  upload: AttachmentUpload,
): Promise<RecordAttachment> {
  if (upload.content.length === 0) throw badRequest('file', 'the file is empty');
  const stored = await storage.put(upload.content, upload.fileName, ATTACHMENT_TYPES);
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertAttachment(tx, {
        entity: record.entity,
        entityId: record.id,
        shipId: record.shipId,
        storageKey: stored.key,
        name: stored.originalName,
        mime: stored.mime,
        size: stored.size,
        sha256: stored.sha256,
        uploadedById: actor.id,
        uploadedByName: actor.name,
      });
      await recordAudit(tx, actor, {
        action: 'attach',
        entity: 'record_attachment',
        entityId: row.id,
        shipId: record.shipId,
        after: auditShape(record, row),
      });
      return toView(row);
    });
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
}

/** A file to send: its facts and its content. */
export interface AttachmentDownload {
  name: string;
  mime: string;
  size: number;
  sha256: string;
  stream: Readable;
}

/** `GET …/attachments/:attachmentId`: the file, for anyone who can open the record. */
export async function downloadAttachment(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  entity: ActivityEntity,
  id: string,
  attachmentId: string,
): Promise<AttachmentDownload> {
  await openRecord(db, actor, entity, id);
  const row = await repo.findAttachment(db, entity, id, attachmentId);
  if (!row) throw notFound('Attachment');
  let stream: Readable;
  try {
    stream = await storage.open(row.storageKey);
  } catch {
    throw new HttpError(404, 'Attachment not found in the file storage');
  }
  return { name: row.name, mime: row.mime, size: row.size, sha256: row.sha256, stream };
}

/**
 * `DELETE …/attachments/:attachmentId`: the uploader (or an administrator) removes a file; the audit
 * row keeps its name and sha256. The stored file is removed after the commit.
 */
export async function deleteAttachment(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  entity: ActivityEntity,
  id: string,
  attachmentId: string,
): Promise<void> {
  const record = await openRecord(db, actor, entity, id);
  const row = await repo.findAttachment(db, entity, id, attachmentId);
  if (!row) throw notFound('Attachment');
  if (row.uploadedById !== actor.id && !actor.isAdmin)
    throw forbidden('Only the person who attached a file (or an administrator) may delete it');
  await db.transaction(async (tx) => {
    if (!(await repo.deleteAttachment(tx, attachmentId))) throw notFound('Attachment');
    await recordAudit(tx, actor, {
      action: 'detach',
      entity: 'record_attachment',
      entityId: attachmentId,
      shipId: record.shipId,
      before: auditShape(record, row),
    });
  });
  await storage.remove(row.storageKey);
}
