import { z } from 'zod';
import { listQuerySchema, pagedEnvelope } from '../common/page.schema';

/** Delivery states of an outbox message. */
export const OUTBOX_STATUSES = ['outbox', 'sent', 'failed'] as const;

/** Query of `GET /mail/outbox` (administrators): paging, search (to, subject), kind and status. */
export const outboxListQuerySchema = listQuerySchema.extend({
  kind: z.string().trim().max(60).optional(),
  status: z.enum(OUTBOX_STATUSES, `status must be one of ${OUTBOX_STATUSES.join(', ')}`).optional(),
});
/** A parsed outbox query. */
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

/** A message Keel sent or keeps in its outbox. */
export const outboxMessageSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  to: z.string(),
  toName: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  refId: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
/** An outbox message. */
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
/** The list answer. */
export const outboxListResponseSchema = pagedEnvelope(outboxMessageSchema);
