import type { Readable } from 'node:stream';
import { CERTIFICATE_FILE_TYPES, type CertificateView } from '@keel/domain';
import type { Db } from '../../../db/client';
import { HttpError, badRequest, notFound, staleVersion } from '../../../lib/http-error';
import type { FileStorage } from '../../../plugins/storage';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './certificate.repo';
import { toCertificateView, toFileView, todayUtc } from './certificate-view';
import { CERTIFICATES, loadCertificate, viewOf } from './certificate.service';

/**
 * Checks, before an upload is read, that the actor may attach a scan to this certificate (sidebar
 * permission, the certificate's ship in scope): a refused upload is never stored.
 */
export async function assertMayAttach(db: Db, actor: Actor, id: string): Promise<void> {
  assertSidebar(actor, [CERTIFICATES]);
  await loadCertificate(db, actor, id);
}

/** An uploaded scan as the route read it. */
export interface Upload {
  content: Buffer;
  fileName: string;
  /** The `version` form field: the certificate's version the user read. */
  version: number;
}

/**
 * `POST /certificates/:id/file`: stores a scan (type sniffed from the content: PDF or image, else
 * 415; the size limit is the route's) and attaches it to the certificate with the optimistic lock.
 * The file row, the certificate change and the audit row are one transaction; a scan stored for a
 * write that then fails is removed again.
 */
export async function attachFile(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: string,
  upload: Upload,
): Promise<CertificateView> {
  assertSidebar(actor, [CERTIFICATES]);
  const current = await loadCertificate(db, actor, id);
  if (current.version !== upload.version) throw staleVersion('Certificate');
  if (upload.content.length === 0) throw badRequest('file', 'the file is empty');
  const stored = await storage.put(upload.content, upload.fileName, CERTIFICATE_FILE_TYPES);
  try {
    return await db.transaction(async (tx) => {
      const row = await loadCertificate(tx, actor, id, true);
      const before = toCertificateView(row, todayUtc());
      const file = await repo.insertFile(tx, {
        shipId: row.shipId,
        storageKey: stored.key,
        name: stored.originalName,
        mime: stored.mime,
        size: stored.size,
        sha256: stored.sha256,
        uploadedById: actor.id,
        uploadedByName: actor.name,
      });
      if (!(await repo.updateCertificate(tx, id, upload.version, { fileId: file.id })))
        throw staleVersion('Certificate');
      const after = await viewOf(tx, id);
      await recordAudit(tx, actor, {
        action: 'attach_file',
        entity: 'certificate',
        entityId: id,
        shipId: row.shipId,
        before,
        after: { ...after, file: toFileView(file) },
      });
      return after;
    });
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
}

/** A scan to send: its facts and its content. */
export interface Download {
  name: string;
  mime: string;
  size: number;
  sha256: string;
  stream: Readable;
}

/** `GET /certificates/:id/file`: the scan attached to a certificate of the actor's ships. */
export async function downloadFile(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: string,
): Promise<Download> {
  assertSidebar(actor, [CERTIFICATES]);
  const row = await loadCertificate(db, actor, id);
  if (!row.fileId) throw notFound('Certificate file');
  const file = await repo.findFile(db, row.fileId);
  if (!file) throw notFound('Certificate file');
  let stream: Readable;
  try {
    stream = await storage.open(file.storageKey);
  } catch {
    throw new HttpError(404, 'Certificate file not found in the file storage');
  }
  return { name: file.name, mime: file.mime, size: file.size, sha256: file.sha256, stream };
}
