import type { Readable } from 'node:stream';
import { EXPENSE_RECEIPT_TYPES, type Expense } from '@keel/domain';
import type { Db } from '../../../db/client';
import { HttpError, badRequest, notFound, staleVersion } from '../../../lib/http-error';
import type { FileStorage } from '../../../plugins/storage';
import type { Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './expense.repo';
import { EXPENSE_ENTITY, loadExpense } from './expense.service';
import { toExpenseView } from './expense.view';

/** An uploaded receipt as the route read it, with the expense version the user read. */
export interface ReceiptUpload {
  content: Buffer;
  fileName: string;
  version: number;
}

/** Checks, before an upload is read, that the actor may attach a receipt (sidebar, ship in scope). */
export async function assertMayAttachReceipt(db: Db, actor: Actor, id: string): Promise<void> {
  await loadExpense(db, actor, id);
}

/**
 * `POST /accounting/expenses/:id/receipt`: stores the receipt (type sniffed from the bytes: PDF or
 * image, else 415; the size limit is the route's; sha256 kept) and points the expense at it with the
 * optimistic lock, in one transaction with the audit row. A replaced receipt leaves the storage after
 * the commit; a file stored for a write that then fails is removed again.
 */
export async function attachReceipt(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: string,
  upload: ReceiptUpload,
): Promise<Expense> {
  const current = await loadExpense(db, actor, id);
  if (current.version !== upload.version) throw staleVersion('Expense');
  if (upload.content.length === 0) throw badRequest('file', 'the file is empty');
  const stored = await storage.put(upload.content, upload.fileName, EXPENSE_RECEIPT_TYPES);
  let replaced: string | null = null;
  try {
    const view = await db.transaction(async (tx) => {
      const row = await loadExpense(tx, actor, id, true);
      replaced = row.receiptKey;
      const updated = await repo.updateExpense(tx, id, upload.version, {
        receiptKey: stored.key,
        receiptName: stored.originalName,
        receiptMime: stored.mime,
        receiptSize: stored.size,
        receiptSha256: stored.sha256,
        receiptUploadedAt: new Date(),
      });
      if (!updated) throw staleVersion('Expense');
      const after = toExpenseView((await repo.findExpense(tx, id))!);
      await recordAudit(tx, actor, {
        action: 'attach_receipt',
        entity: EXPENSE_ENTITY,
        entityId: id,
        shipId: row.shipId,
        before: toExpenseView(row),
        after,
      });
      return after;
    });
    if (replaced) await storage.remove(replaced);
    return view;
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
}

/** A receipt to send: its facts and content. */
export interface ReceiptDownload {
  name: string;
  mime: string;
  size: number;
  sha256: string;
  stream: Readable;
}

/** `GET /accounting/expenses/:id/receipt`: the receipt of an expense of the actor's ships. */
export async function downloadReceipt(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: string,
): Promise<ReceiptDownload> {
  const row = await loadExpense(db, actor, id);
  if (!row.receiptKey || !row.receiptName || !row.receiptMime || !row.receiptSha256)
    throw notFound('Receipt');
  let stream: Readable;
  try {
    stream = await storage.open(row.receiptKey);
  } catch {
    throw new HttpError(404, 'Receipt not found in the file storage');
  }
  return {
    name: row.receiptName,
    mime: row.receiptMime,
    size: row.receiptSize ?? 0,
    sha256: row.receiptSha256,
    stream,
  };
}
