import { z } from 'zod';
import { envelope, pagedEnvelope } from '../common/page.schema';

/** What can wait for a user, in the order the "My work" card lists it. */
export const WORK_KINDS = [
  'requisition_to_moderate',
  'purchase_order_to_approve',
  'quotes_received',
  'purchase_order_to_send',
  'delivery_to_receive',
  'certificate_due',
  'bill_to_post',
  'bill_mismatch',
  'bill_to_pay',
  'invoice_overdue',
  'invoice_vendor_credit',
  'pms_job_due',
  'pms_postponement_to_approve',
  'pms_part_below_minimum',
  'dms_revision_to_approve',
  'dms_dcr_to_decide',
  'dms_acknowledgement_due',
] as const;

/** A work kind, validated (a 400 names `kind`). */
export const workKindSchema = z.enum(WORK_KINDS, `kind must be one of ${WORK_KINDS.join(', ')}`);
/** A work kind. */
export type WorkKind = z.infer<typeof workKindSchema>;

/** Words for each kind (one item / several), never the raw key. */
export const WORK_KIND_LABELS: Record<WorkKind, { one: string; many: string }> = {
  requisition_to_moderate: { one: 'requisition to approve', many: 'requisitions to approve' },
  purchase_order_to_approve: { one: 'purchase order to approve', many: 'purchase orders to approve' },
  quotes_received: { one: 'RFQ with quotes to compare', many: 'RFQs with quotes to compare' },
  purchase_order_to_send: { one: 'purchase order to send', many: 'purchase orders to send' },
  delivery_to_receive: { one: 'delivery to receive', many: 'deliveries to receive' },
  certificate_due: { one: 'certificate falling due', many: 'certificates falling due' },
  bill_to_post: { one: 'vendor bill to post', many: 'vendor bills to post' },
  bill_mismatch: { one: 'bill mismatch to resolve', many: 'bill mismatches to resolve' },
  bill_to_pay: { one: 'vendor bill to pay', many: 'vendor bills to pay' },
  invoice_overdue: { one: 'customer invoice overdue', many: 'customer invoices overdue' },
  invoice_vendor_credit: { one: 'vendor credit to pass on', many: 'vendor credits to pass on' },
  pms_job_due: { one: 'maintenance job due', many: 'maintenance jobs due' },
  pms_postponement_to_approve: { one: 'job postponement to approve', many: 'job postponements to approve' },
  pms_part_below_minimum: { one: 'spare part below minimum', many: 'spare parts below minimum' },
  dms_revision_to_approve: { one: 'document revision to approve', many: 'document revisions to approve' },
  dms_dcr_to_decide: { one: 'document change request to decide', many: 'document change requests to decide' },
  dms_acknowledgement_due: {
    one: 'document to read and acknowledge',
    many: 'documents to read and acknowledge',
  },
};

/** "3 requisitions to approve", "1 delivery to receive". */
export function workCountLabel(kind: WorkKind, count: number): string {
  const words = WORK_KIND_LABELS[kind];
  return `${count} ${count === 1 ? words.one : words.many}`;
}

/** Days ahead a certificate counts as falling due in the queue. */
export const WORK_CERTIFICATE_HORIZON_DAYS = 30 as const;

/** One thing waiting for the user, with the link that opens it. */
export const workItemSchema = z.object({
  kind: workKindSchema,
  id: z.uuid(),
  /** The record's number or name (`REQ-2026-0012`, `Safety Equipment Certificate`). */
  title: z.string(),
  /** A line of context: ship, vendor, amount, due date. */
  subtitle: z.string(),
  shipId: z.uuid().nullable(),
  shipName: z.string().nullable(),
  /** Path of the web app that opens the record. */
  link: z.string(),
  /** When it started waiting (ISO 8601), or the calendar date it is due (`YYYY-MM-DD`). */
  at: z.string().nullable(),
  urgent: z.boolean(),
});
/** A work item. */
export type WorkItem = z.infer<typeof workItemSchema>;

/** One kind's count, the link to its filtered list, and its first items. */
export const workGroupSchema = z.object({
  kind: workKindSchema,
  count: z.number().int(),
  link: z.string(),
  items: z.array(workItemSchema),
});
/** A work group. */
export type WorkGroup = z.infer<typeof workGroupSchema>;

/** `GET /work`: every kind the user may have (counts may be 0), and the total. */
export const workQueueSchema = z.object({ total: z.number().int(), groups: z.array(workGroupSchema) });
/** The work queue. */
export type WorkQueue = z.infer<typeof workQueueSchema>;
/** `GET /work` answer. */
export const workQueueResponseSchema = envelope(workQueueSchema);

/** Query of `GET /work`: how many items per kind to include (default 0: counts only). */
export const workQueueQuerySchema = z.object({
  items: z.coerce
    .number()
    .int('items must be a whole number')
    .min(0, 'items must be 0 or more')
    .max(20, 'items must be at most 20')
    .default(0),
});
/** A parsed work queue query. */
export type WorkQueueQuery = z.infer<typeof workQueueQuerySchema>;

/** Query of `GET /work/items`: one kind's items, paged. */
export const workItemsQuerySchema = z.object({
  kind: workKindSchema,
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(25),
});
/** A parsed work items query. */
export type WorkItemsQuery = z.infer<typeof workItemsQuerySchema>;
/** `GET /work/items` answer. */
export const workItemsResponseSchema = pagedEnvelope(workItemSchema);
