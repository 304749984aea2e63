import { z } from 'zod';
import { envelope, versionSchema } from './page.schema';

/** The most records one bulk action takes (a page of the largest list). */
export const MAX_BULK_ITEMS = 100;

/** One record of a bulk action: its id and the version the user saw (optimistic lock, as the single action). */
export const bulkItemSchema = z.object({
  id: z.uuid('id must be the id of a record'),
  version: versionSchema,
});
/** One record of a bulk action. */
export type BulkItem = z.infer<typeof bulkItemSchema>;

/** Body of a bulk action: the chosen records, each at most once. */
export const bulkActionSchema = z.object({
  items: z
    .array(bulkItemSchema)
    .min(1, 'items must name at least one record')
    .max(MAX_BULK_ITEMS, `items must name at most ${MAX_BULK_ITEMS} records`)
    .refine(
      (items) => new Set(items.map((i) => i.id)).size === items.length,
      'items must not repeat a record',
    ),
});
/** Body of a bulk action. */
export type BulkAction = z.infer<typeof bulkActionSchema>;

/**
 * What a bulk action did to one record: `ok` with the record's new version, or the error of the single
 * action (the same message a user would get for that record alone), naming the record.
 */
export const bulkResultSchema = z.object({
  id: z.uuid(),
  /** The record's human reference (`REQ-2026-00042`), or null when it could not be read. */
  reference: z.string().nullable(),
  ok: z.boolean(),
  /** HTTP status the single action answered (200, 403, 404, 409…). */
  status: z.number().int(),
  message: z.string().nullable(),
  version: z.number().int().nullable(),
});
/** What a bulk action did to one record. */
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** Answer of a bulk action: one result per record, in the order asked, with the counts. */
export const bulkResponseSchema = envelope(
  z.object({
    results: z.array(bulkResultSchema),
    succeeded: z.number().int(),
    failed: z.number().int(),
  }),
);
/** Answer of a bulk action. */
export type BulkResponse = z.infer<typeof bulkResponseSchema>;
