import { Readable } from 'node:stream';
import { isActivityEntity, type ActivityEntity } from '@keel/domain';
import { badRequest } from '../../lib/http-error';
import type { FileStorage, StoredFile } from '../../plugins/storage';
import { downloadAttachment } from '../activity/attachment.service';
import { openRecord } from '../activity/activity-records';
import { downloadReceipt } from '../accounting/expense/expense-receipt.service';
import { loadExpense } from '../accounting/expense/expense.service';
import { downloadFile as downloadCertificateFile } from '../fleet/certificate/certificate-file.service';
import { loadCertificate } from '../fleet/certificate/certificate.service';
import { staffAttachment } from '../purchasing/rfq/quote-file.service';
import { registerSharedFileKind, type ResolvedSharedFile } from './shared-file-kinds';

/**
 * A storage that only notes which key a module's download service opens. The resolvers below call
 * each module's own download service — its permission checks, its 404s, its row lookup — with this
 * storage, so the shared-link module learns the file's key without reading another module's tables
 * (ARCHITECTURE rule 12) and without the services having to change. Nothing is read from storage.
 */
function keyRecorder(): { storage: FileStorage; key(): string } {
  let opened: string | null = null;
  const refuse = (): Promise<never> => Promise.reject(new Error('read-only key recorder'));
  const storage: FileStorage = {
    open: (key) => {
      opened = key;
      return Promise.resolve(Readable.from([]));
    },
    put: refuse as () => Promise<StoredFile>,
    putStream: refuse as () => Promise<StoredFile>,
    stat: () => Promise.resolve(null),
    remove: refuse,
  };
  return {
    storage,
    key: () => {
      if (!opened) throw new Error('the download service opened no file');
      return opened;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Splits `a/b` (or `a/b/c`) record ids; 400 naming `recordId` when the shape is wrong. Every part
 * but the first `named` ones must be a uuid (the services' routes check the same).
 */
function parts(recordId: string, count: number, shape: string, named = 0): string[] {
  const split = recordId.split('/');
  if (split.length !== count || split.some((p, i) => (i < named ? p.length === 0 : !UUID.test(p))))
    throw badRequest('recordId', `must be ${shape}`);
  return split;
}

let registered = false;

/**
 * The stored files Keel has today, shareable by link. `recordId` per kind:
 * - `certificate-file`: the certificate's id (its current scan);
 * - `expense-receipt`: the expense's id;
 * - `bill-attachment`: `<bill id>/<attachment id>` (files on a vendor bill's activity card);
 * - `record-attachment`: `<entity>/<record id>/<attachment id>` (any record's activity card);
 * - `quote-attachment`: `<rfq id>/<file id>` (a vendor's file on a submitted quote).
 */
export function registerBuiltInSharedFileKinds(): void {
  if (registered) return;
  registered = true;

  registerSharedFileKind('certificate-file', async (ctx, user, recordId) => {
    parts(recordId, 1, "the certificate's id");
    const db = ctx.database.db;
    const recorder = keyRecorder();
    const file = await downloadCertificateFile(db, recorder.storage, user, recordId);
    file.stream.destroy();
    const certificate = await loadCertificate(db, user, recordId);
    return resolved(recorder.key(), file, certificate.shipId);
  });

  registerSharedFileKind('expense-receipt', async (ctx, user, recordId) => {
    parts(recordId, 1, "the expense's id");
    const db = ctx.database.db;
    const recorder = keyRecorder();
    const file = await downloadReceipt(db, recorder.storage, user, recordId);
    file.stream.destroy();
    const expense = await loadExpense(db, user, recordId);
    return resolved(recorder.key(), file, expense.shipId);
  });

  const attachment = async (
    db: Parameters<typeof openRecord>[0],
    user: Parameters<typeof openRecord>[1],
    entity: ActivityEntity,
    id: string,
    attachmentId: string,
  ) => {
    const record = await openRecord(db, user, entity, id);
    const recorder = keyRecorder();
    const file = await downloadAttachment(db, recorder.storage, user, entity, id, attachmentId);
    file.stream.destroy();
    return resolved(recorder.key(), file, record.shipId);
  };

  registerSharedFileKind('bill-attachment', async (ctx, user, recordId) => {
    const [billId, attachmentId] = parts(recordId, 2, '<bill id>/<attachment id>');
    return attachment(ctx.database.db, user, 'bill', billId!, attachmentId!);
  });

  registerSharedFileKind('record-attachment', async (ctx, user, recordId) => {
    const [entity, id, attachmentId] = parts(recordId, 3, '<entity>/<record id>/<attachment id>', 1);
    if (!isActivityEntity(entity!))
      throw badRequest('recordId', `${entity} is not a record with attachments`);
    return attachment(ctx.database.db, user, entity, id!, attachmentId!);
  });

  registerSharedFileKind('quote-attachment', async (ctx, user, recordId) => {
    const [rfqId, fileId] = parts(recordId, 2, '<rfq id>/<file id>');
    const recorder = keyRecorder();
    const file = await staffAttachment(ctx.database.db, recorder.storage, user, rfqId!, fileId!);
    file.stream.destroy();
    return {
      storageKey: recorder.key(),
      fileName: file.fileName,
      contentType: file.contentType,
      shipId: null,
      size: file.size,
    };
  });
}

function resolved(
  storageKey: string,
  file: { name: string; mime: string; size: number },
  shipId: string | null,
): ResolvedSharedFile {
  return { storageKey, fileName: file.name, contentType: file.mime, shipId, size: file.size };
}
