import type { BulkItem, BulkResponse, BulkResult } from '@keel/domain';
import { HttpError } from './http-error';

/** What one record's action gives back on success. */
export interface BulkStep {
  reference: string;
  version: number;
}

/**
 * Applies one action to each chosen record, one after the other, through the SAME service method as
 * the single action (its permission check, status machine, transaction and audit row): a record either
 * changes completely or not at all, and one record's refusal does not stop the others. Each result says
 * ok, or the error the single action answered (status and message), naming the record by `referenceOf`
 * when the actor may see it.
 */
export async function runBulk(
  items: readonly BulkItem[],
  run: (item: BulkItem) => Promise<BulkStep>,
  referenceOf: (id: string) => Promise<string | null>,
  onUnexpected: (error: unknown, item: BulkItem) => void,
): Promise<BulkResponse['data']> {
  const results: BulkResult[] = [];
  for (const item of items) {
    try {
      const done = await run(item);
      results.push({
        id: item.id,
        reference: done.reference,
        ok: true,
        status: 200,
        message: null,
        version: done.version,
      });
    } catch (error) {
      const known = error instanceof HttpError;
      if (!known) onUnexpected(error, item);
      const reference = await referenceOf(item.id).catch(() => null);
      const message = known ? error.message : 'could not be processed because of a server error';
      results.push({
        id: item.id,
        reference,
        ok: false,
        status: known ? error.statusCode : 500,
        message: reference && !message.includes(reference) ? `${reference}: ${message}` : message,
        version: null,
      });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}
