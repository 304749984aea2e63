import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { MAX_QUOTE_ATTACHMENTS, QUOTE_ATTACHMENT_TYPES } from '@keel/domain';
import type { Db } from '../../../db/client';
import { isXlsxWorkbook } from '../../../lib/file-type';
import { HttpError, badRequest, conflict, notFound } from '../../../lib/http-error';
import type { FileStorage } from '../../../plugins/storage';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as quoteRepo from './quote.repo';
import { PURCHASE_ORDERS, loadRfq } from './rfq.guard';
import * as repo from './rfq.repo';
import { rfqs } from './rfq.table';
import { assertReadable, assertWritable, resolveLink, vendorActor } from './vendor-offer.guard';
import { offerOf } from './vendor-offer.view';

/** A file to send back: its facts and content. */
export interface QuoteFile {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  stream: Readable;
}

/** An uploaded file as the route read it. */
export interface QuoteUpload {
  content: Buffer;
  fileName: string;
}

/** Checks the link before an upload is read, so a refused upload is never received in full or stored. */
export async function assertMayUpload(db: Db, token: string | undefined): Promise<void> {
  assertWritable(await resolveLink(db, token), new Date());
}

/**
 * `POST /public/vendor/offer/attachments`: attaches a file (PDF, image or Excel workbook, recognised
 * from its content, never its name; size limited by the route) to the vendor's current draft. The
 * draft must exist (save it first); submitted revisions keep their files unchanged.
 */
export async function uploadAttachment(
  db: Db,
  storage: FileStorage,
  token: string | undefined,
  upload: QuoteUpload,
) {
  const first = await resolveLink(db, token);
  assertWritable(first, new Date());
  if (upload.content.length === 0) throw badRequest('file', 'the file is empty');
  if (
    upload.content.length >= 4 &&
    upload.content.readUInt32LE(0) === 0x04034b50 &&
    !isXlsxWorkbook(upload.content)
  )
    throw new HttpError(415, 'file: a ZIP file is accepted only as an Excel workbook (.xlsx)', [
      { field: 'file', message: 'the content is not an accepted type' },
    ]);
  const stored = await storage.put(upload.content, upload.fileName, QUOTE_ATTACHMENT_TYPES);
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: rfqs.id }).from(rfqs).where(eq(rfqs.id, first.rfqId)).for('share');
      await repo.lockInvitation(tx, first.invitationId);
      const row = await resolveLink(tx, token);
      const now = new Date();
      assertWritable(row, now);
      const draft = (await quoteRepo.quotesOfInvitation(tx, row.invitationId)).find(
        (q) => q.status === 'DRAFT',
      );
      if (!draft) throw conflict('Save your draft first, then attach files to it');
      if ((await quoteRepo.attachmentCount(tx, draft.id)) >= MAX_QUOTE_ATTACHMENTS)
        throw conflict(`A quote revision holds at most ${MAX_QUOTE_ATTACHMENTS} files`);
      const inserted = await quoteRepo.insertAttachment(tx, {
        quoteId: draft.id,
        storageKey: stored.key,
        fileName: stored.originalName,
        contentType: stored.mime,
        size: stored.size,
        sha256: stored.sha256,
      });
      await recordAudit(tx, vendorActor(row), {
        action: 'attach_file',
        entity: 'quote',
        entityId: draft.id,
        shipId: row.shipId,
        after: {
          attachmentId: inserted?.id,
          fileName: stored.originalName,
          contentType: stored.mime,
          size: stored.size,
        },
      });
      return offerOf(tx, row, now);
    });
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
}

async function openFile(
  storage: FileStorage,
  row: NonNullable<Awaited<ReturnType<typeof quoteRepo.findAttachment>>>,
) {
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    stream: await storage.open(row.storageKey),
  };
}

/** `GET /public/vendor/offer/attachments/:id`: one of the vendor's own files (404 for anyone else's). */
export async function vendorAttachment(
  db: Db,
  storage: FileStorage,
  token: string | undefined,
  id: string,
): Promise<QuoteFile> {
  const link = await resolveLink(db, token);
  assertReadable(link, new Date());
  const row = await quoteRepo.findAttachment(db, id);
  if (!row || row.invitationId !== link.invitationId) throw notFound('File');
  return openFile(storage, row);
}

/** `GET /purchasing/rfqs/:rfqId/attachments/:id` (get_quotes): a file of a submitted revision. */
export async function staffAttachment(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  rfqId: string,
  id: string,
): Promise<QuoteFile> {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  await loadRfq(db, actor, rfqId, 'get_quotes');
  const row = await quoteRepo.findAttachment(db, id);
  if (!row || row.rfqId !== rfqId || row.quoteStatus === 'DRAFT') throw notFound('File');
  return openFile(storage, row);
}
